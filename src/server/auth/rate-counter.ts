import { createHash } from "node:crypto";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";

/**
 * One request limit: at most `limit` counts per key in a window of `windowSeconds` that starts at the
 * key's first count (rate-limiter-flexible's fixed window). On PostgreSQL the counts live in the
 * table rate_limits, so every server of one database adds to the same counts; on SQLite (one embedded
 * server) in this process's memory. Keys are hashed: the table holds no address or e-mail, and no
 * key is longer than its column.
 */
export interface RateCounter {
  /** Counts one for `key`; 0 when it is within the limit, else the seconds until its window ends. */
  count(key: string): Promise<number>;
  /** Counts one for `key`: the counts of its window so far (this one included) and the ms left in it. */
  tally(key: string): Promise<{ used: number; msLeft: number }>;
  /** 0 and counts one when `key` may go on; otherwise the seconds to wait, and nothing counted. */
  attempt(key: string): Promise<number>;
  /** The seconds `key` must wait (0: it may go on); counts nothing. */
  wait(key: string): Promise<number>;
  /** Forgets every count of `key`, then counts one in a window starting now. */
  restart(key: string): Promise<void>;
  /** Forgets every count of `key`. */
  reset(key: string): Promise<void>;
  /** Takes back one count of `key` (the attempt turned out not to be one); never below none. */
  forgiveOne(key: string): Promise<void>;
}

/** Makes the limit `name` (unique per limit: it prefixes the keys in the shared table). */
export type RateCounters = (name: string, limit: number, windowSeconds: number) => RateCounter;

/** Where counts are kept: the PostgreSQL pool of the app's database, else this process's memory. */
export interface RateCounterStore {
  pool?: pg.Pool;
  /** Keeps apps built side by side over one database apart (tests); empty in a server. */
  namespace?: string;
  /** Memory only: keys held per limit before the oldest is forgotten (default 10,000). */
  maxKeys?: number;
}

const TABLE = "rate_limits";

export function createRateCounters(store: RateCounterStore = {}): RateCounters {
  let cleaner = true;
  return (name, limit, windowSeconds) => {
    const options = { keyPrefix: `${store.namespace ?? ""}${name}`, points: limit, duration: windowSeconds };
    if (!store.pool) return memoryCounter(new RateLimiterMemory(options), store.maxKeys ?? 10_000);
    const limiter = new RateLimiterPostgres({
      ...options,
      storeClient: store.pool,
      storeType: "pool",
      tableName: TABLE,
      // The table comes with the migrations (0021-rate-limits.ts).
      tableCreated: true,
      // One limit per process deletes the expired rows of all (every five minutes).
      clearExpiredByTimeout: cleaner,
    });
    cleaner = false;
    return counter(limiter);
  };
}

const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** A window whose end has passed (a memory record outlives it until its timer runs). */
const over = (res: RateLimiterRes) => res.msBeforeNext <= 0;

function counter(limiter: RateLimiterAbstract, onKey: (key: string, res: RateLimiterRes) => void = () => {}) {
  const consume = async (key: string): Promise<RateLimiterRes> => {
    try {
      const res = await limiter.consume(key);
      onKey(key, res);
      return res;
    } catch (refusal) {
      // Over the limit the library rejects with the counts; anything else is a store error.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      onKey(key, refusal);
      return refusal;
    }
  };
  const forgiveOne = async (key: string) => {
    const res = await limiter.reward(key);
    // A window that ended meanwhile would start again below zero: an allowance nobody earned.
    if (res.consumedPoints < 0) await limiter.delete(key);
  };
  const self: RateCounter = {
    async count(raw) {
      const res = await consume(hashed(raw));
      return res.consumedPoints > limiter.points ? seconds(res.msBeforeNext) : 0;
    },
    async tally(raw) {
      const res = await consume(hashed(raw));
      return { used: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) };
    },
    async attempt(raw) {
      const key = hashed(raw);
      const res = await consume(key);
      if (res.consumedPoints <= limiter.points) return 0;
      // The count is atomic in the store, so parallel attempts cannot slip past; a refused one is
      // taken back at once and counts nothing.
      await forgiveOne(key);
      return seconds(res.msBeforeNext);
    },
    async wait(raw) {
      const res = await limiter.get(hashed(raw));
      if (!res || over(res) || res.consumedPoints < limiter.points) return 0;
      return seconds(res.msBeforeNext);
    },
    async restart(raw) {
      const key = hashed(raw);
      const res = await limiter.set(key, 1, limiter.duration);
      onKey(key, res);
    },
    async reset(raw) {
      await limiter.delete(hashed(raw));
    },
    forgiveOne: (raw) => forgiveOne(hashed(raw)),
  };
  return self;
}

/**
 * The memory store forgets a key when its window ends; `maxKeys` also bounds how many it holds
 * within one window (addresses and e-mails are the client's to choose): past it, the key whose
 * window began first is forgotten, as the hand-written limiter before it did.
 */
function memoryCounter(limiter: RateLimiterMemory, maxKeys: number): RateCounter {
  // Key → end of its window (ms), the window that began first first.
  const held = new Map<string, number>();
  return counter(limiter, (key, res) => {
    const now = Date.now();
    const end = now + Math.max(res.msBeforeNext, 0);
    // A key in its window keeps its place (Map order: when its window began).
    if ((held.get(key) ?? 0) > now) {
      held.set(key, end);
      return;
    }
    held.delete(key);
    if (held.size >= maxKeys) {
      for (const [k, end] of held) if (end <= now) held.delete(k);
      while (held.size >= maxKeys) {
        const oldest = held.keys().next().value as string;
        held.delete(oldest);
        void limiter.delete(oldest);
      }
    }
    held.set(key, end);
  });
}

/**
 * Counts one against each limit in turn: 0 when all allow it; otherwise the longest wait among the
 * limits reached, with nothing counted anywhere (a refused request spends no allowance).
 */
export async function takeAll(limits: [RateCounter, string][]): Promise<number> {
  for (const [i, [limit, key]] of limits.entries()) {
    const wait = await limit.attempt(key);
    if (wait === 0) continue;
    const [rest] = await Promise.all([
      Promise.all(limits.slice(i + 1).map(([l, k]) => l.wait(k))),
      Promise.all(limits.slice(0, i).map(([l, k]) => l.forgiveOne(k))),
    ]);
    return Math.max(wait, ...rest);
  }
  return 0;
}
