import { describe, expect, it } from "vitest";
import { computeRouteFigures, type ProtectingGroupLink, type RouteReaction } from "./route-figures.ts";

/**
 * Hand-built routes: a compound is a letter (its drawn structure), a reaction turns the substrates
 * into the products, and parts are read numbered first, then part 0 (docs/product/rules.md §4.12).
 */
let nextId = 1;
const chemical = (structure: string) => ({
  id: nextId++,
  filename: structure,
  extension: "svg",
  name: null,
  formula: null,
});
function reaction(
  step: number,
  from: string[],
  to: string[],
  yieldText: string | null = null,
  links: ProtectingGroupLink[] = [],
): RouteReaction {
  return {
    id: nextId++,
    step,
    substrates: from.map(chemical),
    products: to.map(chemical),
    yield: yieldText,
    protecting_groups: links,
  };
}
const total = (parts: { number: number; reactions: RouteReaction[] }[], supp_steps = 0, type_1 = "Total") =>
  computeRouteFigures({ type_1, supp_steps, parts });

describe("route figures", () => {
  it("a linear route: every step is on the longest linear sequence and the yields multiply", () => {
    const figures = total([
      {
        number: 1,
        reactions: [
          reaction(1, ["A"], ["B"], "90%"),
          reaction(2, ["B"], ["C"], "50%"),
          reaction(3, ["C"], ["D"], "80%"),
        ],
      },
    ]);
    expect(figures).toMatchObject({
      total_steps: 3,
      longest_linear_sequence: 3,
      branches: 1,
      yields_recorded: 3,
      overall_yield: 36,
      protecting_group_steps: 0,
    });
    expect(figures.longest_linear_steps).toEqual([
      { part: 1, step: 1 },
      { part: 1, step: 2 },
      { part: 1, step: 3 },
    ]);
  });

  it("a convergent route: two branches, the longer one is the longest linear sequence", () => {
    const figures = total([
      { number: 1, reactions: [reaction(1, ["A"], ["B"], "90%"), reaction(2, ["B"], ["C"], "80%")] },
      { number: 2, reactions: [reaction(1, ["X"], ["Y"], "10%")] },
      { number: 3, reactions: [reaction(1, ["C", "Y"], ["T"], "50%")] },
    ]);
    expect(figures.total_steps).toBe(4);
    expect(figures.longest_linear_sequence).toBe(3);
    expect(figures.branches).toBe(2);
    expect(figures.longest_linear_steps).toEqual([
      { part: 1, step: 1 },
      { part: 1, step: 2 },
      { part: 3, step: 1 },
    ]);
    // 0.9 × 0.8 × 0.5: the other branch's 10 % is not on the sequence.
    expect(figures.overall_yield).toBe(36);
  });

  it("a missing yield on the sequence gives the count of recorded yields, never a figure", () => {
    const figures = total([
      {
        number: 1,
        reactions: [
          reaction(1, ["A"], ["B"], "90%"),
          reaction(2, ["B"], ["C"], null),
          reaction(3, ["C"], ["D"], "80%"),
        ],
      },
    ]);
    expect(figures.yields_recorded).toBe(2);
    expect(figures.longest_linear_sequence).toBe(3);
    expect(figures.overall_yield).toBeNull();
  });

  it("a yield over several steps counts those steps once, recorded", () => {
    const figures = total([
      {
        number: 1,
        reactions: [reaction(1, ["A"], ["B"], "60% (3 steps)"), reaction(2, ["B"], ["C"], "50%")],
      },
    ]);
    expect(figures.total_steps).toBe(4);
    expect(figures.longest_linear_sequence).toBe(4);
    expect(figures.yields_recorded).toBe(4);
    expect(figures.overall_yield).toBe(30);
  });

  it("ranges and qualitative yields are not read as a number (the rules have no range)", () => {
    for (const text of ["80-85%", ">95%", "quant.", "90% brsm"]) {
      const figures = total([{ number: 1, reactions: [reaction(1, ["A"], ["B"], text)] }]);
      expect(figures.yields_recorded, text).toBe(0);
      expect(figures.overall_yield, text).toBeNull();
    }
    // The step marker still counts, as it does for number_of_steps.
    const marked = total([{ number: 1, reactions: [reaction(1, ["A"], ["B"], ">95% (2 steps)")] }]);
    expect(marked.total_steps).toBe(2);
    expect(marked.yields_recorded).toBe(0);
  });

  it("a Formal synthesis: part 0 is read after the numbered parts and supp_steps extend it", () => {
    const figures = total(
      [
        { number: 0, reactions: [reaction(1, ["C"], ["T"], "70%")] },
        { number: 1, reactions: [reaction(1, ["A"], ["B"], "90%"), reaction(2, ["B"], ["C"], "80%")] },
      ],
      2,
      "Formal",
    );
    expect(figures.total_steps).toBe(5);
    expect(figures.longest_linear_sequence).toBe(5);
    // Part 0's step and the two supp_steps are the earlier route's; the route's own are the two of part 1.
    expect(figures.earlier_route_steps).toBe(3);
    expect(figures.longest_linear_earlier).toBe(3);
    expect(figures.branches).toBe(1);
    expect(figures.longest_linear_steps.map((s) => `${s.part}.${s.step}`)).toEqual(["1.1", "1.2", "0.1"]);
    // The two steps that are not drawn have no yield here.
    expect(figures.yields_recorded).toBe(3);
    expect(figures.overall_yield).toBeNull();
  });

  it("a Formal synthesis whose part 0 draws every remaining step has an overall yield", () => {
    const figures = total(
      [
        { number: 1, reactions: [reaction(1, ["A"], ["B"], "50%")] },
        { number: 0, reactions: [reaction(1, ["B"], ["T"], "50%")] },
      ],
      0,
      "Formal",
    );
    expect(figures.longest_linear_sequence).toBe(2);
    expect(figures.overall_yield).toBe(25);
  });

  it("counts the steps that put on or take off a protecting group", () => {
    const figures = total([
      {
        number: 1,
        reactions: [
          reaction(1, ["A"], ["B"], null, ["protection"]),
          reaction(2, ["B"], ["C"]),
          reaction(3, ["C"], ["D"], null, ["deprotection", "protection"]),
          reaction(4, ["D"], ["E"], null, ["deprotection", "deprotection"]),
        ],
      },
    ]);
    expect(figures.protecting_group_steps).toBe(3);
    expect(figures.protections).toBe(2);
    expect(figures.deprotections).toBe(2);
  });

  it("between two sequences of equal length, takes the one with more recorded yields", () => {
    const figures = total([
      { number: 1, reactions: [reaction(1, ["A"], ["B"], null)] },
      { number: 2, reactions: [reaction(1, ["X"], ["Y"], "40%")] },
      { number: 3, reactions: [reaction(1, ["B", "Y"], ["T"], "50%")] },
    ]);
    expect(figures.longest_linear_sequence).toBe(2);
    expect(figures.longest_linear_steps.map((s) => s.part)).toEqual([2, 3]);
    expect(figures.overall_yield).toBe(20);
  });

  it("a step that starts from nothing made before starts a branch of its own", () => {
    const figures = total([{ number: 1, reactions: [reaction(1, ["A"], ["B"]), reaction(2, ["Q"], ["R"])] }]);
    expect(figures.branches).toBe(2);
    expect(figures.longest_linear_sequence).toBe(1);
  });

  it("a condensed arrow counts for the steps it stands for, with or without a yield", () => {
    const figures = total([
      { number: 1, reactions: [reaction(1, ["A"], ["B"], "14%"), reaction(2, ["B"], ["T"], "(6 steps)")] },
    ]);
    expect(figures.total_steps).toBe(7);
    expect(figures.longest_linear_sequence).toBe(7);
    expect(figures).toMatchObject({ condensed_arrows: 1, condensed_steps: 6, earlier_route_steps: 0 });
    // The six steps have no yield: no overall figure, never the 14 % of the first step.
    expect(figures.yields_recorded).toBe(1);
    expect(figures.overall_yield).toBeNull();
  });

  it("a Formal synthesis without a part 0 counts its supp_steps as the earlier route's", () => {
    const figures = total(
      [{ number: 1, reactions: [reaction(1, ["A"], ["B"]), reaction(2, ["B"], ["C"])] }],
      4,
      "Formal",
    );
    expect(figures).toMatchObject({ total_steps: 6, earlier_route_steps: 4, longest_linear_sequence: 6 });
    expect(figures.longest_linear_earlier).toBe(4);
    // supp_steps count only for a Formal synthesis.
    const partial = total([{ number: 1, reactions: [reaction(1, ["A"], ["B"])] }], 4, "Partial");
    expect(partial).toMatchObject({ total_steps: 1, earlier_route_steps: 0, longest_linear_earlier: 0 });
  });

  it("a side branch of part 0 counts in the earlier route's steps but not in the sequence's share", () => {
    const figures = total(
      [
        {
          number: 1,
          reactions: [reaction(1, ["A"], ["B"]), reaction(2, ["B"], ["C"]), reaction(3, ["C"], ["D"])],
        },
        { number: 0, reactions: [reaction(1, ["X"], ["Y"]), reaction(2, ["D", "Y"], ["T"])] },
      ],
      0,
      "Formal",
    );
    expect(figures.total_steps).toBe(5);
    expect(figures.earlier_route_steps).toBe(2);
    expect(figures.longest_linear_sequence).toBe(4);
    expect(figures.longest_linear_earlier).toBe(1);
  });
});
