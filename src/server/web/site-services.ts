import type { Repositories } from "../../db/repositories/index.ts";
import type { SiteServices } from "../../web/lib/site-context.ts";
import type { Config } from "../config.ts";
import type { SearchIndex } from "../search/search-index.ts";
import type { PreviewService } from "./preview-service.ts";

/** Without the review services (scripts, some tests) every preview link is unknown. */
const noPreview: PreviewService = {
  open: async () => ({ ok: false, status: 404, message: "this preview link is not valid" }),
};

/** The services page loaders may use: the same repository functions as the JSON API. */
export function createSiteServices(deps: {
  repos: Repositories;
  search: SearchIndex;
  config: Config;
  /** The submitter's private preview (runtime.ts hands it in). */
  preview?: PreviewService;
}): SiteServices {
  const { repos, search, config } = deps;
  return {
    settings: {
      siteName: config.SITE_NAME,
      imagesBaseUrl: config.IMAGES_BASE_URL,
      publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
      analyticsMeasurementId: config.ANALYTICS_MEASUREMENT_ID,
      donation: { action: config.DONATION_FORM_ACTION, fields: config.DONATION_FORM_FIELDS },
      contact: {
        chemistry: { name: config.CONTACT_CHEMISTRY_NAME, url: config.CONTACT_CHEMISTRY_URL },
        programming: { name: config.CONTACT_PROGRAMMING_NAME, url: config.CONTACT_PROGRAMMING_URL },
      },
      copyrightYears: config.COPYRIGHT_YEARS,
    },
    viewer: null,
    syntheses: repos.syntheses,
    molecules: repos.molecules,
    authors: repos.authors,
    namedReactions: repos.namedReactions,
    protectingGroups: repos.protectingGroups,
    search: (q) => search.search(q),
    preview: deps.preview ?? noPreview,
  };
}
