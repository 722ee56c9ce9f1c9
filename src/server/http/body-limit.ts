import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { type ApiError, errorResponse, payloadTooLarge } from "./errors.ts";
import { replaceResponse } from "./replace-response.ts";

/** What every route accepts unless it declares its own limit with `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

interface Limit {
  maxBytes: number;
  refuse: () => ApiError;
}

const LIMIT = Symbol("bodyLimit");
type Declared = MiddlewareHandler & { [LIMIT]?: Limit };

/**
 * A route's own body limit, above or below the default: one of the route's handlers, e.g.
 * `router.post("/", signedIn, bodyLimit(2 * 2 ** 20), handler)`. It does nothing when it runs:
 * `bodyLimits` (mounted once for the whole app) finds it among the handlers the request matched and
 * applies it before anything, the session check included, runs. `refuse` makes the 413 answered.
 */
export function bodyLimit(maxBytes: number, refuse: () => ApiError = () => payloadTooLarge()) {
  const declared: Declared = async (_c, next) => {
    await next();
  };
  declared[LIMIT] = { maxBytes, refuse };
  return declared;
}

/** The last limit declared by the handlers the request matched (the innermost wins), if any. */
function declaredLimit(c: Context): Limit | undefined {
  let found: Limit | undefined;
  for (const route of matchedRoutes(c)) {
    const limit = (route.handler as Declared)[LIMIT];
    if (limit) found = limit;
  }
  return found;
}

/**
 * Every request body is limited, whatever the route (docs/decisions/security/0041-body-limits-and-draft-quotas.md "Body limits and draft
 * quotas"): a Content-Length over the route's limit is answered 413 before a byte is read; any other
 * body (chunked, or sent in process) is counted as the handler reads it, and reading stops at the
 * first chunk past the limit: the read fails, and whatever the handler made of that failure (a 400
 * from a validator, say) is replaced by the 413. The unread rest is never buffered: the 413 closes
 * the connection (errors.ts).
 */
export function bodyLimits(defaultMaxBytes = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const fallback: Limit = { maxBytes: defaultMaxBytes, refuse: () => payloadTooLarge() };
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD") return next();
    const limit = declaredLimit(c) ?? fallback;
    const length = raw.headers.get("content-length");
    if (length !== null && !(Number(length) <= limit.maxBytes)) return errorResponse(limit.refuse());
    if (!raw.body) return next();

    const refusal = limit.refuse();
    let over = false;
    const reader = raw.body.getReader();
    let seen = 0;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        seen += value.byteLength;
        if (seen > limit.maxBytes) {
          over = true;
          // Stop reading here; the server's listener drops the rest with the connection.
          reader.releaseLock();
          controller.error(refusal);
          return;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
    if (over) replaceResponse(c, errorResponse(refusal));
  };
}
