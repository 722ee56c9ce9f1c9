import type { RateCounters } from "../auth/rate-counter.ts";
import type { HeaderMap } from "./response-cache.ts";

/**
 * The API other sites may call: the public reads (no session needed, the same answer for every
 * visitor). They answer cross-origin requests (CORS with `*`, never credentials) and are counted
 * per client address. Listed by path rather than derived from the registry, so a new read that
 * needs a session or a secret token can never become callable from another origin by accident;
 * public-api.api.test.ts checks this list against the registry's routes without `security`.
 */
const PUBLIC_READS = new RegExp(
  `^/api/(${[
    "syntheses(/(count|resume/[^/]+|recent/[^/]+|[^/]+(/(export|citation))?))?",
    "export/[^/]+",
    "molecules(/[^/]+(/citations)?)?",
    "molecule/name/[^/]+",
    "authors(/(url/[^/]+|[^/]+(/syntheses)?))?",
    "(named-reactions|protecting-groups)(/(url/[^/]+|[^/]+))?",
    "(reagents|solvents|references)(/url/[^/]+)?",
    "search(/structure(/image)?)?",
    "openapi\\.json",
  ].join("|")})$`,
);

/** True for a path of the public API (any method: writes on the same paths are refused CORS later). */
export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.test(path);
}

/** The methods another origin may use: reads only. Writes get no CORS headers and stay same-origin. */
export const isReadMethod = (method: string) => method === "GET" || method === "HEAD";

/** What every public read answer carries so that a page of another origin can read it and these headers. */
export const CORS_HEADERS: HeaderMap = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": [
    "ETag",
    "Link",
    "Content-Disposition",
    "Retry-After",
    "RateLimit",
    "RateLimit-Policy",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
  ].join(", "),
};

/** The answer to a preflight OPTIONS: GET and HEAD only, with the conditional request headers. */
export const PREFLIGHT_HEADERS: HeaderMap = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, HEAD",
  "access-control-allow-headers": "If-None-Match, If-Modified-Since",
  // A day; browsers cap it lower (Chromium: two hours).
  "access-control-max-age": "86400",
};

/** One client's standing in its current window. */
export interface Allowance {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the allowance is whole again. */
  reset: number;
  /** 0, or the seconds to wait: the read is refused with 429. */
  wait: number;
}

export interface PublicReadLimit {
  readonly perMinute: number;
  /** Counts one read (an answer the server computes) for the client address group. */
  take(address: string): Promise<Allowance>;
  /**
   * A shared-cache hit counts nothing (it costs about what a bare Node server costs, and counting
   * it would cost a database round trip on PostgreSQL): it gets the standing this process last
   * saw for the address, and is refused too while that standing is over the limit.
   */
  peek(address: string): Allowance;
}

/** Addresses whose last standing this process remembers for cache hits, at most. */
const REMEMBERED = 10_000;
const WINDOW_SECONDS = 60;

export function createPublicReadLimit(counters: RateCounters, perMinute: number): PublicReadLimit {
  const counter = counters("public-api-read", perMinute, WINDOW_SECONDS);
  // Address group → counts of its window and when the window ends (ms), oldest window first.
  const seen = new Map<string, { used: number; endsAt: number }>();
  const standing = (used: number, endsAt: number): Allowance => {
    const reset = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
    return {
      limit: perMinute,
      remaining: Math.max(0, perMinute - used),
      reset,
      wait: used > perMinute ? reset : 0,
    };
  };
  const peek = (address: string): Allowance => {
    const known = seen.get(address);
    if (!known || known.endsAt <= Date.now()) {
      return { limit: perMinute, remaining: perMinute, reset: WINDOW_SECONDS, wait: 0 };
    }
    return standing(known.used, known.endsAt);
  };
  return {
    perMinute,
    async take(address) {
      let counted: { used: number; msLeft: number };
      try {
        counted = await counter.tally(address);
      } catch {
        // The store (PostgreSQL) cannot be reached: reads that need no database (search, the
        // cache) go on during an outage (docs/product/api.md §5.1.3), so the read is let through
        // uncounted rather than refused; one that needs the database answers 503 by itself.
        return peek(address);
      }
      const { used, msLeft } = counted;
      const endsAt = Date.now() + msLeft;
      seen.delete(address);
      if (seen.size >= REMEMBERED) seen.delete(seen.keys().next().value as string);
      seen.set(address, { used, endsAt });
      return standing(used, endsAt);
    },
    peek,
  };
}

/**
 * The rate-limit headers of an answer, in both forms a client may read: the separate fields of
 * draft-ietf-httpapi-ratelimit-headers-06 (RateLimit-Limit, -Remaining, -Reset: what most clients
 * and libraries read today) and the structured fields of the current draft (-11: RateLimit-Policy
 * and RateLimit). A refusal adds Retry-After.
 */
export function allowanceHeaders(allowance: Allowance): HeaderMap {
  const headers: HeaderMap = {
    ...CORS_HEADERS,
    "ratelimit-limit": String(allowance.limit),
    "ratelimit-remaining": String(allowance.remaining),
    "ratelimit-reset": String(allowance.reset),
    "ratelimit-policy": `"reads";q=${allowance.limit};w=${WINDOW_SECONDS}`,
    ratelimit: `"reads";r=${allowance.remaining};t=${allowance.reset}`,
  };
  if (allowance.wait > 0) headers["retry-after"] = String(allowance.wait);
  return headers;
}
