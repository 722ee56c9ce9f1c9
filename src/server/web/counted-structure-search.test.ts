import { describe, expect, it } from "vitest";
import type { SiteServices } from "../../web/lib/site-context.ts";
import { createRateCounters } from "../auth/rate-counter.ts";
import { createPublicReadLimit } from "../http/public-api.ts";
import { countedStructureSearch } from "./counted-structure-search.ts";

const refusedQuery: Awaited<ReturnType<SiteServices["structureSearch"]>> = {
  ok: false,
  field: "q",
  message: "Type a SMILES",
};

describe("a page's structure search", () => {
  it("counts each search against the address's public reads, and past the limit throws a 429 page without searching", async () => {
    const limit = createPublicReadLimit(createRateCounters(), 2);
    let searches = 0;
    const search: SiteServices["structureSearch"] = async () => {
      searches++;
      return refusedQuery;
    };
    const waits: number[] = [];
    const counted = countedStructureSearch(search, limit, "192.0.2.1", (wait) => waits.push(wait));
    expect(await counted({ q: "C" })).toEqual(refusedQuery);
    expect(await counted({ q: "CC" })).toEqual(refusedQuery);
    const refused = await counted({ q: "CCC" }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(waits).toEqual([Number(response.headers.get("retry-after"))]);
    expect(searches).toBe(2);
    // The same limit as the API's reads: the address is over it there too, another one is not.
    expect(limit.peek("192.0.2.1").wait).toBeGreaterThan(0);
    const other = countedStructureSearch(search, limit, "192.0.2.2", () => {});
    expect(await other({ q: "C" })).toEqual(refusedQuery);
    expect(searches).toBe(3);
  });
});
