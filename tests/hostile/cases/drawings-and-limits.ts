import { expect } from "vitest";
import type { StructureSearchResults } from "../../../src/domain/structure-search.ts";
import type { HostileCase } from "../hostile-case.ts";
import type { HostileClient } from "../hostile-client.ts";
import { HOSTILE_DRAWING_LIMIT } from "../hostile-server.ts";

/**
 * Drawings cannot be used to burn CPU, and rate limits count what they mean: a drawing's highlighted
 * atoms come from the server's own match (an atom list in the address draws nothing new), new
 * drawings have a budget per address, the search page's structure search counts as a public read,
 * and every spelling of one X-Forwarded-For address is one client (the hostile server trusts it).
 */

const INDOLE = "c1ccc2[nH]ccc2c1";
/** The public read limit of the hostile server (PUBLIC_API_READS_PER_MINUTE's default). */
const PUBLIC_READS = 600;

/** Psilocybin's hit in an indole search, its drawing's address included. */
async function psilocybinHit(c: HostileClient): Promise<{ smiles: string; image: string }> {
  const res = await c.request(`/api/search/structure?${new URLSearchParams({ q: INDOLE })}`);
  expect(res.status).toBe(200);
  const hit = ((await res.json()) as StructureSearchResults).targets.find(
    (h) => h.molecule.name === "Psilocybin",
  );
  if (!hit) throw new Error("no Psilocybin hit");
  return hit;
}

/** Lines of the request log for drawings: a drawing answered from the cache writes none. */
const drawingLines = (lines: readonly string[]) =>
  lines.filter((line) => line.includes('"path":"/api/search/structure/image"')).length;

/** A random atom list, as the attack sent: numbers of the structure in increasing order. */
function randomAtoms(): string {
  const atoms = Array.from({ length: 21 }, (_, i) => i).filter(() => Math.random() < 0.5);
  return (atoms.length ? atoms : [0]).join(",");
}

/** Substructure queries that each match psilocybin, each written differently: a new drawing each. */
const freshQueries = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const start = ["[#6]", "[#7]", "[#8]"][i % 3] as string;
    return `${start}${"~*".repeat(Math.floor(i / 3))}`;
  });

/** The address's public read standing after one more counted read (text search is never cached). */
async function remainingReads(c: HostileClient, tag: string, headers: Record<string, string> = {}) {
  const res = await c.request(`/api/search?q=${encodeURIComponent(`${tag}-${c.address}`)}`, { headers });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return Number(res.headers.get("ratelimit-remaining"));
}

