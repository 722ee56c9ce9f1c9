import type { AccountTokenRepository } from "../../../db/repositories/account-tokens.ts";
import type { SignupRepository } from "../../../db/repositories/signups.ts";
import type { UserRepository } from "../../../db/repositories/users.ts";
import { DomainError } from "../../../domain/errors.ts";
import { findUsableLink } from "./accounts.ts";
import { resetLinkAccount } from "./passwords.ts";
import { checkSignupUsable, findSignup } from "./signup.ts";

/** The e-mailed links whose page asks first (docs/product/api.md §5.13, §5.17). */
export const LINK_KINDS = ["signup", "invitation", "reset"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** What using the link now would meet: `usable` (the form), `used`, `expired` or `invalid`. */
export type LinkStatus = "usable" | "used" | "expired" | "invalid";

export interface LinkStatusDeps {
  signups: SignupRepository;
  tokens: AccountTokenRepository;
  users: Pick<UserRepository, "findAccount">;
  now?: () => Date;
}

const STATUS_OF_CODE: Record<string, LinkStatus> = {
  invalid_token: "invalid",
  token_used: "used",
  token_expired: "expired",
};

/**
 * Reads, without spending it, what the link of `token` is: the very checks its use runs (so the
 * page and the later submit agree), with their refusals turned into a status. Nothing is written.
 * A reset link of an account disabled since, like its use, is `invalid`.
 */
export async function linkStatus(deps: LinkStatusDeps, kind: LinkKind, token: string): Promise<LinkStatus> {
  try {
    if (kind === "signup") {
      checkSignupUsable(deps, await findSignup(deps, token));
    } else {
      const link = await findUsableLink(deps, kind === "invitation" ? "invite" : "reset", token);
      if (kind === "reset") await resetLinkAccount(deps, link);
    }
    return "usable";
  } catch (error) {
    const status = error instanceof DomainError ? STATUS_OF_CODE[error.code] : undefined;
    if (status) return status;
    throw error;
  }
}
