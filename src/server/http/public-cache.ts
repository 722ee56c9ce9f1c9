import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { RevisionWatcher } from "./revision-watcher.ts";

interface Entry {
  body: string;
  etag: string;
  contentType: string;
}

/** Browsers revalidate every time (cheap 304s); shared caches may serve a stale copy briefly. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Keeps the serialised body and ETag of every public GET answer in memory, keyed by URL, until the
 * data revision changes. Public reads are the same for every visitor, so repeated requests skip the
 * database and JSON serialisation entirely. Only 200 answers are kept; errors are recomputed.
 */
export function createPublicCache(watcher: RevisionWatcher, maxEntries = 20_000) {
  let entries = new Map<string, Entry>();
  watcher.onChange(() => {
    entries = new Map();
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const key = c.req.url.slice(c.req.url.indexOf("/", 8));
    let entry = entries.get(key);
    if (!entry) {
      const revisionAtStart = watcher.value;
      await next();
      if (c.res.status !== 200) return;
      const body = await c.res.clone().text();
      const contentType = c.res.headers.get("Content-Type") ?? "application/json; charset=utf-8";
      const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
      entry = { body, etag: `W/"${revisionAtStart}-${hash}"`, contentType };
      // A write may have landed while we computed: only keep answers computed at the current revision.
      if (revisionAtStart === watcher.value) {
        if (entries.size >= maxEntries) entries = new Map();
        entries.set(key, entry);
      }
    }
    const headers = {
      "Content-Type": entry.contentType,
      ETag: entry.etag,
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    };
    if (matchesEtag(c.req.header("If-None-Match"), entry.etag)) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.res = new Response(entry.body, { status: 200, headers });
  };

  return { middleware, size: () => entries.size, clear: () => entries.clear() };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
