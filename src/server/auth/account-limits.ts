import { addressGroup } from "./client-address.ts";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle.ts";

/**
 * Limits of the password and invitation calls (docs/decisions.md "Accounts, invitations and
 * passwords"), each over a sliding hour in the memory of one process, like the sign-up limits:
 * "Forgot password?" requests per client address (IPv6 grouped by /64) and per e-mail address (each
 * may send an e-mail), and uses of reset and invitation links per client address (each hashes a
 * password). Every attempt counts, successful or not. A password change checks the current password
 * through the login limits instead (the same counts as a sign-in of that account).
 */
export interface AccountLimitSettings {
  PASSWORD_FORGOT_MAX_PER_ADDRESS: number;
  PASSWORD_FORGOT_MAX_PER_EMAIL: number;
  ACCOUNT_LINK_MAX_PER_ADDRESS: number;
}

export interface AccountLimits {
  /** 0 when a reset may be asked for (and it is counted), else the seconds to wait (nothing counted). */
  forgot(address: string, email: string): number;
  /** Same, for the use of a reset or invitation link from `address`. */
  link(address: string): number;
}

const HOUR_MS = 60 * 60_000;

export function createAccountLimits(
  settings: AccountLimitSettings,
  options: { now?: () => number } = {},
): AccountLimits {
  const make = (max: number): LoginThrottle =>
    createLoginThrottle({ maxFailures: max, windowMs: HOUR_MS, now: options.now });
  const forgotByAddress = make(settings.PASSWORD_FORGOT_MAX_PER_ADDRESS);
  const forgotByEmail = make(settings.PASSWORD_FORGOT_MAX_PER_EMAIL);
  const linkByAddress = make(settings.ACCOUNT_LINK_MAX_PER_ADDRESS);

  return {
    forgot(address, email) {
      const a = addressGroup(address);
      const e = email.trim().toLowerCase();
      const wait = Math.max(forgotByAddress.wait(a), forgotByEmail.wait(e));
      if (wait > 0) return wait;
      forgotByAddress.record(a);
      forgotByEmail.record(e);
      return 0;
    },
    link: (address) => linkByAddress.attempt(addressGroup(address)),
  };
}
