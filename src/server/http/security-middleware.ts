import type { MiddlewareHandler } from "hono";
import { replaceResponse } from "./replace-response.ts";
import {
  inlineScriptHashes,
  isEditorPage,
  isSketcherFile,
  type SecurityHeaders,
} from "./security-headers.ts";

/**
 * Puts the security headers on every answer of the app (errors and files included). An HTML page
 * is read whole (pages are rendered whole anyway) to hash its inline scripts into its policy. The
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
      const page = new Response(html, response);
      page.headers.delete("content-length");
      const hashes = inlineScriptHashes(html);
      apply(
        page.headers,
        isEditorPage(c.req.path) ? security.editorPolicy(hashes) : security.htmlPolicy(hashes),
      );
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
