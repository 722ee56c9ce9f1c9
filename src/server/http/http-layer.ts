import { createRateCounters, type RateCounters } from "../auth/rate-counter.ts";
import type { HttpMetrics } from "../metrics/http-metrics.ts";
import { type AddressLanes, createAddressLanes } from "./address-lanes.ts";
import { type CachePolicy, createCachePolicy } from "./cache-policy.ts";
import { createPublicReadLimit } from "./public-api.ts";
import type { PublicApiGate } from "./public-api-middleware.ts";
import { ResponseCache } from "./response-cache.ts";
import type { RevisionWatcher } from "./revision-watcher.ts";
import { type SecurityHeaders, type SecuritySettings, securityHeaders } from "./security-headers.ts";
import { createSiteActivity, type SiteActivity } from "./site-activity.ts";

/**
 * What every answer passes through: the shared cache (policy and store), the security headers, and
 * the public API's CORS and read limit, and the site's activity (which bulk downloads give way to; http-server.ts notes it).
 */
export interface HttpLayer {
  cache: ResponseCache;
  policy: CachePolicy;
  security: SecurityHeaders;
  publicApi: PublicApiGate;
  activity: SiteActivity;
  /** Structure-worker requests per client address at once (address-lanes.ts). */
  structureLanes: AddressLanes;
  /** Requests by route and status, latency, refusals: only when METRICS_PORT is set. */
  metrics?: HttpMetrics;
}

export interface HttpLayerSettings extends SecuritySettings {
  /** Limits of the shared cache (defaults: 32 MB, 5,000 entries). */
  cacheMaxBytes?: number;
  cacheMaxEntries?: number;
  /** Public API reads per minute from one address (default 600), and whether X-Forwarded-For is trusted. */
  publicApiReadsPerMinute?: number;
  trustProxy?: boolean;
  /** Requests needing a structure worker one address may run at once (default 2; more wait in line). */
  structureCallsPerAddress?: number;
}

/** One per process; when the data revision changes the cache drops what the writes changed. */
export function createHttpLayer(
  settings: HttpLayerSettings,
  watcher: RevisionWatcher,
  counters: RateCounters = createRateCounters(),
  metrics?: HttpMetrics,
): HttpLayer {
  const cache = new ResponseCache({
    maxBytes: settings.cacheMaxBytes ?? 32 * 2 ** 20,
    maxEntries: settings.cacheMaxEntries ?? 5_000,
  });
  watcher.onChange((revision, changed) => cache.invalidate(revision, changed));
  return {
    cache,
    policy: createCachePolicy({ publicUrl: settings.publicUrl }),
    security: securityHeaders(settings),
    publicApi: {
      limit: createPublicReadLimit(counters, settings.publicApiReadsPerMinute ?? 600),
      trustProxy: settings.trustProxy ?? false,
    },
    activity: createSiteActivity(),
    structureLanes: createAddressLanes({ perAddress: settings.structureCallsPerAddress ?? 2, waiting: 16 }),
    metrics,
  };
}
