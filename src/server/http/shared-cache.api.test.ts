import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cache = () => t.runtime.http.cache;

describe("shared response cache", () => {
  it("a HEAD on an answer not yet cached stores nothing, and the next GET gets the real JSON", async () => {
    cache().clear();
    const head = await t.request("/api/authors", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cache().size).toBe(0);
    const get = await t.request("/api/authors");
    expect(get.headers.get("content-type")).toBe("application/json");
    const authors = (await get.json()) as { url: string }[];
    expect(authors.some((a) => a.url === "robert-b-woodward")).toBe(true);
    expect(cache().size).toBe(1);
  });

  it("a HEAD on a cached answer gets its headers and no body", async () => {
    await t.request("/api/named-reactions");
    const head = await t.request("/api/named-reactions", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(await head.text()).toBe("");
  });

  it("keeps only 200 answers", async () => {
    cache().clear();
    expect((await t.request("/api/syntheses/999999")).status).toBe(404);
    expect((await t.request("/api/authors/nobody-of-that-name")).status).toBe(404);
    expect(cache().size).toBe(0);
  });

  it("never serves or stores an answer for a request that carries a session", async () => {
    cache().clear();
    const withSession = { headers: { Cookie: "synthesis_session=abc" } };
    const personal = await t.request("/api/solvents", withSession);
    expect(personal.status).toBe(200);
    expect(personal.headers.get("etag")).toBeNull();
    expect(cache().size).toBe(0);
    await t.request("/api/solvents");
    expect(cache().size).toBe(1);
    const again = await t.request("/api/solvents", withSession);
    expect(again.headers.get("etag")).toBeNull();
  });

  it("parameters the route does not read share one entry", async () => {
    cache().clear();
    for (let i = 0; i < 50; i++) {
      const res = await t.request(`/api/reagents?junk=${i}&utm_source=x${i}`);
      expect(res.status).toBe(200);
    }
    expect(cache().size).toBe(1);
  });

  it("answers 414 to a request target longer than 2 KB, and stores nothing", async () => {
    cache().clear();
    const res = await t.request(`/api/reagents?junk=${"x".repeat(2100)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({
      error: { code: "uri_too_long", message: "The address is too long", field: "url" },
    });
    expect(cache().size).toBe(0);
  });

  it("a gzip copy counts against the memory limit", async () => {
    cache().clear();
    await t.request("/api/reagents");
    const before = cache().bytes;
    const zipped = await t.request("/api/reagents", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const gzipLength = Number(zipped.headers.get("content-length"));
    expect(gzipLength).toBeGreaterThan(100);
    expect(cache().bytes).toBe(before + gzipLength);
  });

  it("empties when the data revision changes", async () => {
    await t.request("/api/reagents");
    expect(cache().size).toBeGreaterThan(0);
    await t.runtime.repos.revisions.bump();
    await t.runtime.watcher.refresh();
    expect(cache().size).toBe(0);
  });
});

describe("security headers", () => {
  it("every answer carries nosniff, the referrer policy and a CSP that allows nothing for JSON", async () => {
    for (const path of [
      "/api/syntheses/count",
      "/api/syntheses/999999",
      "/api/search?q=quinine",
      "/api/nothing",
    ]) {
      const res = await t.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("cached answers keep the security headers", async () => {
    await t.request("/api/named-reactions");
    const hit = await t.request("/api/named-reactions");
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
