import type { MiddlewareHandler } from "hono";
import { carriesCredentials } from "./cache-policy.ts";
import { replaceResponse } from "./replace-response.ts";

const PRIVATE = "private, no-store";

/**
 * Marks every API answer to a request that carries a session `Cache-Control: private, no-store`
 * (docs/decisions/security/0094-answers-to-a-session-are-private.md): the lists that hold the caller's pending
 * items, the editor's reads, a refusal that names the caller's rights. The shared cache already
 * leaves such requests alone (cache-policy.ts); this keeps browsers and proxies from storing them.
 * An answer the route marked private or no-store itself keeps its header (an upload's private
 * max-age); any other (a public one) is replaced, since the request was not anonymous.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const credentials = { cookie: c.req.header("cookie"), authorization: c.req.header("authorization") };
    if (!carriesCredentials(credentials)) return;
    const response = c.res;
    if (/\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "")) return;
    try {
      response.headers.set("Cache-Control", PRIVATE);
    } catch {
      // Headers of some answers (a streamed or static file) are immutable: copy them once.
      const copy = new Response(response.body, response);
      copy.headers.set("Cache-Control", PRIVATE);
      replaceResponse(c, copy);
    }
  };
}
