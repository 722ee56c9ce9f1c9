import { addressGroup } from "./client-address.ts";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle.ts";

/**
 * Limits of contributor sign-up (docs/decisions.md "E-mail and contributor sign-up"), each over a
 * sliding hour, in the memory of one process like the login limits: sign-ups per client address
 * (IPv6 grouped by /64) and per e-mail address (each sends an e-mail, so nobody can flood a mailbox),
 * and verifications per client address and per e-mail of the pending sign-up (each hashes a
 * password). Every attempt counts, successful or not.
 */
export interface SignupLimitSettings {
  SIGNUP_MAX_PER_ADDRESS: number;
  SIGNUP_MAX_PER_EMAIL: number;
  SIGNUP_VERIFY_MAX_PER_ADDRESS: number;
  SIGNUP_VERIFY_MAX_PER_EMAIL: number;
}

export interface SignupLimits {
  /** 0 when the sign-up may go on (and it is counted), else the seconds to wait (nothing counted). */
  signup(address: string, email: string): number;
  /** Same, for a verification from `address` (before its token is looked up). */
  verify(address: string): number;
  /** Same, for a verification of a pending sign-up of `email` (once its token is found). */
  verifyEmail(email: string): number;
}

const HOUR_MS = 60 * 60_000;

export function createSignupLimits(
  settings: SignupLimitSettings,
  options: { now?: () => number } = {},
): SignupLimits {
  const make = (max: number): LoginThrottle =>
    createLoginThrottle({ maxFailures: max, windowMs: HOUR_MS, now: options.now });
  const signupByAddress = make(settings.SIGNUP_MAX_PER_ADDRESS);
  const signupByEmail = make(settings.SIGNUP_MAX_PER_EMAIL);
  const verifyByAddress = make(settings.SIGNUP_VERIFY_MAX_PER_ADDRESS);
  const verifyByEmail = make(settings.SIGNUP_VERIFY_MAX_PER_EMAIL);
  const emailKey = (email: string) => email.trim().toLowerCase();

  return {
    signup(address, email) {
      const a = addressGroup(address);
      const e = emailKey(email);
      const wait = Math.max(signupByAddress.wait(a), signupByEmail.wait(e));
      if (wait > 0) return wait;
      signupByAddress.record(a);
      signupByEmail.record(e);
      return 0;
    },
    verify: (address) => verifyByAddress.attempt(addressGroup(address)),
    verifyEmail: (email) => verifyByEmail.attempt(emailKey(email)),
  };
}
