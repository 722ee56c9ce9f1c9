import { addressGroup } from "./client-address.ts";
import { createLoginThrottle, type LoginThrottle, throttleKey } from "./login-throttle.ts";

/**
 * Everything that keeps sign-in from being used to guess passwords or to burn the CPU (argon2id
 * costs ~20 MB and a core for ~30 ms per check):
 * - failures per address and email (LOGIN_MAX_FAILURES), the spec's limit;
 * - failures per address over all emails (IPv6 addresses grouped by /64, which one host usually
 *   owns), so trying many accounts from one place is slowed too;
 * - failures per account from anywhere, so a botnet cannot guess one password at full speed;
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
  admit(address: string, email: string): LoginAdmission;
  /** After a correct password: the attempt was not a failure; the address and email and the account start afresh. */
  succeeded(address: string, email: string): void;
}

export function createLoginLimits(
  settings: LoginLimitSettings,
  options: { now?: () => number } = {},
): LoginLimits {
  const make = (maxFailures: number): LoginThrottle => createLoginThrottle({ maxFailures, now: options.now });
  const byAddressAndEmail = make(settings.LOGIN_MAX_FAILURES);
  const byAddress = make(settings.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 30);
  const byAccount = make(settings.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 20);
  const maxConcurrent = settings.LOGIN_MAX_CONCURRENT ?? 4;
  let running = 0;

  const keys = (address: string, email: string) => ({
    pair: throttleKey(address, email),
    address: addressGroup(address),
    account: email.trim().toLowerCase(),
  });

  return {
    admit(address, email) {
      const k = keys(address, email);
      const wait = Math.max(
        byAddressAndEmail.wait(k.pair),
        byAddress.wait(k.address),
        byAccount.wait(k.account),
      );
      if (wait > 0) return { ok: false, status: 429, retryAfter: wait };
      if (running >= maxConcurrent) return { ok: false, status: 503, retryAfter: 1 };
      byAddressAndEmail.record(k.pair);
      byAddress.record(k.address);
      byAccount.record(k.account);
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
        },
      };
    },
    succeeded(address, email) {
      const k = keys(address, email);
      byAddressAndEmail.reset(k.pair);
      byAccount.reset(k.account);
      // Other emails' failures from this address still count; only this attempt is taken back.
      byAddress.forgiveOne(k.address);
    },
  };
}
