import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { RevisionWatcher } from "./revision-watcher.ts";

interface Entry {
  /** Encoded once: answering from the cache copies bytes, it never re-encodes text. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
  storedAt: number;
  /** Compressed once, on the first request that accepts gzip (large JSON lists shrink ~10×). */
  gzip?: Uint8Array<ArrayBuffer>;
}

const COMPRESS_FROM_BYTES = 1024;

/** Entries also expire after this long, so time-relative text (createdAtHuman) stays current. */
const MAX_AGE_MS = 10 * 60 * 1000;

/** Browsers revalidate every time (cheap 304s); shared caches may serve a stale copy briefly. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Keeps the serialised body and ETag of every public GET answer in memory, keyed by URL, until the
 * data revision changes. Public reads are the same for every visitor, so repeated requests skip the
 * database and JSON serialisation entirely. Only 200 answers are kept; errors are recomputed.
 */
export function createPublicCache(watcher: RevisionWatcher, maxBytes = 64 * 2 ** 20) {
  let entries = new Map<string, Entry>();
  let bytes = 0;
  watcher.onChange(() => {
    entries = new Map();
    bytes = 0;
  });
  /** Keeps memory bounded: drops the oldest entries (Map order is insertion order). */
  const remember = (key: string, entry: Entry) => {
    const replaced = entries.get(key);
    if (replaced) bytes -= replaced.body.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.body.length;
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const key = c.req.url.slice(c.req.url.indexOf("/", 8));
    let entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) entry = undefined;
    if (!entry) {
      const revisionAtStart = watcher.value;
      await next();
      if (c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const contentType = c.res.headers.get("Content-Type") ?? "application/json; charset=utf-8";
      const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
      entry = { body, etag: `W/"${revisionAtStart}-${hash}"`, contentType, storedAt: Date.now() };
      // A write may have landed while we computed: only keep answers computed at the current revision.
      if (revisionAtStart === watcher.value) remember(key, entry);
    }
    const headers: Record<string, string> = {
      "Content-Type": entry.contentType,
      ETag: entry.etag,
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      Vary: "Accept-Encoding",
    };
    if (c.req.method === "HEAD") {
      c.res = new Response(null, { status: 200, headers });
      return;
    }
    if (matchesEtag(c.req.header("If-None-Match"), entry.etag)) {
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    if (entry.body.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) {
      entry.gzip ??= new Uint8Array(gzipSync(entry.body));
      headers["Content-Encoding"] = "gzip";
      headers["Content-Length"] = String(entry.gzip.length);
      c.res = new Response(entry.gzip, { status: 200, headers });
      return;
    }
    headers["Content-Length"] = String(entry.body.length);
    c.res = new Response(entry.body, { status: 200, headers });
  };

  return { middleware, size: () => entries.size };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
