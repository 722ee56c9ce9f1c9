import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { ChangeTag } from "../../domain/change-tags.ts";

/** Browsers revalidate every time (cheap 304s); shared caches may serve a stale copy briefly. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;
/** Memory of a Map slot, the entry object, its header objects and buffers' own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** Writes remembered, so an answer computed while a write landed can tell whether it is stale. */
const CHANGES_REMEMBERED = 256;
/** Headers that describe one transfer, not the stored answer. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
]);

export type HeaderMap = Record<string, string>;

/** A stored answer, with the headers of each way of sending it computed once. */
export interface CacheEntry {
  readonly key: string;
  readonly body: Uint8Array;
  readonly etag: string;
  readonly storedAt: number;
  /** Headers of a plain 200 (with Content-Length) and of a 304. */
  readonly plain: HeaderMap;
  readonly notModified: HeaderMap;
  /** Compressed once, on the first request that accepts gzip. */
  gzip?: { body: Uint8Array; headers: HeaderMap };
  /** Bytes this entry holds against the limit. */
  cost: number;
  /** The route pattern that made the answer: a hit is counted under it (metrics/http-metrics.ts). */
  route?: string;
  /**
   * What the answer shows (cache-tags.ts): a write that changes one of them drops it. Without tags
   * only a write whose changes are unknown (which drops everything) or the age limit removes it.
   */
  tags: readonly ChangeTag[];
}

/** What to send for one request: from the cache (middleware and the raw listener share this). */
export interface CachedAnswer {
  status: 200 | 304;
  headers: HeaderMap;
  /** Null for HEAD and 304. */
  body: Uint8Array | null;
}

export interface ResponseCacheOptions {
  /** Bytes of bodies, compressed copies, keys, headers and per-entry overhead together. */
  maxBytes: number;
  maxEntries: number;
  /** Entries also expire after this long, so time-relative text ("2 days ago") stays current. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The shared in-memory cache of public answers, keyed by cache-policy keys. When the data revision
 * changes, the answers naming a tag the writes changed are dropped (all of them when what changed
 * is unknown). Least recently used entries go first once either limit is reached.
 */
export class ResponseCache {
  #entries = new Map<string, CacheEntry>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #dropped = 0;
  /** The latest revisions' changes (null: everything), oldest first; see `unchangedSince`. */
  #changes: { revision: number; changed: ReadonlySet<ChangeTag> | null }[] = [];
  /** Changes up to this revision are no longer remembered. */
  #forgottenUpTo = 0;
  readonly #options: Required<ResponseCacheOptions>;

  constructor(options: ResponseCacheOptions) {
    this.#options = { maxAgeMs: 10 * 60 * 1000, now: Date.now, ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Lookups by `lookup` that found an answer, and those that did not (the metrics read them). */
  get hits(): number {
    return this.#hits;
  }

  get misses(): number {
    return this.#misses;
  }

  /** Entries dropped because a write changed what they show. */
  get dropped(): number {
    return this.#dropped;
  }

  clear(): void {
    this.#dropped += this.#entries.size;
    this.#entries = new Map();
    this.#bytes = 0;
  }

  /**
   * The data moved on to `revision`; `changed` holds the tags of the writes since the revision
   * before (null: unknown, so every answer goes). Drops the answers naming one of them.
   */
  invalidate(revision: number, changed: ReadonlySet<ChangeTag> | null): void {
    this.#changes.push({ revision, changed });
    if (this.#changes.length > CHANGES_REMEMBERED) {
      this.#forgottenUpTo = this.#changes.shift()?.revision ?? this.#forgottenUpTo;
    }
    if (changed === null) {
      this.clear();
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((tag) => changed.has(tag))) {
        this.#entries.delete(key);
        this.#bytes -= entry.cost;
        this.#dropped++;
      }
    }
  }

