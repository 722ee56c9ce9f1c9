import { Hono } from "hono";
import type { SearchIndex } from "../../search/search-index.ts";
import { searchAnswer } from "./search-answer.ts";

/** GET /api/search?q=… (see search-answer.ts; the HTTP server usually answers it before Hono). */
export function searchRoutes(deps: { search: SearchIndex }) {
  return new Hono().get("/", async (c) => {
    const answer = await searchAnswer(deps.search, c.req.query("q") ?? null);
    return c.body(answer.body, answer.status, { "Content-Type": "application/json", ...answer.headers });
  });
}
