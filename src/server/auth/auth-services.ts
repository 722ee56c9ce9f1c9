import type { SessionRepository } from "../../db/repositories/sessions.ts";
import { type AccountLimitSettings, type AccountLimits, createAccountLimits } from "./account-limits.ts";
import { type CommentLimitSettings, type CommentLimits, createCommentLimits } from "./comment-limits.ts";
import type { CookieSettings } from "./cookies.ts";
import { createKnownDevices, type KnownDevices } from "./known-devices.ts";
import { createLoginLimits, type LoginLimitSettings, type LoginLimits } from "./login-limits.ts";
import {
  createRateCounters,
  type RateCounter,
  type RateCounterStore,
  type RateCounters,
} from "./rate-counter.ts";
import { type RequireRole, roleGuards } from "./require-role.ts";
import { type AuthGuards, createAuthGuards } from "./require-session.ts";
import { createSessionService, type SessionService } from "./sessions.ts";
import { createSignupLimits, type SignupLimitSettings, type SignupLimits } from "./signup-limits.ts";

/** The configuration values authentication reads (a subset of Config). */
export interface AuthConfig
  extends LoginLimitSettings,
    SignupLimitSettings,
    AccountLimitSettings,
    CommentLimitSettings {
  /** Checks of an e-mailed link's status per client address, per hour. */
  LINK_CHECK_MAX_PER_ADDRESS: number;
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
  /** Sign-ups and their verifications (signup-limits.ts). */
  signupLimits: SignupLimits;
  /** 'Forgot password?' and the use of reset and invitation links (account-limits.ts). */
  accountLimits: AccountLimits;
  /** Comments on drafts per account (comment-limits.ts). */
  commentLimits: CommentLimits;
  /** Checks of an e-mailed link's status per client address, per hour (LINK_CHECK_MAX_PER_ADDRESS). */
  linkChecks: RateCounter;
  /** Browsers that signed in before: the account limit does not refuse them (known-devices.ts). */
  devices: KnownDevices;
  cookies: CookieSettings;
  trustProxy: boolean;
  /** The store of these limits, for other per-client limits (the public API's reads). */
  counters: RateCounters;
}

/**
 * One set per process: the guards go to every write route, the rest to the auth routes. The request
 * limits count in `limitStore` (rate-counter.ts): the database's pool on PostgreSQL, so that every
 * server of one database shares them; memory otherwise.
 */
export function createAuthServices(deps: {
  sessions: SessionRepository;
  config: AuthConfig;
  limitStore: RateCounterStore;
}): AuthServices {
  const { config } = deps;
  const counters = createRateCounters(deps.limitStore);
  const cookies: CookieSettings = { secure: config.COOKIE_SECURE };
  const sessions = createSessionService(deps.sessions);
  const guards = createAuthGuards({ sessions, cookies });
  return {
    sessions,
    guards,
    requireRole: roleGuards(guards),
    limits: createLoginLimits(config, counters),
    signupLimits: createSignupLimits(config, counters),
    accountLimits: createAccountLimits(config, counters),
    commentLimits: createCommentLimits(config, counters),
    linkChecks: counters("link-check-address", config.LINK_CHECK_MAX_PER_ADDRESS, 60 * 60),
    devices: createKnownDevices(),
    cookies,
    trustProxy: config.TRUST_PROXY ?? false,
    counters,
  };
}
