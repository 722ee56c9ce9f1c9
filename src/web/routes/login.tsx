import { Alert, Button, Card, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { login, safeNext } from "../lib/auth-client.ts";
import { pageMeta } from "../lib/meta.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import type { Route } from "./+types/login.ts";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, origin } = rootDataFrom(matches);
  return pageMeta({
    title: "Login Page",
    description: "Contributors sign in here to edit syntheses and reference data.",
    path: "/login",
    origin,
    siteName: settings.siteName,
    noindex: true,
  });
}

/** Sign-in (docs/product/pages.md §2.12, docs/product/texts.md §9): then on to `next` (default /edit). */
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError("Enter email and password");
      return;
    }
    setBusy(true);
    const ok = await login(email, password);
    setBusy(false);
    if (!ok) {
      setError("Invalid login.");
      return;
    }
    navigate(safeNext(params.get("next"), window.location.origin));
  }

  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw="25rem" mx="auto" my="xl" w="100%">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Please connect
          </Title>
          <TextInput name="email" type="email" label="Email" autoComplete="username" />
          <PasswordInput name="password" label="Password" autoComplete="current-password" />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Connect
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
