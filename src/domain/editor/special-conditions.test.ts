import { describe, expect, it } from "vitest";
import { SPECIAL_CONDITION_CHIPS, withCondition } from "./special-conditions.ts";

describe("special-condition quick picks", () => {
  it("every pick can stand beside every other: all of them added in turn are all kept, each once", () => {
    const all = SPECIAL_CONDITION_CHIPS.reduce<string | null>(
      (text, chip) => withCondition(text, chip),
      null,
    );
    expect(all?.split(", ")).toEqual([...SPECIAL_CONDITION_CHIPS]);
    for (const chip of SPECIAL_CONDITION_CHIPS) expect(withCondition(all, chip)).toBe(all);
  });

  it("starts an empty condition with the pick", () => {
    expect(withCondition(null, "hν")).toBe("hν");
    expect(withCondition("  ", "Dark")).toBe("Dark");
  });

  it("appends a pick after a comma, and never twice", () => {
    expect(withCondition("4 Å MS", "Dark")).toBe("4 Å MS, Dark");
    expect(withCondition("Dark, hν", "Dark")).toBe("Dark, hν");
  });
});
