import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Repositories } from "../db/repositories/index.ts";
import { authorRoutes } from "./api/authors/routes.ts";
import { lookupRoutes } from "./api/lookups/routes.ts";
import { moleculeRoutes } from "./api/molecules/routes.ts";
import { namedReactionRoutes } from "./api/named-reactions/routes.ts";
import { protectingGroupRoutes } from "./api/protecting-groups/routes.ts";
import { searchRoutes } from "./api/search/routes.ts";
import { synthesisRoutes } from "./api/syntheses/routes.ts";
import { ApiError, type ErrorStatus, errorResponse, notFound } from "./http/errors.ts";
import { createPublicCache } from "./http/public-cache.ts";
import { requestLog } from "./http/request-log.ts";
import type { RevisionWatcher } from "./http/revision-watcher.ts";
import type { Logger } from "./logger.ts";
import type { SearchIndex } from "./search/search-index.ts";

export interface AppServices {
  repos: Repositories;
  watcher: RevisionWatcher;
  search: SearchIndex;
  logger: Logger;
  /** Extra route groups (auth, search, images…), mounted on the site or under /api before the 404s. */
  mounts?: ((targets: { app: Hono; api: Hono }) => void)[];
  /** The server-rendered web site: every path not claimed above. */
  site?: Hono;
}

/** Assembles the HTTP application: API under /api, then the extra mounts, then 404. */
export function createApp(services: AppServices): Hono {
  const { repos, watcher, logger } = services;
  const app = new Hono();
  app.use(requestLog(logger));

  const publicCache = createPublicCache(watcher);
  const api = new Hono();
  const molecules = moleculeRoutes(repos);
  const lookups = lookupRoutes(repos);
  // Public reads: cached whole, keyed by URL and data revision. ("/x/*" also matches "/x": list
  // each prefix once, or the cache would wrap its own answer.) Search is not cached: its queries are
  // endless and the index answers in well under a millisecond.
  for (const path of [
    "/syntheses/*",
    "/molecules/*",
    "/molecule/*",
    "/authors/*",
    "/named-reactions/*",
    "/protecting-groups/*",
    "/reagents",
    "/solvents",
    "/references",
  ]) {
    api.use(path, publicCache.middleware);
  }
  api.route("/syntheses", synthesisRoutes(repos));
  api.route("/molecules", molecules.list);
  api.route("/molecule/name", molecules.byName);
  api.route("/authors", authorRoutes(repos));
  api.route("/named-reactions", namedReactionRoutes(repos));
  api.route("/protecting-groups", protectingGroupRoutes(repos));
  api.route("/reagents", lookups.reagents);
  api.route("/solvents", lookups.solvents);
  api.route("/references", lookups.references);
  api.route("/search", searchRoutes(services));
  for (const mount of services.mounts ?? []) mount({ app, api });
  app.route("/api", api);
  // A sub-app's notFound is not used once mounted: unknown API paths must not fall through to pages.
  app.all("/api/*", () => errorResponse(notFound("API route")));
  if (services.site) app.route("/", services.site);

  app.notFound(() => errorResponse(notFound("Page")));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(error);
    // Hono's own 4xx (e.g. a body its validator cannot parse) keep their status in our shape.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        new ApiError(error.status as ErrorStatus, "invalid_request", error.message || "Bad request"),
      );
    }
    if (error instanceof SyntaxError && c.req.header("content-type")?.includes("json")) {
      return errorResponse(
        new ApiError(400, "invalid_json", "The body is not valid JSON", { field: "body" }),
      );
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return errorResponse(new ApiError(500, "internal_error", "Something went wrong on our side"));
  });
  return app;
}
