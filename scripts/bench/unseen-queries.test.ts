import { describe, expect, it } from "vitest";
import { unseenQueries } from "./unseen-queries.ts";

describe("queries never asked before, for the search bench", () => {
  it("lists each prefix and its one-letter typos once, names taken in turn", () => {
    const queries = unseenQueries(["Quinine", "Strychnine"]);
    expect(queries.slice(0, 2)).toEqual(["qui", "str"]);
    expect(queries).toContain("quinine");
    expect(queries).toContain("quxnine");
    expect(new Set(queries).size).toBe(queries.length);
  });

  it("gives many more queries than the memo holds for a few hundred names", () => {
    const names = Array.from({ length: 300 }, (_, i) => `phenanthro${i.toString(36)}morphinane derivative`);
    expect(unseenQueries(names).length).toBeGreaterThan(4_096 * 4);
  });
});
