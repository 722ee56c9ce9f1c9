import { searchQuerySchema } from "../../../contract/search.ts";
import { fromZod } from "../../http/registry.ts";
import type { SearchIndex } from "../../search/search-index.ts";

/** Browsers and shared caches may keep an answer a minute (the server itself does not keep them). */
const SEARCH_CACHE_CONTROL = "public, max-age=60";

export interface SearchAnswer {
  status: 200 | 400;
  /** JSON text: the results, or the error naming the field. */
  body: string;
  /** Besides Content-Type (JSON): the cache lifetime of a result. */
  headers: Record<string, string>;
}

/**
 * GET /api/search?q=… -> {authors, molecules, namedReactions, reagents, solvents, syntheses}, 10 hits
 * each.
 * One function for the Hono route and for the HTTP server's direct path (http-server.ts), so both
 * answer byte for byte the same.
 */
export async function searchAnswer(
  search: Pick<SearchIndex, "searchJson">,
  q: string | null,
): Promise<SearchAnswer> {
  const parsed = searchQuerySchema.safeParse({ q: q ?? undefined });
  if (!parsed.success) {
    return {
      status: 400,
      body: JSON.stringify(fromZod({ ...parsed, target: "query" }, { sentence: true }).toBody()),
      headers: {},
    };
  }
  return {
    status: 200,
    body: await search.searchJson(parsed.data.q),
    headers: { "cache-control": SEARCH_CACHE_CONTROL },
  };
}
