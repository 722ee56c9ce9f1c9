import { addressGroup } from "./client-address.ts";
import type { RateCounters } from "./rate-counter.ts";

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
 * The failure counts are rate-limiter-flexible's (rate-counter.ts): on PostgreSQL shared by every
 * server of the database; the rules above, which the library has no words for, are ours.
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
      unchecked: () => Promise<void>;
    }
  | { ok: false; status: 429 | 503; retryAfter: number };

export interface LoginLimits {
  /**
   * Before checking a password: refuses when a limit is reached, else counts the attempt as a
   * failure against every limit and takes a verification slot. The counts are atomic in their
   * store, so parallel requests, on this server or another, cannot slip past.
   */
  admit(address: string, email: string, from?: { knownDevice?: boolean }): Promise<LoginAdmission>;
  /** After a correct password: the attempt was not a failure; the address and email start afresh. */
  succeeded(address: string, email: string): Promise<void>;
}

const MINUTE = 60;
const HOUR = 60 * 60;

export function createLoginLimits(settings: LoginLimitSettings, counters: RateCounters): LoginLimits {
  const byAddressAndEmail = counters("login-pair", settings.LOGIN_MAX_FAILURES, MINUTE);
  const byAddress = counters("login-address", settings.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 30, MINUTE);
  const byAccount = counters("login-account", settings.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 20, MINUTE);
  // The address-and-email pairs that failed in the last hour (since the latest failure): the
  // addresses the account limit refuses.
  const failedLately = counters("login-failed-lately", 1, HOUR);
  // Password checks are this process's CPU: their cap is per process, in memory.
  const maxConcurrent = settings.LOGIN_MAX_CONCURRENT ?? 4;
  let running = 0;

  const keys = (address: string, email: string) => {
    const group = addressGroup(address);
    return { pair: pairKey(group, email), address: group, account: email.trim().toLowerCase() };
  };

  return {
    async admit(address, email, from = {}) {
      const k = keys(address, email);
      const suspect = !from.knownDevice && (await failedLately.wait(k.pair)) > 0;
      // Counted first, in one atomic step each; a refused attempt is taken back below.
      const [pairWait, addressWait, accountWait] = await Promise.all([
        byAddressAndEmail.count(k.pair),
        byAddress.count(k.address),
        byAccount.count(k.account),
      ]);
      const wait = Math.max(pairWait, addressWait, suspect ? accountWait : 0);
      const refusal: LoginAdmission | undefined =
        wait > 0
          ? { ok: false, status: 429, retryAfter: wait }
          : running >= maxConcurrent
            ? { ok: false, status: 503, retryAfter: 1 }
            : undefined;
      if (refusal) {
        await forgive(k);
        return refusal;
      }
      running += 1;
      try {
        await failedLately.restart(k.pair);
      } catch (error) {
        running -= 1;
        throw error;
      }
      let released = false;
      let forgiven = false;
      return {
        ok: true,
        done: () => {
          if (released) return;
          released = true;
          running -= 1;
        },
        unchecked: async () => {
          if (forgiven) return;
          forgiven = true;
          // The store may be out of reach too: then the attempt stays counted.
          await Promise.all([forgive(k), failedLately.reset(k.pair)]).catch(() => {});
        },
      };
    },
    async succeeded(address, email) {
      const k = keys(address, email);
      // Failures from elsewhere (other emails from this address, other addresses for this account)
      // still count: the owner signing in must not hand an attacker a fresh allowance.
      await Promise.all([
        byAddressAndEmail.reset(k.pair),
        failedLately.reset(k.pair),
        byAddress.forgiveOne(k.address),
        byAccount.forgiveOne(k.account),
      ]);
    },
  };

  function forgive(k: ReturnType<typeof keys>) {
    return Promise.all([
      byAddressAndEmail.forgiveOne(k.pair),
      byAddress.forgiveOne(k.address),
      byAccount.forgiveOne(k.account),
    ]);
  }
}

/** The key of one address (group) and lower-cased email. */
export function pairKey(address: string, email: string): string {
  return `${address}\n${email.trim().toLowerCase()}`;
}
