import type { SessionRepository } from "../../db/repositories/sessions.ts";
import type { CookieSettings } from "./cookies.ts";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle.ts";
import { type AuthGuards, createAuthGuards } from "./require-session.ts";
import { createSessionService, type SessionService } from "./sessions.ts";

/** The configuration values authentication reads (a subset of Config). */
export interface AuthConfig {
  COOKIE_SECURE: boolean;
  LOGIN_MAX_FAILURES: number;
  /** Optional until the config schema has it: trust X-Forwarded-For from one reverse proxy. */
  TRUST_PROXY?: boolean;
}

export interface AuthServices {
  sessions: SessionService;
  guards: AuthGuards;
  throttle: LoginThrottle;
  cookies: CookieSettings;
  trustProxy: boolean;
}

/** One set per process: the guards go to every write route, the rest to the auth routes. */
export function createAuthServices(deps: { sessions: SessionRepository; config: AuthConfig }): AuthServices {
  const cookies: CookieSettings = { secure: deps.config.COOKIE_SECURE };
  const sessions = createSessionService(deps.sessions);
  return {
    sessions,
    guards: createAuthGuards({ sessions, cookies }),
    throttle: createLoginThrottle({ maxFailures: deps.config.LOGIN_MAX_FAILURES }),
    cookies,
    trustProxy: deps.config.TRUST_PROXY ?? false,
  };
}
