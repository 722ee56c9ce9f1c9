/**
 * Failed-login limiter: at most `maxFailures` failures per key (client address + lower-cased email)
 * in a sliding window of one minute. It lives in the memory of one process: with several app servers
 * each counts its own failures, so the cluster-wide limit is maxFailures × servers (still far too
 * slow for guessing a password against argon2id). Memory stays bounded: entries are dropped once
 * their window has passed, and past `maxKeys` the oldest key is evicted.
 */
export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
}

export interface LoginThrottle {
  /**
   * Call before checking a password. Returns 0 and counts the attempt as a failure when `key` may
   * try; otherwise the seconds to wait (and counts nothing). Counting before the (slow) password
   * check, with no await in between, means a burst of parallel requests cannot slip past the limit.
   */
  attempt(key: string): number;
  /** The seconds `key` must wait (0: it may try now); counts nothing. */
  wait(key: string): number;
  /** Counts one failure for `key` (call right after `wait` answered 0, with no await between). */
  record(key: string): void;
  /** After a successful login the slate is clean (the counted attempt was not a failure). */
  reset(key: string): void;
  /** Takes back the latest failure counted for `key` (the attempt turned out not to be one). */
  forgiveOne(key: string): void;
  /** Number of keys held (for tests and metrics). */
  size(): number;
}

export function throttleKey(address: string, email: string): string {
  return `${address}\n${email.trim().toLowerCase()}`;
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { maxFailures, windowMs = 60_000, maxKeys = 10_000, now = Date.now } = options;
  // Failure times per key, oldest first; never longer than maxFailures.
  const failures = new Map<string, number[]>();
  let lastSweep = now();

  const recent = (key: string, at: number): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    while (times.length && times[0] <= at - windowMs) times.shift();
    if (!times.length) failures.delete(key);
    return times;
  };

  const sweep = (at: number) => {
    for (const key of failures.keys()) recent(key, at);
    lastSweep = at;
  };

  const wait = (key: string, at: number): number => {
    const held = recent(key, at);
    return held.length >= maxFailures ? Math.max(1, Math.ceil((held[0] + windowMs - at) / 1000)) : 0;
  };

  const record = (key: string, at: number): void => {
    if (at - lastSweep >= windowMs) sweep(at);
    let times = failures.get(key);
    if (!times) {
      if (failures.size >= maxKeys) sweep(at);
      // Still full: evict the key inserted first (Map keeps insertion order).
      if (failures.size >= maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      times = [];
      failures.set(key, times);
    }
    times.push(at);
  };

  return {
    attempt(key) {
      const at = now();
      const seconds = wait(key, at);
      if (seconds === 0) record(key, at);
      return seconds;
    },
    wait: (key) => wait(key, now()),
    record: (key) => record(key, now()),
    reset(key) {
      failures.delete(key);
    },
    forgiveOne(key) {
      failures.get(key)?.pop();
    },
    size: () => failures.size,
  };
}
