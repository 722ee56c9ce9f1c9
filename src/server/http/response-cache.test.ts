import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.ts";

const body = (size: number, fill = 97) => new Uint8Array(size).fill(fill);
const json = { "content-type": "application/json" };

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("response cache", () => {
  it("stays within its entry limit and byte limit however many keys arrive", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntries: 500 });
    let largest = 0;
    let mostBytes = 0;
    const page = body(300);
    for (let i = 0; i < 100_000; i++) {
      cache.set(cache.createEntry(`/search?q=${i}`, page, json, 1));
      largest = Math.max(largest, cache.size);
      mostBytes = Math.max(mostBytes, cache.bytes);
    }
    expect(largest).toBeLessThanOrEqual(500);
    expect(mostBytes).toBeLessThanOrEqual(1_000_000);
    // About 2 KB an entry in all (1 KB of it overhead): the byte limit is reached first here.
    expect(cache.size).toBeGreaterThan(400);
  });

  it("counts keys, headers and overhead, not only bodies", () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000, maxEntries: 10 });
    const entry = cache.createEntry(`/x?${"k".repeat(1000)}`, body(10), json, 1);
    cache.set(entry);
    expect(cache.bytes).toBeGreaterThan(10 + 2000 + 500);
  });

  it("evicts the least recently used entry first", () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000, maxEntries: 2 });
    cache.set(cache.createEntry("/a", body(10), json, 1));
    cache.set(cache.createEntry("/b", body(10), json, 1));
    expect(cache.get("/a")).toBeDefined();
    cache.set(cache.createEntry("/c", body(10), json, 1));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("forgets entries older than ten minutes", () => {
    const c = clock();
    const cache = new ResponseCache({ maxBytes: 10_000_000, maxEntries: 10, now: c.now });
    cache.set(cache.createEntry("/a", body(10), json, 1));
    c.advance(10 * 60 * 1000);
    expect(cache.get("/a")).toBeDefined();
    c.advance(1);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("answers 304 to a matching If-None-Match, gzip when accepted, no body to HEAD", () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000, maxEntries: 10 });
    const entry = cache.createEntry(
      "/a",
      body(5000),
      { ...json, "Cache-Control": "public, max-age=3600" },
      7,
    );
    cache.set(entry);
    expect(entry.etag).toMatch(/^W\/"7-[A-Za-z0-9_-]{20}"$/);
    expect(entry.plain["cache-control"]).toBe("public, max-age=3600");
    expect(entry.plain["content-length"]).toBe("5000");
    expect(cache.answer(entry, { method: "GET", ifNoneMatch: `"x", ${entry.etag}` }).status).toBe(304);
    const zipped = cache.answer(entry, { method: "GET", acceptEncoding: "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body ?? new Uint8Array()).length).toBe(5000);
    expect(cache.answer(entry, { method: "HEAD" }).body).toBeNull();
    const plain = cache.answer(entry, { method: "GET" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body?.length).toBe(5000);
  });

  it("sets the public Cache-Control when the answer has none", () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000, maxEntries: 10 });
    const entry = cache.createEntry("/a", body(10), { ...json, "Content-Length": "10", Date: "x" }, 1);
    expect(entry.plain["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(entry.plain.date).toBeUndefined();
    expect(entry.plain.vary).toBe("Accept-Encoding");
  });
});

describe("response cache: writes drop what they change", () => {
  const tagged = (cache: ResponseCache, key: string, tags: string[], revision = 1) =>
    cache.createEntry(key, body(10), json, revision, tags);

  it("drops the answers naming a changed tag and keeps the others, with their bytes", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    cache.set(tagged(cache, "/api/syntheses/1", ["synthesis:1", "reference-data"]));
    cache.set(tagged(cache, "/api/syntheses/2", ["synthesis:2", "reference-data"]));
    cache.set(tagged(cache, "/api/molecules/5", ["molecule:5"]));
    cache.set(tagged(cache, "/api/openapi.json", []));
    const kept = cache.get("/api/syntheses/2")?.cost ?? 0;

    cache.invalidate(2, new Set(["synthesis:1", "archive"]));
    expect(cache.get("/api/syntheses/1")).toBeUndefined();
    expect(cache.get("/api/syntheses/2")).toBeDefined();
    expect(cache.get("/api/molecules/5")).toBeDefined();
    expect(cache.dropped).toBe(1);

    cache.invalidate(3, new Set(["reference-data"]));
    expect(cache.get("/api/syntheses/2")).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(
      (cache.get("/api/molecules/5")?.cost ?? 0) + (cache.get("/api/openapi.json")?.cost ?? 0),
    );
    expect(kept).toBeGreaterThan(0);
  });

  it("drops every answer, untagged ones too, when what changed is unknown", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    cache.set(tagged(cache, "/api/molecules/5", ["molecule:5"]));
    cache.set(tagged(cache, "/api/openapi.json", []));
    cache.invalidate(2, null);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("tells an answer computed while a write landed whether that write changed what it shows", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    cache.invalidate(5, null);
    expect(cache.unchangedSince(5, ["synthesis:1"])).toBe(true);
    cache.invalidate(6, new Set(["synthesis:2", "archive"]));
    expect(cache.unchangedSince(5, ["synthesis:1"])).toBe(true);
    expect(cache.unchangedSince(5, ["archive"])).toBe(false);
    expect(cache.unchangedSince(6, ["archive"])).toBe(true);
    cache.invalidate(7, null);
    expect(cache.unchangedSince(6, ["synthesis:1"])).toBe(false);
    expect(cache.unchangedSince(6, [])).toBe(false);
  });

  it("refuses an answer begun before the writes it still remembers", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, maxEntries: 100 });
    for (let revision = 2; revision < 2 + 300; revision++)
      cache.invalidate(revision, new Set(["synthesis:9"]));
    // Begun at revision 1: the changes of the oldest revisions after it are forgotten.
    expect(cache.unchangedSince(1, ["synthesis:1"])).toBe(false);
    expect(cache.unchangedSince(290, ["synthesis:1"])).toBe(true);
  });
});
