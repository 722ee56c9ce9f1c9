import { describe, expect, it } from "vitest";
import { statesAYield } from "./demo-completeness.ts";

describe("a reaction counted as having a yield", () => {
  it("states an amount", () => {
    for (const text of ["85%", ">90%", "46–50%", "60% (3 steps)", "95% brsm", "quant.", "Quantitative"]) {
      expect(statesAYield(text), text).toBe(true);
    }
  });

  it("is not a condensed arrow's step count alone, nor empty", () => {
    for (const text of ["(7 steps)", "", null, undefined, "not reported"]) {
      expect(statesAYield(text), String(text)).toBe(false);
    }
  });
});
