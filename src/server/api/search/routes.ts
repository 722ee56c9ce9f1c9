import { createRoute } from "@hono/zod-openapi";
import { searchQuerySchema, searchResultsSchema } from "../../../contract/search.ts";
import { apiRoutes, errorAnswers, json, searchBoxHook } from "../../http/registry.ts";
import type { SearchIndex } from "../../search/search-index.ts";
import { searchAnswer } from "./search-route-answer.ts";

const search = createRoute({
  method: "get",
  path: "/",
  tags: ["Search"],
  summary: "Text search: up to 10 hits of each kind",
  request: { query: searchQuerySchema },
  responses: {
    200: json(searchResultsSchema, "The hits"),
    ...errorAnswers({ 400: "invalid_input: q is too long (field q; the message is a sentence to show)" }),
  },
});

/** GET /api/search?q=… (see search-answer.ts; the HTTP server usually answers it before Hono). */
export function searchRoutes(deps: { search: SearchIndex }) {
  return apiRoutes().openapi(
    search,
    async (c) => {
      const answer = await searchAnswer(deps.search, c.req.query("q") ?? null);
      // The body is JSON text already (written once for both paths, of the declared shape): sent
      // as it is, so the type checker cannot see its shape.
      const headers = { "Content-Type": "application/json", ...answer.headers };
      return new Response(answer.body, { status: answer.status, headers }) as never;
    },
    searchBoxHook,
  );
}
