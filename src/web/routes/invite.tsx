import { Button, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { acceptInvitation } from "../api-client/invitation.ts";
import { fieldMessage } from "../components/contribute/contribute-client.ts";
import { LinkPageCard } from "../components/link-page-card.tsx";
import { LinkRefusedCard } from "../components/link-refused-card.tsx";
import { NewPasswordFields, useLinkPasswordSubmit } from "../components/new-password-fields.tsx";
import { checkLink, LINK_CHECKING } from "../lib/link-state.ts";
import { routeMeta } from "../lib/meta.ts";
import { MIN_PASSWORD_LENGTH, STRONG_PASSWORD_HINT } from "../lib/new-password.ts";
import type { Route } from "./+types/invite.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Accept your invitation",
    description: "Choose the name and password of the account an admin invited you to.",
    path: "/invite",
    noindex: true,
    secretInAddress: true,
  });
}

const nameOf = (form: FormData) => String(form.get("name") ?? "").trim();

/**
 * The link of an invitation e-mail (docs/product/api.md §5.17): the invitee chooses a name and a
 * password, gets the account with the role of the invitation, signed in, and goes on to the editor.
 * The token is read in the browser only (the server page is the same for every link), and asked
 * about first (api.md §5.13.5): a used, expired or broken link says so before anything is typed.
 */
/** The server's page is the same for every link: the link is checked in the browser. */
export const loader = () => LINK_CHECKING;

/** After hydration: whether the link of the address's fragment still works. */
export async function clientLoader() {
  return { link: await checkLink("invitation") };
}
clientLoader.hydrate = true as const;

export default function Invite({ loaderData }: Route.ComponentProps) {
  const [nameError, setNameError] = useState<string | null>(null);
  const { link } = loaderData;
  const { submit, error, refusal, busy } = useLinkPasswordSubmit({
    send: (body, form) => acceptInvitation({ ...body, name: nameOf(form) }),
    othersWrong: (form) => {
      const problem = nameOf(form) ? null : "Enter your name";
      setNameError(problem);
      return problem !== null;
    },
    otherRefused: (result) => {
      if (result.status !== 400 || result.error?.field !== "name") return false;
      setNameError(fieldMessage(result.error.message, "name"));
      return true;
    },
    unnamedFields: ["token", "email"],
    succeeded: (result) => {
      if (result.status !== 201) return false;
      // A full load, so the editor page starts with the new session's anti-forgery token.
      window.location.assign("/edit");
      return true;
    },
  });

  if (link !== "usable") {
    return (
      <LinkRefusedCard
        title="Accept your invitation"
        link={link}
        used={
          <>
            The account of this invitation exists: <a href="/login">Sign in</a>.
          </>
        }
        lifetime="An invitation link works for 24 hours."
        newLink="Ask the admin who invited you for a new invitation."
      />
    );
  }

  return (
    <LinkPageCard title="Accept your invitation" onSubmit={submit}>
      <Text>
        Choose the name shown with your work and a password of at least {MIN_PASSWORD_LENGTH} characters.
        {STRONG_PASSWORD_HINT} Your e-mail address is the one the invitation was sent to.
      </Text>
      <TextInput name="name" label="Your name" autoComplete="name" error={nameError} />
      <NewPasswordFields error={error} />
      {refusal && (
        <Text c="red" role="alert">
          {refusal}
        </Text>
      )}
      <Button type="submit" loading={busy}>
        Create my account
      </Button>
    </LinkPageCard>
  );
}
