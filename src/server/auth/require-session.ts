import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { PublicUser } from "../../db/repositories/users.ts";
import { csrfMismatch, unauthenticated } from "../http/errors.ts";
import {
  type CookieSettings,
  readCsrfHeader,
  readSessionCookie,
  setSessionCookie,
  setXsrfCookie,
} from "./cookies.ts";
import type { ActiveSession, SessionService } from "./sessions.ts";
import { secretsMatch } from "./tokens.ts";

/** Context variables set by the guards: `c.get("user")`, `c.get("session")`. */
export interface SessionVariables {
  user: PublicUser;
  session: ActiveSession;
}
export type SessionEnv = { Variables: SessionVariables };
export type OptionalSessionEnv = { Variables: Partial<SessionVariables> };

export interface AuthGuards {
  /**
   * For every route that needs a signed-in user: 401 without a live session; for writes (any method
   * but GET/HEAD/OPTIONS) also 419 unless X-XSRF-TOKEN or X-CSRF-TOKEN equals the session's token.
   */
  requireSession: MiddlewareHandler<SessionEnv>;
  /** For optional reads: sets user and session when there is a live session, never refuses. */
  currentUser: MiddlewareHandler<OptionalSessionEnv>;
}

// Reads cannot change anything, so they need no anti-forgery token (as in Laravel's VerifyCsrfToken).
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createAuthGuards(deps: { sessions: SessionService; cookies: CookieSettings }): AuthGuards {
  const load = async (c: Context): Promise<ActiveSession | undefined> => {
    const session = await deps.sessions.resolve(readSessionCookie(c));
    // The expiry slid forward: the browser's copies of both cookies must live as long.
    if (session?.renewed) {
      setSessionCookie(c, session.token, deps.cookies);
      setXsrfCookie(c, session.csrfToken, deps.cookies);
    }
    return session;
  };

  return {
    requireSession: createMiddleware<SessionEnv>(async (c, next) => {
      const session = await load(c);
      if (!session) throw unauthenticated();
      if (!SAFE_METHODS.has(c.req.method) && !secretsMatch(readCsrfHeader(c), session.csrfToken)) {
        throw csrfMismatch();
      }
      c.set("session", session);
      c.set("user", session.user);
      await next();
    }),
    currentUser: createMiddleware<OptionalSessionEnv>(async (c, next) => {
      const session = await load(c);
      if (session) {
        c.set("session", session);
        c.set("user", session.user);
      }
      await next();
    }),
  };
}
