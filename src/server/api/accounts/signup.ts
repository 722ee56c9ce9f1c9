import type { z } from "zod";
import type { signupSchema } from "../../../contract/accounts.ts";
import type { SignupRepository, SignupRequest } from "../../../db/repositories/signups.ts";
import type { PublicUser, UserRepository } from "../../../db/repositories/users.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import { conflict, DomainError, invalidToken, tokenExpired, tokenUsed } from "../../../domain/errors.ts";
import { requireStrongPassword } from "../../auth/password-strength.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { randomToken, sha256Hex } from "../../auth/tokens.ts";
import {
  type MailSite,
  signupExistingAccountMessage,
  signupVerificationMessage,
} from "../../mail/messages.ts";

/** A sign-up link works once, for this long after it was asked for. */
export const SIGNUP_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;
/** Pending sign-ups (used or not) are deleted this long after they were made. */
const KEEP_REQUESTS_MS = 7 * 24 * 60 * 60_000;
/** The shape of our tokens (32 random bytes, base64url); anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type SignupInput = z.output<typeof signupSchema>;

export interface SignupDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  users: Pick<UserRepository, "findByEmail" | "emailTaken" | "create" | "recordSignIn">;
  signups: SignupRepository;
  /** Told after commit, so the message goes out at once. */
  mail: { wake(): void };
  site: MailSite;
  now?: () => Date;
}

const clock = (deps: Pick<SignupDeps, "now">) => (deps.now ?? (() => new Date()))();

/**
 * A sign-up request (docs/product/api.md §5.13). For a new address: a pending sign-up keyed by the
 * sha-256 of a fresh token, and the e-mail with the link. For an address that has an account: only
 * an e-mail saying so. Both in one transaction, sent after commit; the caller answers the same
 * either way, so the answer tells nobody which addresses have accounts.
 */
export async function requestSignup(deps: SignupDeps, input: SignupInput): Promise<void> {
  const at = clock(deps);
  const existing = await deps.users.findByEmail(input.email);
  await deps.transaction(async (repos) => {
    await repos.signups.deleteCreatedBefore(new Date(at.getTime() - KEEP_REQUESTS_MS));
    if (existing) {
      const message = signupExistingAccountMessage(deps.site, { to: input.email, name: existing.name });
      await repos.mailOutbox.enqueue(message, at);
      return;
    }
    const token = randomToken();
    await repos.signups.insert({
      tokenHash: sha256Hex(token),
      email: input.email,
      name: input.name,
      orcid: input.orcid,
      affiliation: input.affiliation,
      createdAt: at,
      expiresAt: new Date(at.getTime() + SIGNUP_TOKEN_LIFETIME_MS),
    });
    const message = signupVerificationMessage(deps.site, {
      to: input.email,
      token,
      hoursValid: SIGNUP_TOKEN_LIFETIME_MS / 3_600_000,
    });
    await repos.mailOutbox.enqueue(message, at);
  });
  deps.mail.wake();
}

const unknownToken = () => invalidToken("this sign-up link is not valid; sign up again for a new one");
const usedToken = () => tokenUsed("this sign-up link has already been used; sign in instead");
const expiredToken = () => tokenExpired("this sign-up link has expired; sign up again for a new one");

/** The pending sign-up of a token from a link, used or not: 400 naming `token` when there is none. */
export async function findSignup(deps: Pick<SignupDeps, "signups">, token: string): Promise<SignupRequest> {
  if (!TOKEN_SHAPE.test(token)) throw unknownToken();
  const request = await deps.signups.findByTokenHash(sha256Hex(token));
  if (!request) throw unknownToken();
  return request;
}

/** 410 naming `token` when the link was used or is more than a day old. */
export function checkSignupUsable(deps: Pick<SignupDeps, "now">, request: SignupRequest): void {
  if (request.usedAt) throw usedToken();
  if (request.expiresAt <= clock(deps).toISOString()) throw expiredToken();
}

/**
 * Finishes a sign-up: refuses a password easy to guess for the address and name signed up with
 * (400, the link stays usable), hashes it (outside the transaction), then in one transaction marks
 * the link used (with every other pending link of that address) and creates the contributor
 * account. A link used meanwhile by a parallel request is a 410; an address that got an account
 * meanwhile a 409 naming `email`. Either way nothing is written.
 */
export async function completeSignup(
  deps: SignupDeps,
  request: SignupRequest,
  password: string,
): Promise<PublicUser> {
  await requireStrongPassword(password, request);
  const passwordHash = await hashPassword(password);
  const taken = () => conflict("email", "already has an account; sign in instead");
  try {
    return await deps.transaction(async (repos) => {
      if (!(await repos.signups.consume(request.id, request.email, clock(deps)))) throw usedToken();
      if (await repos.users.emailTaken(request.email)) throw taken();
      return repos.users.create({
        name: request.name,
        email: request.email,
        passwordHash,
        role: "contributor",
        orcid: request.orcid,
        affiliation: request.affiliation,
      });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The unique index refused the e-mail: another process made the account in the meantime.
    if (await deps.users.emailTaken(request.email)) throw taken();
    throw error;
  }
}
