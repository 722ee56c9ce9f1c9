import type { SessionRepository } from "../../db/repositories/sessions.ts";
import type { PublicUser } from "../../db/repositories/users.ts";
import { COOKIE_LIFETIME_SECONDS } from "./cookies.ts";
import { randomToken, sha256Hex } from "./tokens.ts";

export const SESSION_LIFETIME_MS = COOKIE_LIFETIME_SECONDS * 1000;
/** However active, a session ends this long after sign-in (a stolen cookie does not live forever). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a minute per session, not on every request. */
const RENEW_AFTER_MS = 60_000;
/** Shape of our cookie values; anything else is rejected without a database query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface ActiveSession {
  /** The raw cookie value (needed to re-send the cookie when the session is renewed). */
  token: string;
  csrfToken: string;
  expiresAt: Date;
  user: PublicUser;
  /** True when this lookup extended the expiry: the caller re-sends both cookies. */
  renewed: boolean;
}

export interface StartedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/**
 * Server-side sessions: the cookie holds 32 random bytes, the database only their sha-256 (a copy
 * of the database does not give working cookies). Each session carries its own anti-forgery token.
 */
export function createSessionService(repo: SessionRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** A new session with a new anti-forgery token; old expired sessions are swept at the same time. */
    async start(userId: number): Promise<StartedSession> {
      const at = now();
      await repo.deleteExpired(at);
      const token = randomToken();
      const csrfToken = randomToken();
      const expiresAt = new Date(at.getTime() + SESSION_LIFETIME_MS);
      await repo.create({ idHash: sha256Hex(token), userId, csrfToken, expiresAt, createdAt: at });
      return { token, csrfToken, expiresAt };
    },

    /** The live session for a cookie value, with its expiry slid forward when due. */
    async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
      if (!token || !TOKEN_SHAPE.test(token)) return undefined;
      const idHash = sha256Hex(token);
      const at = now();
      const record = await repo.findValid(idHash, at);
      if (!record) return undefined;
      const endOfLife = record.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
      if (at.getTime() >= endOfLife) {
        await repo.delete(idHash);
        return undefined;
      }
      const fresh = new Date(Math.min(at.getTime() + SESSION_LIFETIME_MS, endOfLife));
      const renewed = fresh.getTime() - record.expiresAt.getTime() >= RENEW_AFTER_MS;
      if (renewed) await repo.touch(idHash, fresh);
      return {
        token,
        csrfToken: record.csrfToken,
        expiresAt: renewed ? fresh : record.expiresAt,
        user: record.user,
        renewed,
      };
    },

    async end(token: string | undefined): Promise<void> {
      if (token && TOKEN_SHAPE.test(token)) await repo.delete(sha256Hex(token));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
