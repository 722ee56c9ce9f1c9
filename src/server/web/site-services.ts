import type { Repositories } from "../../db/repositories/index.ts";
import type { SiteServices } from "../../web/lib/site-context.ts";
import type { Config } from "../config.ts";
import type { SearchIndex } from "../search/search-index.ts";

/** The services page loaders may use: the same repository functions as the JSON API. */
export function createSiteServices(deps: {
  repos: Repositories;
  search: SearchIndex;
  config: Config;
}): SiteServices {
  const { repos, search, config } = deps;
  return {
    settings: {
      siteName: config.SITE_NAME,
      imagesBaseUrl: config.IMAGES_BASE_URL,
      publicUrl: config.PUBLIC_URL,
    },
    syntheses: repos.syntheses,
    molecules: repos.molecules,
    authors: repos.authors,
    namedReactions: repos.namedReactions,
    protectingGroups: repos.protectingGroups,
    search: (q) => search.search(q),
  };
}
