import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { forgotPassword, login, safeNext } from "../lib/auth-client.ts";
import { routeMeta } from "../lib/meta.ts";
import type { Route } from "./+types/login.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Login Page",
    description: "Contributors sign in here to edit syntheses and reference data.",
    path: "/login",
    noindex: true,
  });
}

/** Sign-in (docs/product/pages.md §2.12, docs/product/texts.md §9): then on to `next` (default /edit). */
export default function Login() {
  const [forgetting, setForgetting] = useState(false);
  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw="25rem" mx="auto" my="xl" w="100%">
      {forgetting ? (
        <ForgotForm onBack={() => setForgetting(false)} />
      ) : (
        <LoginForm onForgot={() => setForgetting(true)} />
      )}
    </Card>
  );
}

function LoginForm(props: { onForgot: () => void }) {
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
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Sign in
        </Title>
        <TextInput name="email" type="email" label="Email" autoComplete="username" />
        <PasswordInput name="password" label="Password" autoComplete="current-password" />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={props.onForgot}>
          Forgot password?
        </Button>
        {/* A reader sent here by 'Suggest a correction' may have no account yet. */}
        <Text size="sm" ta="center">
          No account yet?{" "}
          <Anchor component={Link} to="/contribute">
            Sign up as a contributor
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

const FORGOT_FAILURES = {
  invalid: "Enter the e-mail address of your account",
  throttled: "Too many requests: please try again later.",
  failed: "The request could not be sent: please try again.",
} as const;

/** "Forgot password?": one address; the answer is the same whether or not it has an account. */
function ForgotForm(props: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError(FORGOT_FAILURES.invalid);
      return;
    }
    setBusy(true);
    const answer = await forgotPassword(email);
    setBusy(false);
    if (answer === "sent") {
      setError(null);
      setSentTo(email);
    } else setError(FORGOT_FAILURES[answer]);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Forgot your password?
        </Title>
        {sentTo ? (
          <Alert color="green" role="status">
            If {sentTo} belongs to an account, we sent it a link to choose a new password. The link works
            once, within an hour.
          </Alert>
        ) : (
          <>
            <TextInput
              name="email"
              type="email"
              label="Email"
              description="The address of your account: we will send it a link to choose a new password."
              autoComplete="username"
              error={error}
            />
            <Button type="submit" loading={busy}>
              Send the reset link
            </Button>
          </>
        )}
        <Button variant="subtle" size="compact-sm" onClick={props.onBack}>
          Back to sign-in
        </Button>
      </Stack>
    </form>
  );
}
