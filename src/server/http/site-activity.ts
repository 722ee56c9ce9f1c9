/**
 * Whether requests are arriving right now, so long jobs (the bulk downloads) can give way
 * (http/background-pace.ts). The HTTP server (http-server.ts) notes every request's arrival, cache
 * hits included, before anything else; the site counts as busy until `quietMs` have passed without
 * one. Only arrivals are noted, not ends: the hit path stays one timestamp heavier. A site served
 * flat out is busy all the time; one with a request every 100 ms, a tenth of it. The downloads
 * themselves do not count, or a download would slow itself.
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
  const quietMs = options.quietMs ?? 10;
  const now = options.now ?? (() => performance.now());
  let lastArrival = Number.NEGATIVE_INFINITY;
  return {
    arrived(path) {
      if (!isBulkDownload(path)) lastArrival = now();
    },
    busy: () => now() - lastArrival < quietMs,
  };
}
