import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoopback, serveOnLoopback } from "../../../../tests/support/loopback-server.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { StructureSearchResults } from "../../../domain/structure-search.ts";

// The real listener (cache hits never reach the app) with X-Forwarded-For trusted: each test comes
// from its own addresses. A small drawing limit, so that reaching it takes few drawings.
const DRAWINGS = 3;
const READS = 100;
let t: TestApp;
let server: Server;
let base: string;
/** Drawings that reached the app, i.e. were not answered from the cache. */
let drawnByApp = 0;

beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: "true",
    STRUCTURE_DRAWINGS_PER_MINUTE: String(DRAWINGS),
    PUBLIC_API_READS_PER_MINUTE: String(READS),
  });
  ({ server, base } = await serveOnLoopback(t, (request) => {
    if (new URL(request.url).pathname === "/api/search/structure/image") drawnByApp++;
  }));
});
afterAll(async () => {
  await closeLoopback(server);
  await t.close();
});

const get = (path: string, from: string) => fetch(`${base}${path}`, { headers: { "X-Forwarded-For": from } });
const INDOLE = "c1ccc2[nH]ccc2c1";
/** Queries that each match psilocybin: each names a drawing nobody asked for yet. */
const MATCHING = ["c1ccccc1", "CN(C)C", "CCN", "OP(O)O", "c1cc[nH]c1", "CCc1c[nH]cc1"];

async function psilocybin(): Promise<{ smiles: string; image: string }> {
  const res = await get(`/api/search/structure?${new URLSearchParams({ q: INDOLE })}`, "10.9.0.1");
  const hit = ((await res.json()) as StructureSearchResults).targets.find(
    (h) => h.molecule.name === "Psilocybin",
  );
  if (!hit) throw new Error("no Psilocybin hit");
  return hit;
}
const imageOf = (smiles: string, q: string) =>
  `/api/search/structure/image?${new URLSearchParams({ smiles, q })}`;

describe("drawings of structure search hits", () => {
  it("random atom lists are one cached drawing; fresh drawings past the address's limit get 429 with Retry-After, cached ones never", async () => {
    t.runtime.http.cache.clear();
    const hit = await psilocybin();
    const from = "10.9.1.1";
    drawnByApp = 0;
    const first = await get(hit.image, from);
    expect(first.status).toBe(200);
    const svg = await first.text();
    // Atom lists chosen by the client: not part of the address, so all answered from the cache.
    for (const atoms of ["0", "1,2,3", "0,5,9,12", "3,1,1,01", "7"]) {
      const res = await get(`${hit.image}&atoms=${atoms}`, from);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(svg);
    }
    expect(drawnByApp).toBe(1);

    // Two more new drawings fill the limit of three; the next is refused without drawing.
    for (const q of MATCHING.slice(0, DRAWINGS - 1))
      expect((await get(imageOf(hit.smiles, q), from)).status).toBe(200);
    const refused = await get(imageOf(hit.smiles, MATCHING[DRAWINGS] as string), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_requests");
    // Drawings already made are still answered to this address, from the cache.
    expect((await get(hit.image, from)).status).toBe(200);
    expect((await get(imageOf(hit.smiles, MATCHING[0] as string), from)).status).toBe(200);
    // Another address draws what this one was refused.
    expect((await get(imageOf(hit.smiles, MATCHING[DRAWINGS] as string), "10.9.1.2")).status).toBe(200);
  });

  it("counts every spelling of one client address in one bucket, for drawings and for public reads", async () => {
    t.runtime.http.cache.clear();
    const hit = await psilocybin();
    const spellings = ["10.9.2.1:5678", "::ffff:10.9.2.1", "[::ffff:0a09:0201]:443"];
    for (const [i, from] of spellings.entries()) {
      expect((await get(imageOf(hit.smiles, MATCHING[i] as string), from)).status, from).toBe(200);
    }
    // The limit of three was reached by three spellings: the plain address is refused.
    expect((await get(imageOf(hit.smiles, MATCHING[3] as string), "10.9.2.1")).status).toBe(429);

    // The public reads: the listener's direct route and the app's middleware count the same bucket.
    const remaining: number[] = [];
    for (const [i, from] of [
      "10.9.3.1",
      "10.9.3.1:80",
      "::FFFF:10.9.3.1",
      "[::ffff:10.9.3.1]:8080",
    ].entries()) {
      const path = i % 2 === 0 ? `/api/search?q=spelling${i}` : `/api/molecules/${900_000 + i}`;
      const res = await get(path, from);
      remaining.push(Number(res.headers.get("ratelimit-remaining")));
    }
    expect(remaining).toEqual([READS - 1, READS - 2, READS - 3, READS - 4]);
    // An address that is no address (a forged hop) falls back to the socket's, never a new bucket.
    const forged = await get("/api/search?q=forged", "not-an-address");
    const socketStanding = Number(forged.headers.get("ratelimit-remaining"));
    const again = await get("/api/search?q=forged-again", "also:not:an:address");
    expect(Number(again.headers.get("ratelimit-remaining"))).toBe(socketStanding - 1);
  });
});
