import { createMiddleware } from "hono/factory";

/**
 * For a declared route whose body may be left out (publishing, unpublishing, the lookup writes): a
 * request without a body, or with only white space, counts as the JSON object `{}` whatever its
 * media type (the editor's Add sends no body). The library would refuse an empty body sent as
 * application/json (invalid_json) or under another type (415), and let a missing one through
 * without its schema's defaults. Put it in the route's middleware: it runs before the schemas.
 */
export const emptyBodyIsObject = createMiddleware(async (c, next) => {
  const raw = c.req.raw;
  if (raw.body === null || !(await c.req.text()).trim()) {
    const headers = new Headers(raw.headers);
    headers.set("Content-Type", "application/json");
    headers.delete("Content-Length");
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body: "{}" });
    c.req.bodyCache = {};
  }
  await next();
});
