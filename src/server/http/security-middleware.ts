import type { MiddlewareHandler } from "hono";
import { replaceResponse } from "./replace-response.ts";
import { inlineScriptHashes, type SecurityHeaders } from "./security-headers.ts";

/**
 * Puts the security headers on every answer of the app (errors and files included). An HTML page
 * is read whole (pages are rendered whole anyway) to hash its inline scripts into its policy.
 */
export function securityMiddleware(security: SecurityHeaders): MiddlewareHandler {
  const apply = (headers: Headers, policy: string) => {
    headers.set("Content-Security-Policy", policy);
    for (const [name, value] of Object.entries(security.common)) headers.set(name, value);
  };
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.headers.get("content-type")?.startsWith("text/html") && response.body !== null) {
      const html = await response.text();
      const page = new Response(html, response);
      page.headers.delete("content-length");
      apply(page.headers, security.htmlPolicy(inlineScriptHashes(html)));
      replaceResponse(c, page);
      return;
    }
    try {
      apply(response.headers, security.nonHtmlPolicy);
    } catch {
      // Headers of some answers (a fetched or static file) are immutable: copy them once.
      const copy = new Response(response.body, response);
      apply(copy.headers, security.nonHtmlPolicy);
      replaceResponse(c, copy);
    }
  };
}
