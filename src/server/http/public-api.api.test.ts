import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoopback, serveOnLoopback } from "../../../tests/support/loopback-server.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { apiDocumentOf } from "../app.ts";
import { isPublicRead } from "./public-api.ts";

// Each test reads from its own client address (X-Forwarded-For, trusted here), so the counts of
// one test never reach another's; the limit is small so that reaching it takes few requests.
const LIMIT = 5;
let t: TestApp;
let server: Server;
let base: string;
/** Request targets that reached the Hono app (a cache hit never does). */
const reachedApp: string[] = [];
const OTHER_ORIGIN = "https://other-site.example";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_API_READS_PER_MINUTE: String(LIMIT), TRUST_PROXY: "true" });
  ({ server, base } = await serveOnLoopback(t, (request) => {
    const url = new URL(request.url);
    reachedApp.push(url.pathname + url.search);
  }));
});
afterAll(async () => {
  await closeLoopback(server);
  await t.close();
});

const read = (path: string, from: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { Origin: OTHER_ORIGIN, "X-Forwarded-For": from, ...(init.headers as Record<string, string>) },
  });

describe("the public API for other sites", () => {
  it("answers a public read of any origin with CORS and the rate-limit headers, a cache hit included", async () => {
    t.runtime.http.cache.clear();
    reachedApp.length = 0;
    const first = await read("/api/named-reactions", "10.1.0.1");
    expect(first.status).toBe(200);
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("access-control-allow-credentials")).toBeNull();
    const exposed = first.headers.get("access-control-expose-headers")?.toLowerCase().split(", ");
    for (const name of ["etag", "link", "content-disposition", "retry-after", "ratelimit-remaining"]) {
      expect(exposed).toContain(name);
    }
    expect(first.headers.get("ratelimit-limit")).toBe(String(LIMIT));
    expect(first.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 1));
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(first.headers.get("ratelimit-policy")).toBe(`"reads";q=${LIMIT};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"reads";r=${LIMIT - 1};t=\\d+$`));

    // Answered by the listener from the cache: same CORS headers, and not counted.
    const hit = await read("/api/named-reactions", "10.1.0.1");
    expect(reachedApp).toEqual(["/api/named-reactions"]);
    expect(await hit.text()).toBe(await first.text());
    expect(hit.headers.get("access-control-allow-origin")).toBe("*");
    expect(hit.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 1));
    const notModified = await read("/api/named-reactions", "10.1.0.1", {
      headers: { "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("access-control-allow-origin")).toBe("*");

    // The listener's direct route (text search) is counted like any computed answer.
    const search = await read("/api/search?q=taxol", "10.1.0.1");
    expect(search.status).toBe(200);
    expect(search.headers.get("access-control-allow-origin")).toBe("*");
    expect(search.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 2));
  });

  it("refuses an address over the limit with 429 and Retry-After, cache hits too, and no other address", async () => {
    const from = "10.1.0.2";
    await read("/api/syntheses/count", "10.1.0.99"); // kept in the cache by another address
    for (let i = 0; i < LIMIT; i++) expect((await read(`/api/search?q=limit${i}`, from)).status).toBe(200);
    for (const path of ["/api/search?q=one-more", "/api/syntheses/recent/3", "/api/syntheses/count"]) {
      const refused = await read(path, from);
      expect(refused.status, path).toBe(429);
      expect((await refused.json()).error.code).toBe("too_many_requests");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      // A page of another site can read why it was refused.
      expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    }
    // Only the public API is limited: what is not one of its reads still answers this address.
    expect((await read("/sanctum/csrf-cookie", from)).ok).toBe(true);
    expect((await read("/healthz", from)).ok).toBe(true);
    const other = await read("/api/syntheses/recent/3", "10.1.0.3");
    expect(other.status).toBe(200);
    expect(other.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 1));
  });

  it("answers the preflight of a public read with GET and HEAD only, and none of other paths", async () => {
    const preflight = (path: string, method: string) =>
      fetch(`${base}${path}`, {
        method: "OPTIONS",
        headers: {
          Origin: OTHER_ORIGIN,
          "Access-Control-Request-Method": method,
          "Access-Control-Request-Headers": "if-none-match",
        },
      });
    const ok = await preflight("/api/syntheses", "GET");
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe("*");
    expect(ok.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    expect(ok.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("if-none-match");
    // A write on the same path is not among the allowed methods: the browser never sends it.
    expect((await preflight("/api/solvents", "POST")).headers.get("access-control-allow-methods")).toBe(
      "GET, HEAD",
    );
    for (const path of ["/api/login", "/api/unpublishedSyntheses", "/api/user"]) {
      expect((await preflight(path, "GET")).headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("gives writes and signed-in reads no CORS, and a cross-origin write without the token stays refused", async () => {
    const editor = await signIn(t, "editor", "Cross Origin Editor");
    const write = await read("/api/solvents", "10.1.0.4", {
      method: "POST",
      headers: { ...editor.cookieOnly, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Cross-origin solvent" }),
    });
    expect(write.status).toBe(419);
    expect(write.headers.get("access-control-allow-origin")).toBeNull();
    expect(write.headers.get("ratelimit-limit")).toBeNull();
    const solvents = await (await t.request("/api/solvents")).json();
    expect(JSON.stringify(solvents)).not.toContain("Cross-origin solvent");

    const synthesis = (await (await t.request("/api/syntheses/recent/1")).json())[0];
    for (const path of [
      "/api/user",
      `/api/syntheses/${synthesis.id}/document`,
      "/api/unpublishedSyntheses",
    ]) {
      const answer = await read(path, "10.1.0.4", { headers: editor.headers });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(answer.headers.get("ratelimit-limit"), path).toBeNull();
    }
  });

  it("lists as public exactly the registry's reads that need no session, less the token and tool routes", () => {
    const document = apiDocumentOf(t.runtime.app);
    const sample = (template: string) => template.replace(/\{[^}]+\}/g, "x1");
    // Reads without `security` that are not for other sites: links carrying a secret token, the
    // reference page of the API itself.
    const notForOtherSites = [
      "/api/link-status",
      "/api/preview/{token}",
      "/api/docs",
      "/api/docs/reference.js",
    ];
    const publicReads: string[] = [];
    for (const [template, operations] of Object.entries(document.paths ?? {})) {
      const get = (operations as Record<string, { security?: unknown[] }>).get;
      if (!get) continue;
      const open = get.security === undefined || get.security.length === 0;
      if (open && !notForOtherSites.includes(template)) publicReads.push(template);
      expect(isPublicRead(sample(template)), template).toBe(open && !notForOtherSites.includes(template));
    }
    expect(publicReads).toContain("/api/syntheses/{id}");
    expect(publicReads).toContain("/api/openapi.json");
    for (const page of ["/", "/synthesis/1", "/molecules", "/api", "/api/syntheses/1/document"]) {
      expect(isPublicRead(page), page).toBe(false);
    }
  });
});
