import type { z } from "zod";
import type { accountChangeSchema, invitationSchema } from "../../../contract/accounts.ts";
import type {
  AccountToken,
  AccountTokenKind,
  AccountTokenRepository,
} from "../../../db/repositories/account-tokens.ts";
import type { SessionRepository } from "../../../db/repositories/sessions.ts";
import type { AccountRow, PublicUser, UserRepository } from "../../../db/repositories/users.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import {
  conflict,
  DomainError,
  invalidInput,
  invalidToken,
  notFound,
  tokenExpired,
  tokenUsed,
} from "../../../domain/errors.ts";
import { requireStrongPassword } from "../../auth/password-strength.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { randomToken, sha256Hex } from "../../auth/tokens.ts";
import { invitationMessage, type MailSite } from "../../mail/messages.ts";

/** An invitation link works once, for this long after it was sent. */
export const INVITATION_LIFETIME_MS = 24 * 60 * 60_000;
/** Invitation and reset links (used or not) are deleted this long after they were made. */
export const KEEP_ACCOUNT_TOKENS_MS = 7 * 24 * 60 * 60_000;
/** The shape of our tokens (32 random bytes, base64url); anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type InvitationInput = z.output<typeof invitationSchema>;

export type AccountChange = z.output<typeof accountChangeSchema>;

export interface AccountDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  users: UserRepository;
  sessions: Pick<SessionRepository, "deleteForUser">;
  tokens: AccountTokenRepository;
  /** Told after commit, so the message goes out at once. */
  mail: { wake(): void };
  site: MailSite;
  now?: () => Date;
}

export const clockOf = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();

/** What the admins' list shows of an account. */
export interface AccountView {
  id: number;
  name: string;
  email: string;
  role: string;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
  disabledAt: string | null;
}

export const accountView = (row: AccountRow): AccountView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt,
  lastSignInAt: row.lastSignInAt,
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt,
});

export async function listAccounts(deps: Pick<AccountDeps, "users">): Promise<AccountView[]> {
  return (await deps.users.list()).map(accountView);
}

/**
 * An admin invites `email` with `role`: a link keyed by the sha-256 of a fresh token, and the e-mail
 * with it, in one transaction (sent after commit). A new invitation of an address replaces its
 * pending ones. An address that already has an account is a 409 naming `email`.
 */
export async function inviteUser(
  deps: AccountDeps,
  admin: PublicUser,
  input: InvitationInput,
): Promise<{ email: string; role: string; expiresAt: string }> {
  const at = clockOf(deps);
  if (await deps.users.emailTaken(input.email)) throw conflict("email", "already has an account");
  const expiresAt = new Date(at.getTime() + INVITATION_LIFETIME_MS);
  await deps.transaction(async (repos) => {
    await repos.accountTokens.deleteCreatedBefore(new Date(at.getTime() - KEEP_ACCOUNT_TOKENS_MS));
    await repos.accountTokens.closePending("invite", input.email, at);
    const token = randomToken();
    await repos.accountTokens.insert({
      kind: "invite",
      tokenHash: sha256Hex(token),
      email: input.email,
      role: input.role,
      createdBy: admin.id,
      createdAt: at,
      expiresAt,
    });
    const message = invitationMessage(deps.site, {
      to: input.email,
      inviter: admin.name,
      role: input.role,
      token,
      hoursValid: INVITATION_LIFETIME_MS / 3_600_000,
    });
    await repos.mailOutbox.enqueue(message, at);
  });
  deps.mail.wake();
  return { email: input.email, role: input.role, expiresAt: expiresAt.toISOString() };
}

/**
 * An admin changes an account's role and/or disables or enables it, in one transaction. Disabling
 * ends every session of the account at once. No change may leave the archive without an admin who
 * can sign in (409), and an admin cannot disable their own account (409).
 */
