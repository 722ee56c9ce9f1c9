import type { AccountToken } from "../../../db/repositories/account-tokens.ts";
import type { PublicUser } from "../../../db/repositories/users.ts";
import { tokenUsed, wrongPassword } from "../../../domain/errors.ts";
import { requireStrongPassword } from "../../auth/password-strength.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { randomToken, sha256Hex } from "../../auth/tokens.ts";
import type { Logger } from "../../logger.ts";
import { passwordResetMessage } from "../../mail/messages.ts";
import {
  type AccountDeps,
  clockOf,
  findUsableLink,
  KEEP_ACCOUNT_TOKENS_MS,
  unknownLink,
} from "./accounts.ts";

/** A reset link works once, for this long after it was asked for. */
export const RESET_LIFETIME_MS = 60 * 60_000;

export const wrongCurrentPassword = wrongPassword;

/**
 * Sets a new password for a signed-in user whose current password was checked, and ends their other
 * sessions (the one that made the change stays), in one transaction. A password easy to guess for
 * this account is a 400 naming `password` that changes nothing.
 */
export async function changePassword(
  deps: Pick<AccountDeps, "transaction" | "users" | "sessions">,
  user: Pick<PublicUser, "id" | "email" | "name">,
  keepSessionIdHash: string,
  password: string,
): Promise<void> {
  await requireStrongPassword(password, user);
  const passwordHash = await hashPassword(password);
  await deps.transaction(async (repos) => {
    await repos.users.setPasswordHash(user.id, passwordHash);
    await repos.sessions.deleteForUser(user.id, keepSessionIdHash);
  });
}

/**
 * "Forgot password?": for an account that may sign in, a reset link keyed by the sha-256 of a fresh
 * token and the e-mail with it, in one transaction (sent after commit); for an unknown or disabled
 * address, nothing. The route runs it after answering (`createPasswordResetQueue`).
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const at = clockOf(deps);
  const user = await deps.users.findByEmail(email);
  if (!user || user.disabledAt) return;
  await deps.transaction(async (repos) => {
    await repos.accountTokens.deleteCreatedBefore(new Date(at.getTime() - KEEP_ACCOUNT_TOKENS_MS));
    const token = randomToken();
    await repos.accountTokens.insert({
      kind: "reset",
      tokenHash: sha256Hex(token),
      email: user.email,
      userId: user.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_LIFETIME_MS),
    });
    const message = passwordResetMessage(deps.site, {
      to: user.email,
      name: user.name,
      token,
      minutesValid: RESET_LIFETIME_MS / 60_000,
    });
    await repos.mailOutbox.enqueue(message, at);
  });
  deps.mail.wake();
}

/**
 * "Forgot password?" answered before its work is done: the route answers the same 202 at once for
 * every address, and the look-up of the account, the link and its e-mail happen afterwards, so the
 * answer takes as long whether or not the address has an account (docs/benchmarks.md, issue 17).
 * A request that fails is logged (`password reset request failed`) and never reaches the client.
 */
export function createPasswordResetQueue(deps: AccountDeps, logger: Pick<Logger, "error">) {
  const pending = new Set<Promise<void>>();
  return {
    /** Handles `email` once the current answer has gone out; never throws, never waits. */
    enqueue(email: string): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => requestPasswordReset(deps, email))
        .catch((error: unknown) => {
          logger.error({ err: error, event: "password_reset_failed" }, "password reset request failed");
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** Waits until every queued request is handled (tests; a shutdown that must not cut one off). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type PasswordResetQueue = ReturnType<typeof createPasswordResetQueue>;

/**
 * Uses a reset link: refuses a password easy to guess for the account (400, the link stays usable),
 * hashes it (outside the transaction), then in one transaction spends the link (and every other
 * pending reset link of the address), sets the password and ends every session of the account. A link of an account disabled since is refused as not valid.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  const link = await findUsableLink(deps, "reset", token);
  const account = await resetLinkAccount(deps, link);
  await requireStrongPassword(password, account);
  const passwordHash = await hashPassword(password);
  await deps.transaction(async (repos) => {
    if (!(await repos.accountTokens.consume(link, clockOf(deps)))) {
      throw tokenUsed("this reset link has already been used");
    }
    await repos.users.setPasswordHash(account.id, passwordHash);
    await repos.sessions.deleteForUser(account.id);
  });
}

/** The account a usable reset link may still change: 400 when it was disabled or changed its address. */
export async function resetLinkAccount(
  deps: { users: Pick<AccountDeps["users"], "findAccount"> },
  link: AccountToken,
) {
  const account = link.userId === null ? undefined : await deps.users.findAccount(link.userId);
  if (!account || account.disabledAt || account.email !== link.email) throw unknownLink("reset");
  return account;
}
