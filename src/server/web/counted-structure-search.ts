import type { SiteServices } from "../../web/lib/site-context.ts";
import type { PublicReadLimit } from "../http/public-api.ts";

/**
 * A page's structure search (the search page's loader: /search?structure=… and its .data request)
 * counted against the public read limit of the client's address group, as the same search through
 * GET /api/search/structure is: otherwise the page would be a way around PUBLIC_API_READS_PER_MINUTE.
 * A page from the shared cache runs no search and is not counted. Over the limit the loader throws
 * a 429 response, which the page's error boundary shows; `refused` hears the seconds to wait, for
 * the Retry-After the site adds (site-routes.ts).
 */
export function countedStructureSearch(
  search: SiteServices["structureSearch"],
  limit: Pick<PublicReadLimit, "take">,
  group: string,
  refused: (wait: number) => void,
): SiteServices["structureSearch"] {
  return async (params) => {
    const { wait } = await limit.take(group);
    if (wait > 0) {
      refused(wait);
      throw new Response("Too many structure searches from this address; try again in a minute", {
        status: 429,
        statusText: "Too Many Requests",
        headers: { "Retry-After": String(wait) },
      });
    }
    return search(params);
  };
}
