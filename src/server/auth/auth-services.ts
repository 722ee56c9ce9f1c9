import type { SessionRepository } from "../../db/repositories/sessions.ts";
import type { CookieSettings } from "./cookies.ts";
import { createKnownDevices, type KnownDevices } from "./known-devices.ts";
import { createLoginLimits, type LoginLimitSettings, type LoginLimits } from "./login-limits.ts";
import { type RequireRole, roleGuards } from "./require-role.ts";
import { type AuthGuards, createAuthGuards } from "./require-session.ts";
import { createSessionService, type SessionService } from "./sessions.ts";

/** The configuration values authentication reads (a subset of Config). */
export interface AuthConfig extends LoginLimitSettings {
  COOKIE_SECURE: boolean;
  /** Optional until the config schema has it: trust X-Forwarded-For from one reverse proxy. */
  TRUST_PROXY?: boolean;
}

export interface AuthServices {
  sessions: SessionService;
  guards: AuthGuards;
  /** `requireRole("editor")`: 401 session, 419 token, 403 role (require-role.ts). */
  requireRole: RequireRole;
  limits: LoginLimits;
  /** Browsers that signed in before: the account limit does not refuse them (known-devices.ts). */
  devices: KnownDevices;
  cookies: CookieSettings;
  trustProxy: boolean;
}

/** One set per process: the guards go to every write route, the rest to the auth routes. */
export function createAuthServices(deps: { sessions: SessionRepository; config: AuthConfig }): AuthServices {
  const cookies: CookieSettings = { secure: deps.config.COOKIE_SECURE };
  const sessions = createSessionService(deps.sessions);
  const guards = createAuthGuards({ sessions, cookies });
  return {
    sessions,
    guards,
    requireRole: roleGuards(guards),
    limits: createLoginLimits(deps.config),
    devices: createKnownDevices(),
    cookies,
    trustProxy: deps.config.TRUST_PROXY ?? false,
  };
}
