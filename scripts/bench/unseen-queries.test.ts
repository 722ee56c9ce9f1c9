import { describe, expect, it } from "vitest";
import { unseenQueries } from "./unseen-queries.ts";

describe("queries never asked before, for the search bench", () => {
  it("starts with the bench's usual queries and lists each query once", () => {
    const queries = unseenQueries(["Quinine sulfate", "Strychnine", "Morphine"]);
    // Name 0 whole with a typo (0 % 5), name 1 cut by one letter, name 2 by two.
    expect(queries.slice(0, 3)).toEqual(["quxnine", "strychnin", "morphi"]);
    expect(queries).toContain("quinine");
    expect(new Set(queries).size).toBe(queries.length);
  });

  it("gives more queries than the memo holds for a thousand names", () => {
    const names = Array.from({ length: 1000 }, (_, i) => `phenanthro${i.toString(36)}morphinane derivative`);
    expect(unseenQueries(names).length).toBeGreaterThan(4_096 * 3);
  });
});
