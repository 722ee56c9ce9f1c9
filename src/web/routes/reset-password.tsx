import { Button, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { requestPasswordReset, resetPassword } from "../api-client/password-reset.ts";
import { fieldMessage, refusalText } from "../components/contribute/contribute-client.ts";
import { LinkPageCard } from "../components/link-page-card.tsx";
import { NewPasswordFields, useLinkPasswordSubmit } from "../components/new-password-fields.tsx";
import { checkLink, LINK_CHECKING, LINK_HEADLINES, type LinkState } from "../lib/link-state.ts";
import { routeMeta } from "../lib/meta.ts";
import { MIN_PASSWORD_LENGTH, STRONG_PASSWORD_HINT } from "../lib/new-password.ts";
import type { Route } from "./+types/reset-password.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Choose a new password",
    description: "Choose a new password for your account with the link we e-mailed you.",
    path: "/reset-password",
    noindex: true,
    secretInAddress: true,
  });
}

/**
 * The link of a password-reset e-mail (docs/product/api.md §5.17): a new password, typed twice. It
 * ends every session of the account; the user then signs in with it. The token is read in the
 * browser only, and asked about first (api.md §5.13.5): a refused link says so at once.
 */
/** The server's page is the same for every link: the link is checked in the browser. */
export const loader = () => LINK_CHECKING;

/** After hydration: whether the link of the address's fragment still works. */
export async function clientLoader() {
  return { link: await checkLink("reset") };
}
clientLoader.hydrate = true as const;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [done, setDone] = useState(false);
  const { link } = loaderData;
  const { submit, error, refusal, busy } = useLinkPasswordSubmit({
    send: resetPassword,
    succeeded: (result) => {
      if (result.status !== 204) return false;
      setDone(true);
      return true;
    },
  });

  if (link !== "usable" && !done) return <RefusedLink link={link} />;

  if (done) {
    return (
      <LinkPageCard title="Your password is changed">
        <Text role="status">
          You are signed out everywhere. <a href="/login">Sign in with your new password</a>.
        </Text>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard title="Choose a new password" onSubmit={submit}>
      <Text>
        Choose a new password of at least {MIN_PASSWORD_LENGTH} characters for your account.{" "}
        {STRONG_PASSWORD_HINT}
      </Text>
      <NewPasswordFields error={error} label="New password" repeatLabel="Repeat the new password" />
      {refusal && (
        <Text c="red" role="alert">
          {refusal} <a href="/login">Back to sign-in</a>
        </Text>
      )}
      <Button type="submit" loading={busy}>
        Save the new password
      </Button>
    </LinkPageCard>
  );
}

const NEXT_STEP = {
  used: "Each reset link works once.",
  expired: "A reset link works for one hour.",
  invalid: "It may be incomplete: open it from the e-mail again, in full.",
} as const;

/**
 * A used, expired or broken reset link says so before a password is typed, with the next steps:
 * sign in, or ask for a new link right here (the same call and answer as 'Forgot password?', the
 * same for every address).
 */
function RefusedLink({ link }: { link: Exclude<LinkState, "usable"> }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError("Enter the address of your account");
      return;
    }
    setBusy(true);
    const result = await requestPasswordReset({ email });
    setBusy(false);
    if (result.status === 202) {
      setError(null);
      setSentTo(email);
    } else setError(fieldMessage(refusalText(result), "email"));
  }

  return (
    <LinkPageCard title="Choose a new password" onSubmit={ask}>
      {link === "checking" ? (
        <Text c="dimmed">Checking the link…</Text>
      ) : (
        <>
          <Text role="alert" fw={600}>
            {LINK_HEADLINES[link]}
          </Text>
          <Text>
            {NEXT_STEP[link]} <a href="/login">Sign in</a> with your password, or ask for a new link.
          </Text>
          {sentTo ? (
            <Text role="status">
              If {sentTo} belongs to an account, we sent it a link to choose a new password. The link works
              once, within an hour.
            </Text>
          ) : (
            <>
              <TextInput
                name="email"
                type="email"
                label="Email"
                description="The address of your account."
                autoComplete="username"
                error={error}
              />
              <Button type="submit" loading={busy}>
                Send me a new link
              </Button>
            </>
          )}
        </>
      )}
    </LinkPageCard>
  );
}
