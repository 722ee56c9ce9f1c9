import { addressGroup } from "./client-address.ts";
import { type RateCounter, type RateCounters, takeAll } from "./rate-counter.ts";

/**
 * Limits of the password and invitation calls (docs/decisions/accounts/0028-accounts-invitations-and-passwords.md "Accounts, invitations and
 * passwords"), each over an hour from its first count, kept like the sign-up limits (rate-counter.ts):
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
  forgot(address: string, email: string): Promise<number>;
  /** Same, for the use of a reset or invitation link from `address`. */
  link(address: string): Promise<number>;
}

const HOUR = 60 * 60;

export function createAccountLimits(settings: AccountLimitSettings, counters: RateCounters): AccountLimits {
  const make = (name: string, max: number): RateCounter => counters(name, max, HOUR);
  const forgotByAddress = make("password-forgot-address", settings.PASSWORD_FORGOT_MAX_PER_ADDRESS);
  const forgotByEmail = make("password-forgot-email", settings.PASSWORD_FORGOT_MAX_PER_EMAIL);
  const linkByAddress = make("account-link-address", settings.ACCOUNT_LINK_MAX_PER_ADDRESS);

  return {
    forgot: (address, email) =>
      takeAll([
        [forgotByAddress, addressGroup(address)],
        [forgotByEmail, email.trim().toLowerCase()],
      ]),
    link: (address) => linkByAddress.attempt(addressGroup(address)),
  };
}