export async function changeAccount(
  deps: AccountDeps,
  admin: PublicUser,
  id: number,
  change: AccountChange,
): Promise<AccountView> {
  if (change.role === undefined && change.disabled === undefined) {
    throw invalidInput("role", "give a role or disabled (or both)");
  }
  const at = clockOf(deps);
  return deps.transaction(async (repos) => {
    // Read under the admins' lock (PostgreSQL), so the last-admin check sees every committed change.
    const admins = await repos.users.activeAdminIds();
    const account = await repos.users.findAccount(id);
    if (!account) throw notFound("User");
    if (change.disabled === true && id === admin.id) {
      throw conflict("disabled", "you cannot disable your own account; ask another admin");
    }
    const stillAdmin =
      (change.role ?? account.role) === "admin" &&
      (change.disabled === undefined ? account.disabledAt === null : !change.disabled);
    if (admins.includes(id) && !stillAdmin && admins.length === 1) {
      const field = change.role !== undefined && change.role !== "admin" ? "role" : "disabled";
      throw conflict(
        field,
        id === admin.id
          ? "you are the last admin; make another account admin first"
          : "this is the last admin; make another account admin first",
      );
    }
    const disabledAt =
      change.disabled === undefined
        ? undefined
        : change.disabled
          ? (account.disabledAt ?? at.toISOString())
          : null;
    await repos.users.updateAccount(id, { role: change.role, disabledAt });
    if (change.disabled === true) await repos.sessions.deleteForUser(id);
    const updated = await repos.users.findAccount(id);
    if (!updated) throw notFound("User");
    return accountView(updated);
  });
}

/** The refusals of a link (invitation or reset), each naming `token`. */
const linkNoun = (kind: AccountTokenKind) => (kind === "invite" ? "invitation link" : "reset link");
const againHint = (kind: AccountTokenKind) =>
  kind === "invite" ? "ask an admin for a new invitation" : "ask for a new one with 'Forgot password?'";
export const unknownLink = (kind: AccountTokenKind) =>
  invalidToken(`this ${linkNoun(kind)} is not valid; ${againHint(kind)}`);
const usedLink = (kind: AccountTokenKind) =>
  tokenUsed(
    `this ${linkNoun(kind)} has already been used; ${kind === "invite" ? "sign in instead" : againHint(kind)}`,
  );
const expiredLink = (kind: AccountTokenKind) =>
  tokenExpired(`this ${linkNoun(kind)} has expired; ${againHint(kind)}`);

/** The link of a token, checked: 400 when never issued, 410 when used or expired (all naming `token`). */
export async function findUsableLink(
  deps: Pick<AccountDeps, "tokens" | "now">,
  kind: AccountTokenKind,
  token: string,
): Promise<AccountToken> {
  if (!TOKEN_SHAPE.test(token)) throw unknownLink(kind);
  const link = await deps.tokens.findByTokenHash(kind, sha256Hex(token));
  if (!link) throw unknownLink(kind);
  if (link.usedAt) throw usedLink(kind);
  if (link.expiresAt <= clockOf(deps).toISOString()) throw expiredLink(kind);
  return link;
}

/**
 * Accepts an invitation: refuses a password easy to guess for the invited address and the chosen
 * name (400, the link stays usable), hashes it (outside the transaction), then in one transaction
 * spends the link and creates the account with the invited role. A link spent meanwhile is a 410;
 * an address that got an account meanwhile a 409 naming `email`.
 */
export async function acceptInvitation(
  deps: AccountDeps,
  token: string,
  input: { name: string; password: string },
): Promise<PublicUser> {
  const link = await findUsableLink(deps, "invite", token);
  await requireStrongPassword(input.password, { email: link.email, name: input.name });
  const passwordHash = await hashPassword(input.password);
  const taken = () => conflict("email", "already has an account; sign in instead");
  try {
    return await deps.transaction(async (repos) => {
      if (!(await repos.accountTokens.consume(link, clockOf(deps)))) throw usedLink("invite");
      if (await repos.users.emailTaken(link.email)) throw taken();
      return repos.users.create({
        name: input.name,
        email: link.email,
        passwordHash,
        role: link.role ?? "contributor",
      });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (await deps.users.emailTaken(link.email)) throw taken();
    throw error;
  }
}
