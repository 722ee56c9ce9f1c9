import type { Repositories } from "../../db/repositories/index.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import type { SiteServices } from "../../web/lib/site-context.ts";
import { structureQueryFrom, structureSearchResults } from "../api/search/structure-routes.ts";
import type { Config } from "../config.ts";
import { ApiError, databaseUnavailable, serviceUnavailable } from "../http/errors.ts";
import type { SearchIndex } from "../search/search-index.ts";
import type { StructureSearch } from "../search/structure-search.ts";
import type { PreviewService } from "./preview-service.ts";

/** Without the review services (scripts, some tests) every preview link is unknown. */
const noPreview: PreviewService = {
  open: async () => ({ ok: false, status: 404, message: "this preview link is not valid" }),
  openDraft: async () => ({
    ok: false,
    status: 404,
    message: "there is no such draft among yours",
    problems: [],
  }),
};

/** The services page loaders may use: the same repository functions as the JSON API. */
export function createSiteServices(deps: {
  repos: Repositories;
  search: SearchIndex;
  /** Structure search (runtime.ts hands it in; without it every structure query finds nothing). */
  structureSearch?: Pick<StructureSearch, "search">;
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
    syntheses: outageAware(repos.syntheses),
    molecules: outageAware({
      ...repos.molecules,
      smilesByStructure: repos.moleculeSmiles.byStructure,
      structureByInchiKey: repos.moleculeIdentifiers.publishedStructureByInchiKey,
    }),
    authors: outageAware(repos.authors),
    namedReactions: outageAware(repos.namedReactions),
    protectingGroups: outageAware(repos.protectingGroups),
    lookupPages: outageAware(repos.lookupPages),
    pageDateRows: outageAware(repos.pageDates).rows,
    citationDates: outageAware(repos.citationDates),
    search: (q) => search.search(q),
    structureSearch: async (params) => {
      const engine = deps.structureSearch;
      try {
        const query = structureQueryFrom((name) => params[name]);
        if (!engine) throw serviceUnavailable("Structure search is not available here");
        return { ok: true, results: await structureSearchResults(engine, query) };
      } catch (error) {
        // A refusal of the query, or RDKit overrunning or failing on it: said next to the form.
        if (error instanceof ApiError && error.field) {
          return { ok: false, field: error.field, message: error.message };
        }
        // No RDKit worker free: the "try again" page with status 503.
        if (error instanceof ApiError && error.status === 503) {
          throw new Response(error.message, { status: 503, statusText: "Service Unavailable" });
        }
        return unavailableResponse(error);
      }
    },
    preview: outageAware(deps.preview ?? noPreview),
    corrections: outageAware(repos.corrections),
  };
}

/**
 * The same object, except that a call failing because the database cannot be reached throws a
 * 503 response instead: the page's error boundary then shows the "try again" page with status 503
 * (and site-routes.ts adds Retry-After), not a 500.
 */
export function outageAware<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result = value.apply(object, args);
          return result instanceof Promise ? result.catch(unavailableResponse) : result;
        } catch (error) {
          return unavailableResponse(error);
        }
      };
    },
  });
}

function unavailableResponse(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  throw new Response(databaseUnavailable().message, { status: 503, statusText: "Service Unavailable" });
}
