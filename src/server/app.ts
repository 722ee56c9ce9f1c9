import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { notFound } from "../domain/errors.ts";
import type { Mount } from "./api/mounts.ts";
import { type OpenApiDocument, openApiDocumentOf } from "./api/openapi/document.ts";
import { openApiRoutes } from "./api/openapi/routes.ts";
import { addressLanesMiddleware } from "./http/address-lanes.ts";
import { bodyLimits } from "./http/body-limit.ts";
import { isTooLong, requestTarget } from "./http/cache-policy.ts";
import {
  asApiError,
  databaseUnavailable,
  type ErrorStatus,
  errorResponse,
  fromDomain,
  internalError,
  invalidJson,
  invalidRequest,
  unsupportedMediaType,
  uriTooLong,
} from "./http/errors.ts";
import { createHttpLayer, type HttpLayer } from "./http/http-layer.ts";
import { redactTarget } from "./http/log-redaction.ts";
import { privateAnswers } from "./http/private-answers.ts";
import { publicApiMiddleware } from "./http/public-api-middleware.ts";
import { apiRoutes } from "./http/registry.ts";
import { requestIdMiddleware } from "./http/request-id.ts";
import { requestLog } from "./http/request-log.ts";
import { requestMetrics } from "./http/request-metrics.ts";
import type { RevisionWatcher } from "./http/revision-watcher.ts";
import { securityMiddleware } from "./http/security-middleware.ts";
import { sharedCacheMiddleware } from "./http/shared-cache-middleware.ts";
import type { Logger } from "./logger.ts";
import { structureApiError } from "./structures/rdkit-errors.ts";

export interface AppServices {
  watcher: RevisionWatcher;
  logger: Logger;
  /** The shared cache and security headers (runtime.ts makes one per process from the config). */
  http?: HttpLayer;
  /**
   * The route groups in order (the server's list is api/mounts.ts), mounted before the 404s; `root`
   * holds the declared routes outside /api (in the document under their own paths).
   */
  mounts?: Mount[];
  /** The server-rendered web site: every path not claimed above. */
  site?: Hono;
}

const documents = new WeakMap<Hono, () => OpenApiDocument>();
/** The OpenAPI document of an app createApp made (what GET /api/openapi.json answers). */
export function apiDocumentOf(app: Hono): OpenApiDocument {
  const document = documents.get(app);
  if (!document) throw new Error("Not an app of createApp");
  return document();
}

/**
 * Assembles the HTTP application: request id, metrics, request log, URL length limit, the public API's CORS and read
 * limit (http/public-api.ts), the shared cache (which public
 * answers are kept is decided in http/cache-policy.ts), security headers, the body limit, then the
 * route groups of the mount list (api/mounts.ts) under /api and on the root, the OpenAPI document, the
 * site, and 404.
 */
export function createApp(services: AppServices): Hono {
  const { watcher, logger } = services;
  const http =
    services.http ??
    createHttpLayer(
      { publicUrl: "", imagesBaseUrl: "/images", analyticsMeasurementId: "", donationFormAction: "" },
      watcher,
    );
  const app = new Hono();
  // First, so every line logged for the request (its request line included) carries its id.
  app.use(requestIdMiddleware());
  if (http.metrics) app.use(requestMetrics(http.metrics));
  app.use(requestLog(logger));
  app.use(async (c, next) => {
    if (isTooLong(requestTarget(c.req.url))) {
      const refused = errorResponse(uriTooLong());
      for (const [name, value] of Object.entries(http.security.nonHtml)) refused.headers.set(name, value);
      return refused;
    }
    await next();
  });
  app.use(
    publicApiMiddleware({
      gate: http.publicApi,
      cache: http.cache,
      policy: http.policy,
      nonHtml: http.security.nonHtml,
    }),
  );
  app.use(sharedCacheMiddleware({ cache: http.cache, policy: http.policy, watcher }));
  // Answers to a session are the caller's own: never stored by a browser or proxy.
  app.use("/api/*", privateAnswers());
  app.use(securityMiddleware(http.security));
  // Every route's body is limited (64 KB unless the route declares its own with bodyLimit).
  app.use(bodyLimits());
  // Requests that need a structure worker: each client address in its own line (address-lanes.ts).
  const lanes = addressLanesMiddleware(http.structureLanes, { trustProxy: http.publicApi.trustProxy });
  for (const path of [
    "/api/structures/*",
    "/api/import/*",
    "/api/search/structure",
    "/api/search/structure/*",
  ])
    app.use(path, lanes);

  // The API's route groups, declared in one registry (http/registry.ts) that also makes its document;
  // the list of what is mounted, in order, is api/mounts.ts.
  const api = apiRoutes();
  const root = apiRoutes();
  const document = openApiDocumentOf(api, root);
  documents.set(app, document);
  for (const mount of services.mounts ?? []) mount({ app, api, root });
  // Last, so the reference lists the archive's own routes first.
  api.route("/", openApiRoutes(document));
  app.route("/api", api);
  app.route("/", root);
  // A sub-app's notFound is not used once mounted: unknown API paths must not fall through to pages.
  app.all("/api/*", () => errorResponse(fromDomain(notFound("API route"))));
  if (services.site) app.route("/", services.site);

  app.notFound(() => errorResponse(fromDomain(notFound("Page"))));
  app.onError((error, c) => {
    // Ours, or a command's refusal (src/domain/errors.ts) mapped to its status.
    const refusal = asApiError(error);
    if (refusal) return errorResponse(refusal);
    // An outage is not a bug: 503 with Retry-After (the request log has the line; the revision
    // poller logs the outage once).
    if (isDatabaseUnavailable(error)) return errorResponse(databaseUnavailable());
    // RDKit's worker failed, overran or was busy on a path that did not name its field.
    const structure = structureApiError(error, undefined);
    if (structure) return errorResponse(structure);
    // A declared route's body gate (http/registry.ts) answers in our shape: 415 for another
    // media type, invalid_json for a body that does not parse.
    if (error instanceof HTTPException && error.status === 415) return errorResponse(unsupportedMediaType());
    if (error instanceof HTTPException && error.message === "Malformed JSON in request body") {
      return errorResponse(invalidJson());
    }
    // Hono's own 4xx (e.g. a body its validator cannot parse) keep their status in our shape.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(invalidRequest(error.status as ErrorStatus, error.message || "Bad request"));
    }
    if (error instanceof SyntaxError && c.req.header("content-type")?.includes("json")) {
      return errorResponse(invalidJson());
    }
    logger.error({ err: error, path: redactTarget(c.req.path) }, "unhandled error");
    return errorResponse(internalError());
  });
  return app;
}
