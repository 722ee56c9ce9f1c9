import { Hono } from "hono";
import { securityMiddleware } from "../src/server/http/security-middleware.ts";
import type { Runtime } from "../src/server/runtime.ts";

/**
 * The e2e server's app: the real one, plus one page no production server has. That page is the
 * mistake the page's Content-Security-Policy is the backstop for (tests/e2e/csp-backstop.spec.ts):
 * a real page of the site as the renderer made it, with stored text (a protecting group's
 * "protected" field, which an editor can set) written into its HTML unescaped. It goes through the
 * same security middleware as every page, so the test sees what the browser would do.
 */
export function withUnescapedPage(runtime: Runtime): Hono {
  const app = new Hono();
  app.get("/e2e/unescaped/protecting-group/:id", securityMiddleware(runtime.http.security), async (c) => {
    const id = Number(c.req.param("id"));
    const groups = await runtime.repos.protectingGroups.list({ includeNameless: true });
    const stored = groups.find((group) => group.id === id)?.protected ?? "";
    if (!runtime.site) return c.text("no web build", 503);
    const page = await runtime.site.request("/terms");
    const html = (await page.text()).replace("</main>", `${stored}</main>`);
    return new Response(html, page);
  });
  // Everything else: the real app, with the connection (client address) it would get.
  app.all("*", (c) => runtime.app.fetch(c.req.raw, c.env));
  return app;
}
