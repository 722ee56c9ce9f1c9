import type { Hono } from "hono";
import type { RequireRole } from "../../auth/require-role.ts";
import type { DoiResolver } from "../../doi/resolve-doi.ts";
import { invalidInput } from "../../http/errors.ts";

/**
 * GET /api/doi/{doi} (docs/product/api.md §5.9): any signed-in user. The DOI is the rest of the
 * path, slashes included, plain or %-encoded (`10.1021/abc` or `10.1021%2Fabc`).
 */
export function doiMount(deps: { requireRole: RequireRole; resolver: DoiResolver }) {
  return ({ api }: { api: Hono }) => {
    api.get("/doi/*", deps.requireRole("contributor"), async (c) => {
      const path = new URL(c.req.url).pathname;
      const rest = path.slice(path.indexOf("/doi/") + "/doi/".length);
      let doi: string;
      try {
        doi = decodeURIComponent(rest);
      } catch {
        throw invalidInput("doi", "is not a valid %-encoded DOI");
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(await deps.resolver.resolve(doi), 200);
    });
  };
}
