import type { MiddlewareHandler } from "hono";
import { replaceResponse } from "./replace-response.ts";
import {
  inlineScriptHashes,
  isEditorPage,
  isSketcherFile,
  type SecurityHeaders,
  withPagePolicy,
} from "./security-headers.ts";

/**
 * Puts the security headers on every answer of the app (errors and files included). An HTML page
 * is read whole (pages are rendered whole anyway) to hash its inline scripts into the policy its
 * <head> carries (security-headers.ts says why there and not in the header). The
 * editor's page and the structure sketcher's files get the editor's policies; every other page
 * keeps the public one.
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
      const hashes = inlineScriptHashes(html);
      const editor = isEditorPage(c.req.path);
      const page = new Response(
        editor ? html : withPagePolicy(html, security.pageScriptPolicy(hashes)),
        response,
      );
      page.headers.delete("content-length");
      apply(page.headers, editor ? security.editorPolicy(hashes) : security.htmlPolicy);
      replaceResponse(c, page);
      return;
    }
    const policy = isSketcherFile(c.req.path) ? security.sketcherPolicy : security.nonHtmlPolicy;
    try {
      apply(response.headers, policy);
    } catch {
      // Headers of some answers (a fetched or static file) are immutable: copy them once.
      const copy = new Response(response.body, response);
      apply(copy.headers, policy);
      replaceResponse(c, copy);
    }
  };
}
