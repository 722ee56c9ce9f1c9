import type { MiddlewareHandler } from "hono";
import { addressGroup, clientAddress } from "../auth/client-address.ts";
import { type CachePolicy, requestTarget } from "./cache-policy.ts";
import { readLimitReached } from "./errors.ts";
import {
  type Allowance,
  allowanceHeaders,
  CORS_HEADERS,
  isPublicRead,
  isReadMethod,
  PREFLIGHT_HEADERS,
  type PublicReadLimit,
} from "./public-api.ts";
import { replaceResponse } from "./replace-response.ts";
import { noteRefusal } from "./request-metrics.ts";
import type { HeaderMap, ResponseCache } from "./response-cache.ts";

/** The public API's gate, one per process (the raw listener in http-server.ts uses it too). */
export interface PublicApiGate {
  limit: PublicReadLimit;
  trustProxy: boolean;
}

/** The name the metrics count this gate's 429s under. */
export const PUBLIC_READ_LIMITER = "public_api_reads";

/** The 429 of a read over the limit: JSON text and its headers (CORS included, so a page can read it). */
export function refusedRead(allowance: Allowance, nonHtml: HeaderMap): { body: string; headers: HeaderMap } {
  const refusal = readLimitReached(allowance.wait);
  const body = JSON.stringify(refusal.toBody());
  return {
    body,
    headers: {
      ...nonHtml,
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...allowanceHeaders(allowance),
    },
  };
}

/**
 * For the app's own requests (cache misses, and every in-process request): answers the preflight
 * of a public read, counts the read, refuses it over the limit, and adds the CORS and rate-limit
 * headers around the shared cache (they are per client, so never stored with an answer). Placed
 * before the cache middleware, it sees its hits too: those are not counted (public-api.ts says why).
 * A request without a network peer (in process) is not counted: it has no address to count.
 */
export function publicApiMiddleware(deps: {
  gate: PublicApiGate;
  cache: ResponseCache;
  policy: CachePolicy;
  nonHtml: HeaderMap;
}): MiddlewareHandler {
  const { gate, cache, policy, nonHtml } = deps;
  return async (c, next) => {
    if (!isPublicRead(c.req.path)) return next();
    const method = c.req.method;
    if (method === "OPTIONS")
      return new Response(null, { status: 204, headers: { ...nonHtml, ...PREFLIGHT_HEADERS } });
    if (!isReadMethod(method)) return next();
    const address = clientAddress(c, { trustProxy: gate.trustProxy });
    let allowance: Allowance | undefined;
    if (address !== "unknown") {
      const request = policy(method, requestTarget(c.req.url), {
        host: c.req.header("host") ?? new URL(c.req.url).host,
        cookie: c.req.header("cookie"),
        authorization: c.req.header("authorization"),
      });
      const group = addressGroup(address);
      const hit = request !== null && cache.get(request.key) !== undefined;
      allowance = hit ? gate.limit.peek(group) : await gate.limit.take(group);
      if (allowance.wait > 0) {
        noteRefusal(c, PUBLIC_READ_LIMITER);
        const refused = refusedRead(allowance, nonHtml);
        return new Response(refused.body, { status: 429, headers: refused.headers });
      }
    }
    await next();
    const headers = allowance ? allowanceHeaders(allowance) : CORS_HEADERS;
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // Headers of some answers are immutable: copy them once.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
      replaceResponse(c, copy);
    }
  };
}
