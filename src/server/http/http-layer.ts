import { type CachePolicy, createCachePolicy } from "./cache-policy.ts";
import { ResponseCache } from "./response-cache.ts";
import type { RevisionWatcher } from "./revision-watcher.ts";
import { type SecurityHeaders, type SecuritySettings, securityHeaders } from "./security-headers.ts";

/** What every answer passes through: the shared cache (policy and store) and the security headers. */
export interface HttpLayer {
  cache: ResponseCache;
  policy: CachePolicy;
  security: SecurityHeaders;
}

export interface HttpLayerSettings extends SecuritySettings {
  /** Limits of the shared cache (defaults: 32 MB, 5,000 entries). */
  cacheMaxBytes?: number;
  cacheMaxEntries?: number;
}

/** One per process; the cache empties whenever the data revision changes. */
export function createHttpLayer(settings: HttpLayerSettings, watcher: RevisionWatcher): HttpLayer {
  const cache = new ResponseCache({
    maxBytes: settings.cacheMaxBytes ?? 32 * 2 ** 20,
    maxEntries: settings.cacheMaxEntries ?? 5_000,
  });
  watcher.onChange(() => cache.clear());
  return {
    cache,
    policy: createCachePolicy({ publicUrl: settings.publicUrl }),
    security: securityHeaders(settings),
  };
}