  /**
   * True when no write since `revision` changed any of `tags`: an answer computed from the data of
   * `revision` (a write may have landed while it was made) is still current and may be kept.
   */
  unchangedSince(revision: number, tags: readonly ChangeTag[]): boolean {
    if (revision < this.#forgottenUpTo) return false;
    for (const { revision: at, changed } of this.#changes) {
      if (at <= revision) continue;
      if (changed === null || tags.some((tag) => changed.has(tag))) return false;
    }
    return true;
  }

  /** The live entry for `key` (marked as recently used), or undefined. */
  get(key: string): CacheEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#options.now() - entry.storedAt > this.#options.maxAgeMs) {
      this.#bytes -= entry.cost;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * `get`, counted as a hit or a miss, for a look-up that decides how a request is answered. The raw
   * listener's misses are not counted (`countMiss: false`): the app's cache middleware looks the
   * same request up again and counts it.
   */
  lookup(key: string, options: { countMiss?: boolean } = {}): CacheEntry | undefined {
    const entry = this.get(key);
    if (entry) this.#hits++;
    else if (options.countMiss !== false) this.#misses++;
    return entry;
  }

  /**
   * Builds the entry for a 200 answer's body and headers (ETag from the revision and the bytes).
   * The caller decides whether to keep it with `set`.
   */
  createEntry(
    key: string,
    body: Uint8Array,
    headers: HeaderMap,
    revision: number,
    tags: readonly ChangeTag[] = [],
  ): CacheEntry {
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
    const etag = `W/"${revision}-${hash}"`;
    // Lower-case names throughout, so no header can appear twice in two spellings.
    const base: HeaderMap = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (!TRANSFER_HEADERS.has(lower)) base[lower] = value;
    }
    base.etag = etag;
    base.vary = "Accept-Encoding";
    base["cache-control"] ??= PUBLIC_CACHE_CONTROL;
    const entry: CacheEntry = {
      key,
      body,
      etag,
      storedAt: this.#options.now(),
      plain: { ...base, "content-length": String(body.byteLength) },
      notModified: base,
      cost: 0,
      tags,
    };
    entry.cost = ENTRY_OVERHEAD_BYTES + key.length * 2 + body.byteLength + 2 * headerChars(entry.plain) * 2;
    return entry;
  }

  set(entry: CacheEntry): void {
    const replaced = this.#entries.get(entry.key);
    if (replaced) {
      this.#entries.delete(entry.key);
      this.#bytes -= replaced.cost;
    }
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.cost;
    this.#evict();
  }

  /** The answer to a GET or HEAD from `entry`: 304 for a matching If-None-Match, gzip when accepted. */
  answer(
    entry: CacheEntry,
    request: { method: string; ifNoneMatch?: string; acceptEncoding?: string },
  ): CachedAnswer {
    if (request.ifNoneMatch !== undefined && matchesEtag(request.ifNoneMatch, entry.etag)) {
      return { status: 304, headers: entry.notModified, body: null };
    }
    const head = request.method === "HEAD";
    if (entry.body.byteLength >= COMPRESS_FROM_BYTES && request.acceptEncoding?.includes("gzip")) {
      const gzip = entry.gzip ?? this.#compress(entry);
      return { status: 200, headers: gzip.headers, body: head ? null : gzip.body };
    }
    return { status: 200, headers: entry.plain, body: head ? null : entry.body };
  }

  #compress(entry: CacheEntry) {
    const body = new Uint8Array(gzipSync(entry.body));
    const gzip = {
      body,
      headers: {
        ...entry.notModified,
        "content-encoding": "gzip",
        "content-length": String(body.byteLength),
      },
    };
    entry.gzip = gzip;
    entry.cost += body.byteLength;
    // The entry may have been dropped meanwhile (a write changed it): only count what is held.
    if (this.#entries.get(entry.key) === entry) {
      this.#bytes += body.byteLength;
      this.#evict();
    }
    return gzip;
  }

  #evict(): void {
    const { maxBytes, maxEntries } = this.#options;
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= maxBytes && this.#entries.size <= maxEntries) break;
      this.#entries.delete(key);
      this.#bytes -= entry.cost;
    }
  }
}

function headerChars(headers: HeaderMap): number {
  let chars = 0;
  for (const [name, value] of Object.entries(headers)) chars += name.length + value.length;
  return chars;
}

export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
