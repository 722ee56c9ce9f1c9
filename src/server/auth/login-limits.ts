import { addressGroup } from "./client-address.ts";
import { createLoginThrottle, type LoginThrottle, throttleKey } from "./login-throttle.ts";

/**
 * Everything that keeps sign-in from being used to guess passwords or to burn the CPU (argon2id
 * costs ~20 MB and a core for ~30 ms per check). Every per-address key is the address's group (an
 * IPv6 address's /64, which one host or home usually owns):
 * - failures per address and email (LOGIN_MAX_FAILURES), the spec's limit: refused;
 * - failures per address over all emails, so trying many accounts from one place is refused too;
 * - failures per account from anywhere, so a botnet cannot guess one password at full speed. This
 *   one must not let strangers lock the owner out, so it only slows: while it is reached, only
 *   addresses that failed against the account in the last hour are refused; a browser that signed in
 *   to the account before (a known device) and an address with no such failure are still checked.
 *   A botnet then gets one guess per address an hour, instead of five a minute;
 * - a cap on password checks running at once: the rest get 503 with Retry-After at once instead of
 *   queueing behind each other.
 */
export interface LoginLimitSettings {
  LOGIN_MAX_FAILURES: number;
  LOGIN_MAX_FAILURES_PER_ADDRESS?: number;
  LOGIN_MAX_FAILURES_PER_ACCOUNT?: number;
  LOGIN_MAX_CONCURRENT?: number;
}

export type LoginAdmission =
  | {
      ok: true;
      /** Call when the password check is over (always, also on error). */
      done: () => void;
      /** The password could not be checked (the database was out of reach): not a failure. */
      unchecked: () => void;
    }
  | { ok: false; status: 429 | 503; retryAfter: number };

export interface LoginLimits {
  /**
   * Before checking a password: refuses when a limit is reached, else counts the attempt as a
   * failure against every limit (synchronously, so parallel requests cannot slip past) and takes
   * a verification slot.
   */
  admit(address: string, email: string, from?: { knownDevice?: boolean }): LoginAdmission;
  /** After a correct password: the attempt was not a failure; the address and email start afresh. */
  succeeded(address: string, email: string): void;
}

const HOUR_MS = 60 * 60_000;

export function createLoginLimits(
  settings: LoginLimitSettings,
  options: { now?: () => number } = {},
): LoginLimits {
  const make = (maxFailures: number): LoginThrottle => createLoginThrottle({ maxFailures, now: options.now });
  const byAddressAndEmail = make(settings.LOGIN_MAX_FAILURES);
  const byAddress = make(settings.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 30);
  const byAccount = make(settings.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 20);
  // The address-and-email pairs that failed in the last hour (the latest failure only): the
  // addresses the account limit refuses.
  const failedLately = createLoginThrottle({ maxFailures: 1, windowMs: HOUR_MS, now: options.now });
  const maxConcurrent = settings.LOGIN_MAX_CONCURRENT ?? 4;
  let running = 0;

  const keys = (address: string, email: string) => {
    const group = addressGroup(address);
    return { pair: throttleKey(group, email), address: group, account: email.trim().toLowerCase() };
  };

  return {
    admit(address, email, from = {}) {
      const k = keys(address, email);
      const accountWait = byAccount.wait(k.account);
      const suspect = !from.knownDevice && failedLately.wait(k.pair) > 0;
      const wait = Math.max(
        byAddressAndEmail.wait(k.pair),
        byAddress.wait(k.address),
        suspect ? accountWait : 0,
      );
      if (wait > 0) return { ok: false, status: 429, retryAfter: wait };
      if (running >= maxConcurrent) return { ok: false, status: 503, retryAfter: 1 };
      byAddressAndEmail.record(k.pair);
      byAddress.record(k.address);
      byAccount.record(k.account);
      failedLately.reset(k.pair);
      failedLately.record(k.pair);
      running += 1;
      let released = false;
      let forgiven = false;
      return {
        ok: true,
        done: () => {
          if (released) return;
          released = true;
          running -= 1;
        },
        unchecked: () => {
          if (forgiven) return;
          forgiven = true;
          byAddressAndEmail.forgiveOne(k.pair);
          byAddress.forgiveOne(k.address);
          byAccount.forgiveOne(k.account);
          failedLately.forgiveOne(k.pair);
        },
      };
    },
    succeeded(address, email) {
      const k = keys(address, email);
      byAddressAndEmail.reset(k.pair);
      failedLately.reset(k.pair);
      // Failures from elsewhere (other emails from this address, other addresses for this account)
      // still count: the owner signing in must not hand an attacker a fresh allowance.
      byAddress.forgiveOne(k.address);
      byAccount.forgiveOne(k.account);
    },
  };
}
