import { describe, expect, it } from "vitest";
import { synthesisDocumentSchema } from "./synthesis-document.ts";
import { leadingYield, YIELD_BOUND_ERRORS, yieldBoundsIssue } from "./yield-bounds.ts";

describe("a yield's bounds", () => {
  it("reads the percentage or range a yield text starts with", () => {
    expect(leadingYield("85%")).toEqual({ low: 85, high: null });
    expect(leadingYield("46–50% brsm (2 steps)")).toEqual({ low: 46, high: 50 });
    expect(leadingYield("46 % - 50 %")).toEqual({ low: 46, high: 50 });
    expect(leadingYield(">95%")).toBeNull();
    expect(leadingYield("quant.")).toBeNull();
    expect(leadingYield(null)).toBeNull();
  });

  it("refuses a number beyond 100 and a range from the higher to the lower", () => {
    expect(yieldBoundsIssue("70–105%")).toBe(YIELD_BOUND_ERRORS.bounds);
    expect(yieldBoundsIssue("140%")).toBe(YIELD_BOUND_ERRORS.bounds);
    expect(yieldBoundsIssue("70–65%")).toBe(YIELD_BOUND_ERRORS.order);
    expect(yieldBoundsIssue("70—65 %")).toBe(YIELD_BOUND_ERRORS.order);
  });

  it("accepts from ≤ to ≤ 100 and leaves qualitative texts alone", () => {
    for (const ok of ["0%", "100%", "70–70%", "46-50%", "60% (3 steps)", ">99%", "quant.", "trace", ""]) {
      expect(yieldBoundsIssue(ok), ok).toBeNull();
    }
  });

  it("is part of the publish schema, naming the reaction's yield", () => {
    const doc = {
      molecule: { name: "Yieldine", structure: "yieldine" },
      author: { firstName: "A", lastName: "Chemist", url: "a-chemist" },
      year: 2001,
      type_1: "Total",
      type_2: "Racemic",
      parts: [{ number: 1, reactions: [{ step: 1, yield: "70–65%" }] }],
    };
    const parsed = synthesisDocumentSchema.safeParse(doc);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "parts.0.reactions.0.yield",
      YIELD_BOUND_ERRORS.order,
    ]);
    const fixed = { ...doc, parts: [{ number: 1, reactions: [{ step: 1, yield: "65–70%" }] }] };
    expect(synthesisDocumentSchema.safeParse(fixed).success).toBe(true);
  });
});
