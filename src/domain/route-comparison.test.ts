import { describe, expect, it } from "vitest";
import { type RouteComparisonRow, sortRoutes } from "./route-comparison.ts";

const row = (
  id: number,
  year: number,
  lastName: string,
  lls: number,
  overall: number | null,
): RouteComparisonRow => ({
  id,
  year,
  investigator: `A. ${lastName}`,
  type: "Total",
  steps: lls + 1,
  earlier_route_steps: 0,
  longest_linear_sequence: lls,
  longest_linear_earlier: 0,
  overall_yield: overall,
  yields_recorded: overall === null ? 0 : lls,
  named_reactions: [],
  protecting_group_steps: 0,
});

describe("sortRoutes", () => {
  const rows = [
    row(1, 2008, "Krische", 7, null),
    row(2, 1944, "Woodward", 16, 2.5),
    row(3, 2001, "Stork", 15, 8),
  ];

  it("sorts by year by default, and by any column either way", () => {
    expect(sortRoutes(rows, "year").map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRoutes(rows, "longest_linear_sequence").map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRoutes(rows, "longest_linear_sequence", true).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRoutes(rows, "investigator").map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it("keeps a route without an overall yield last in both directions", () => {
    expect(sortRoutes(rows, "overall_yield").map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRoutes(rows, "overall_yield", true).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
