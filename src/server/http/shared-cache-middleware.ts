import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { type CachePolicy, requestTarget } from "./cache-policy.ts";
import { answerTags } from "./cache-tags.ts";
import { replaceResponse } from "./replace-response.ts";
import { noteRoute } from "./request-metrics.ts";
import type { CachedAnswer, CacheEntry, HeaderMap, ResponseCache } from "./response-cache.ts";
import type { RevisionWatcher } from "./revision-watcher.ts";

/**
 * The shared cache inside the Hono app: answers hits, and stores the answers that may be shared.
 * (The raw listener in `http-server.ts` answers hits before Hono is reached at all; this middleware
 * is the same cache for misses and for in-process requests such as the API tests.)
 */
export function sharedCacheMiddleware(deps: {
  cache: ResponseCache;
  policy: CachePolicy;
  watcher: RevisionWatcher;
}): MiddlewareHandler {
  const { cache, policy, watcher } = deps;
  return async (c, next) => {
    const url = c.req.url;
    const target = requestTarget(url);
    const request = policy(c.req.method, target, {
      host: c.req.header("host") ?? new URL(url).host,
      cookie: c.req.header("cookie"),
      authorization: c.req.header("authorization"),
    });
    if (!request) return next();
    const ask = {
      method: c.req.method,
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding: c.req.header("accept-encoding"),
    };
    const hit = cache.lookup(request.key);
    if (hit) {
      noteRoute(c, hit.route);
      replaceResponse(c, toResponse(cache.answer(hit, ask)));
      return;
    }
    // A HEAD has no body to keep: it is answered afresh and stores nothing.
    if (c.req.method === "HEAD") return next();
    const revisionAtStart = watcher.value;
    await next();
    const headers = storableHeaders(c.res);
    if (!headers) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    if (body.byteLength === 0) {
      replaceResponse(c, new Response(null, { status: c.res.status, headers: c.res.headers }));
      return;
    }
    const entry: CacheEntry = cache.createEntry(
      request.key,
      body,
      headers,
      revisionAtStart,
      answerTags(request.target),
    );
    entry.route = routePath(c);
    // A write may have landed while this answer was computed: keep it only if no write since
    // changed what it shows.
    if (cache.unchangedSince(revisionAtStart, entry.tags)) cache.set(entry);
    replaceResponse(c, toResponse(cache.answer(entry, ask)));
  };
}

/**
 * The headers of an answer that may be shared: a 200 without Set-Cookie and not marked private,
 * no-store or no-cache. Anything else gives undefined and is sent as it is.
 */
export function storableHeaders(response: Response): HeaderMap | undefined {
  if (response.status !== 200 || response.body === null) return undefined;
  if (response.headers.has("set-cookie")) return undefined;
  if (/\b(private|no-store|no-cache)\b/i.test(response.headers.get("cache-control") ?? "")) return undefined;
  const headers: HeaderMap = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function toResponse(answer: CachedAnswer): Response {
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
    status: answer.status,
    headers: answer.headers,
  });
}
