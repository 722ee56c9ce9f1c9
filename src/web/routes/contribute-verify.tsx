import { Button, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { verifySignup } from "../api-client/signup-link.ts";
import { LinkPageCard } from "../components/link-page-card.tsx";
import { LinkRefusedCard } from "../components/link-refused-card.tsx";
import { NewPasswordFields, useLinkPasswordSubmit } from "../components/new-password-fields.tsx";
import { checkLink, LINK_CHECKING } from "../lib/link-state.ts";
import { routeMeta } from "../lib/meta.ts";
import { MIN_PASSWORD_LENGTH, STRONG_PASSWORD_HINT } from "../lib/new-password.ts";
import type { Route } from "./+types/contribute-verify.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Confirm your e-mail address",
    description: "Choose the password of your contributor account to finish signing up.",
    path: "/contribute/verify",
    noindex: true,
    secretInAddress: true,
  });
}

/**
 * The link of the sign-up e-mail (docs/product/api.md §5.13): the visitor chooses a password, the
 * account is created and signed in, and the contribute page continues at step 2. The token is read
 * in the browser only (the server page is the same for every link), and asked about first
 * (api.md §5.13.5): a used, expired or broken link says so before a password is typed.
 */
/** The server's page is the same for every link: the link is checked in the browser. */
export const loader = () => LINK_CHECKING;

/** After hydration: whether the link of the address's fragment still works. */
export async function clientLoader() {
  return { link: await checkLink("signup") };
}
clientLoader.hydrate = true as const;

export default function ContributeVerify({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { link } = loaderData;
  const { submit, error, refusal, busy } = useLinkPasswordSubmit({
    send: verifySignup,
    succeeded: (result) => {
      if (result.status !== 201 || !result.data) return false;
      navigate("/contribute?step=2", { state: { welcome: result.data.user.name } });
      return true;
    },
  });

  if (link !== "usable") {
    return (
      <LinkRefusedCard
        title="Choose your password"
        link={link}
        used={
          <>
            Your account was created with it: <a href="/login">Sign in</a>.
          </>
        }
        lifetime="A sign-up link works for 24 hours."
        newLink={
          <>
            <a href="/contribute?step=1">Sign up again</a> for a new link.
          </>
        }
      />
    );
  }

  return (
    <LinkPageCard title="Choose your password" onSubmit={submit}>
      <Text>
        Your e-mail address is confirmed by this link. Choose a password of at least {MIN_PASSWORD_LENGTH}{" "}
        characters for your contributor account. {STRONG_PASSWORD_HINT}
      </Text>
      <NewPasswordFields error={error} />
      {refusal && (
        <Text c="red" role="alert">
          {refusal} <a href="/contribute?step=1">Back to step 1</a>
        </Text>
      )}
      <Button type="submit" loading={busy}>
        Create my account
      </Button>
    </LinkPageCard>
  );
}
