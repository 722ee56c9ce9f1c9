import type { MiddlewareHandler } from "hono";
import { SCRIPT_MARKER_HEADER } from "../../domain/script-marker.ts";
import { replaceResponse } from "./replace-response.ts";
import {
  isEditorPage,
  isSketcherFile,
  markedScriptHashes,
  type SecurityHeaders,
  withPagePolicy,
} from "./security-headers.ts";

/**
 * Puts the security headers on every answer of the app (errors and files included). An HTML page
 * is read whole (pages are rendered whole anyway) to hash the inline scripts the renderer marked as
 * its own into the policy its <head> carries (security-headers.ts says why there and not in the
 * header); any other inline script stays unlisted, so the browser refuses it. The
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
      const { hashes, html } = markedScriptHashes(
        await response.text(),
        response.headers.get(SCRIPT_MARKER_HEADER),
      );
      const editor = isEditorPage(c.req.path);
      const page = new Response(
        editor ? html : withPagePolicy(html, security.pageScriptPolicy(hashes)),
        response,
      );
      page.headers.delete("content-length");
      page.headers.delete(SCRIPT_MARKER_HEADER);
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
