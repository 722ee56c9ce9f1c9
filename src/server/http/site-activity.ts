/**
 * Whether the site is serving someone right now, so long jobs (the bulk downloads) can give way
 * (http/background-pace.ts). The HTTP server (http-server.ts) notes every request's arrival, cache
 * hits included, before anything else; the site counts as busy until `quietMs` have passed without
 * one. Only arrivals are noted, not ends: a cached page costs less than a timestamp's worth of
 * bookkeeping more, and a reader's next request follows the last answer within milliseconds.
 * The downloads themselves do not count, or a download would slow itself.
 */
export interface SiteActivity {
  arrived(path: string): void;
  busy(): boolean;
}

export interface SiteActivityOptions {
  quietMs?: number;
  now?: () => number;
}

/** Bulk downloads under /api/export/ are the work that gives way, not the work it gives way to. */
export const isBulkDownload = (path: string) => path.startsWith("/api/export/");

export function createSiteActivity(options: SiteActivityOptions = {}): SiteActivity {
  const quietMs = options.quietMs ?? 100;
  const now = options.now ?? (() => performance.now());
  let lastArrival = Number.NEGATIVE_INFINITY;
  return {
    arrived(path) {
      if (!isBulkDownload(path)) lastArrival = now();
    },
    busy: () => now() - lastArrival < quietMs,
  };
}
