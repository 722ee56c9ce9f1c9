import { addressGroup } from "./client-address.ts";
import { type RateCounter, type RateCounters, takeAll } from "./rate-counter.ts";

/**
 * Limits of contributor sign-up (docs/decisions/accounts/0024-e-mail-and-contributor-sign-up.md), each over an
 * hour from its first count, kept like the login limits (rate-counter.ts): sign-ups per client address
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
  signup(address: string, email: string): Promise<number>;
  /** Same, for a verification from `address` (before its token is looked up). */
  verify(address: string): Promise<number>;
  /** Same, for a verification of a pending sign-up of `email` (once its token is found). */
  verifyEmail(email: string): Promise<number>;
}

const HOUR = 60 * 60;

export function createSignupLimits(settings: SignupLimitSettings, counters: RateCounters): SignupLimits {
  const make = (name: string, max: number): RateCounter => counters(name, max, HOUR);
  const signupByAddress = make("signup-address", settings.SIGNUP_MAX_PER_ADDRESS);
  const signupByEmail = make("signup-email", settings.SIGNUP_MAX_PER_EMAIL);
  const verifyByAddress = make("signup-verify-address", settings.SIGNUP_VERIFY_MAX_PER_ADDRESS);
  const verifyByEmail = make("signup-verify-email", settings.SIGNUP_VERIFY_MAX_PER_EMAIL);
  const emailKey = (email: string) => email.trim().toLowerCase();

  return {
    signup: (address, email) =>
      takeAll([
        [signupByAddress, addressGroup(address)],
        [signupByEmail, emailKey(email)],
      ]),
    verify: (address) => verifyByAddress.attempt(addressGroup(address)),
    verifyEmail: (email) => verifyByEmail.attempt(emailKey(email)),
  };
}