export const drawingsAndLimits: HostileCase[] = [
  {
    name: "a hit's drawing asked for with random atom lists is one cached drawing, never drawn again",
    as: "anonymous",
    async send(c, server) {
      const hit = await psilocybinHit(c);
      const first = await c.request(hit.image);
      expect(first.status).toBe(200);
      const svg = await first.text();
      const before = drawingLines(server.lines);
      const mark = server.lines.length;
      let last: Response | undefined;
      for (let i = 0; i < 40; i++) {
        last = await c.request(`${hit.image}&atoms=${randomAtoms()}`);
        expect(await last.clone().text()).toBe(svg);
      }
      // Every one answered by the listener from the cache: none reached the route (or RDKit). The
      // start's background restyle of old drawings, should it end meanwhile, empties the cache once:
      // then the drawing is made at most once more, and cached again.
      const emptied = server.lines
        .slice(mark)
        .some((line) => line.includes("drawings redrawn in the current style"));
      if (emptied) expect(drawingLines(server.lines)).toBeLessThanOrEqual(before + 1);
      else expect(drawingLines(server.lines)).toBe(before);
      return last as Response;
    },
    status: 200,
  },
  {
    name: "new drawings from one address past its budget get 429 with Retry-After; its cached drawings still answer",
    as: "anonymous",
    async send(c) {
      const hit = await psilocybinHit(c);
      const image = (q: string) =>
        `/api/search/structure/image?${new URLSearchParams({ smiles: hit.smiles, q })}`;
      const queries = freshQueries(HOSTILE_DRAWING_LIMIT + 1);
      for (const q of queries.slice(0, HOSTILE_DRAWING_LIMIT)) {
        const drawn = await c.request(image(q));
        expect(drawn.status, q).toBe(200);
        await drawn.arrayBuffer();
      }
      const cached = await c.request(image(queries[0] as string));
      expect(cached.status).toBe(200);
      await cached.arrayBuffer();
      return c.request(image(queries[HOSTILE_DRAWING_LIMIT] as string));
    },
    status: 429,
    check: (response, body) => {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(body).toContain('"code":"too_many_requests"');
    },
  },
  {
    name: "the search page's structure search counts as a public read: past the limit /search?structure= answers a 429 page",
    as: "anonymous",
    async send(c) {
      const page = (carbons: number) =>
        c.request(`/search?${new URLSearchParams({ structure: "C".repeat(carbons), mode: "exact" })}`);
      const start = await remainingReads(c, "start");
      const searched = await page(31);
      expect(searched.status).toBe(200);
      await searched.arrayBuffer();
      // The page's search was counted once, between two reads.
      expect(await remainingReads(c, "after-page")).toBe(start - 2);
      // The same page again comes from the cache: nothing searched, nothing counted.
      await (await page(31)).arrayBuffer();
      let remaining = await remainingReads(c, "after-cached-page");
      expect(remaining).toBe(start - 3);
      // Spend the rest of the minute's reads with cheap ones, a few at a time.
      for (let i = 0; remaining > 0; i++) {
        const batch = Array.from({ length: Math.min(8, remaining) }, (_, j) =>
          remainingReads(c, `spend-${i}-${j}`),
        );
        remaining = Math.min(...(await Promise.all(batch)));
      }
      // The page's data request (a navigation inside the site) is refused the same way.
      const data = await c.request(
        `/search.data?${new URLSearchParams({ structure: "C".repeat(33), mode: "exact" })}`,
      );
      await data.arrayBuffer();
      expect(data.status).toBe(429);
      expect(Number(data.headers.get("retry-after"))).toBeGreaterThan(0);
      return page(32);
    },
    status: 429,
    check: (response, body) => {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(body).toContain("Error 429");
    },
  },
  {
    name: "X-Forwarded-For spellings of one address (port, IPv4-mapped, hex, upper case) count in one bucket",
    as: "anonymous",
    async send(c) {
      const [a, b, x, y] = c.address.split(".").map(Number) as [number, number, number, number];
      const hex = (high: number, low: number) => ((high << 8) | low).toString(16).padStart(4, "0");
      const spellings = [
        c.address,
        `${c.address}:5678`,
        `::ffff:${c.address}`,
        `[::FFFF:${c.address}]:443`,
        `::ffff:${hex(a, b)}:${hex(x, y)}`,
        `203.0.113.9, ${c.address}:1`,
      ];
      const standings: number[] = [];
      for (const spelling of spellings) {
        standings.push(
          await remainingReads(c, `spelling-${standings.length}`, { "X-Forwarded-For": spelling }),
        );
      }
      const first = standings[0] as number;
      expect(standings).toEqual(spellings.map((_, i) => first - i));
      // The same through the app's middleware (a public read the listener does not answer itself).
      const v6 = `2001:db8:${hex(x, y)}::7`;
      const viaApp = async (spelling: string) => {
        const res = await c.request(`/api/molecules/${900_000 + x * 256 + y}`, {
          headers: { "X-Forwarded-For": spelling },
        });
        await res.arrayBuffer();
        return Number(res.headers.get("ratelimit-remaining"));
      };
      const v6First = await viaApp(v6);
      expect(await viaApp(`[${v6.toUpperCase()}]:443`)).toBe(v6First - 1);
      expect(await viaApp(`2001:0db8:${hex(x, y)}:0:0:0:0:0007`)).toBe(v6First - 2);
      return c.request(`/api/search?q=last-${c.address}`, {
        headers: { "X-Forwarded-For": `${c.address}:9` },
      });
    },
    status: 200,
    check: (response) => {
      expect(Number(response.headers.get("ratelimit-remaining"))).toBe(PUBLIC_READS - 7);
    },
  },
];
