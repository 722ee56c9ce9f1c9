import { Hono } from "hono";
import { searchQuerySchema } from "../../http/params.ts";
import { validate } from "../../http/validate.ts";
import type { SearchIndex } from "../../search/search-index.ts";

/** GET /api/search?q=… -> {authors, molecules, namedReactions, reagents, solvents}, 10 hits each. */
export function searchRoutes(deps: { search: SearchIndex }) {
  return new Hono().get("/", validate("query", searchQuerySchema), async (c) => {
    const { q } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await deps.search.search(q));
  });
}
