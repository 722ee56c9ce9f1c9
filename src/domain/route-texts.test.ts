import { describe, expect, it } from "vitest";
import type { RouteFigures } from "./route-figures.ts";
import {
  formatPercent,
  REMAINING_STEPS,
  routeFigureTexts,
  stepCount,
  stepCountCell,
  stepLabel,
  stepRuleNote,
} from "./route-texts.ts";
import { occurrenceText } from "./structure-search.ts";

const figures = (overrides: Partial<RouteFigures>): RouteFigures => ({
  total_steps: 6,
  earlier_route_steps: 0,
  condensed_arrows: 0,
  condensed_steps: 0,
  longest_linear_sequence: 6,
  longest_linear_earlier: 0,
  longest_linear_steps: [],
  branches: 1,
  yields_recorded: 6,
  overall_yield: 35.59,
  protecting_group_steps: 0,
  protections: 0,
  deprotections: 0,
  ...overrides,
});

describe("route texts", () => {
  it("numbers a step by part and step, and part 0 as a remaining step", () => {
    expect(stepLabel(1, 5)).toBe("Step 1.5");
    expect(stepLabel(3, 12)).toBe("Step 3.12");
    expect(stepLabel(0, 2)).toBe("Remaining step 2");
  });

  it("names part 0 the same way in structure search results", () => {
    expect(occurrenceText({ role: "product", part: 0, step: 2 })).toBe(
      "intermediate in step 2 of the remaining steps",
    );
    // The same words as part 0's heading on the synthesis page.
    expect(occurrenceText({ role: "product", part: 0, step: 2 })).toContain(REMAINING_STEPS.toLowerCase());
    expect(occurrenceText({ role: "product", part: 1, step: 2 })).toBe("intermediate in step 2 of part 1");
    // The product that is the synthesis's own target is called so, not an intermediate.
    expect(occurrenceText({ role: "product", part: 3, step: 2, target: true })).toBe(
      "target, made in step 2 of part 3",
    );
    expect(occurrenceText({ role: "substrate", part: 3, step: 2, target: false })).toBe(
      "substrate of step 2 of part 3",
    );
  });

  it("writes an overall yield as chemists do", () => {
    expect(formatPercent(35.59)).toBe("36%");
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(4.26)).toBe("4.3%");
    expect(formatPercent(0.347)).toBe("0.35%");
  });

  it("writes the figures of a linear route with every yield", () => {
    expect(routeFigureTexts(figures({}))).toEqual({
      steps: "6 steps",
      longestLinear: "6 steps",
      branches: "1 (linear)",
      overallYield: "36% over the longest linear sequence",
      protectingGroups: "none",
    });
  });

  it("writes the figures of a convergent route with missing yields and protecting groups", () => {
    const texts = routeFigureTexts(
      figures({
        longest_linear_sequence: 16,
        branches: 2,
        yields_recorded: 3,
        overall_yield: null,
        protecting_group_steps: 5,
        protections: 2,
        deprotections: 3,
      }),
    );
    expect(texts.branches).toBe("2 (convergent)");
    expect(texts.overallYield).toBe("3 of 16 yields recorded");
    expect(
      routeFigureTexts(figures({ longest_linear_sequence: 1, yields_recorded: 0, overall_yield: null }))
        .overallYield,
    ).toBe("0 of 1 yield recorded");
    expect(texts.protectingGroups).toBe("5 steps (2 protections, 3 deprotections)");
    expect(routeFigureTexts(figures({ protecting_group_steps: 1, protections: 1 })).protectingGroups).toBe(
      "1 step (1 protection, 0 deprotections)",
    );
  });

  it("writes the earlier route's steps of a formal synthesis apart from the route's own", () => {
    const texts = routeFigureTexts(
      figures({
        total_steps: 9,
        earlier_route_steps: 5,
        longest_linear_sequence: 9,
        longest_linear_earlier: 5,
      }),
    );
    expect(texts.steps).toBe("4 steps (+ 5 of the earlier route)");
    expect(texts.longestLinear).toBe("4 steps (+ 5 of the earlier route)");
    expect(stepCount(2, 1)).toBe("1 step (+ 1 of the earlier route)");
    expect(stepCount(7, 0)).toBe("7 steps");
    expect(stepCountCell(9, 5)).toBe("4 + 5");
    expect(stepCountCell(7, 0)).toBe("7");
  });

  it("says which rule changed a step count, and nothing when none did", () => {
    expect(stepRuleNote(figures({}))).toBeNull();
    expect(stepRuleNote(figures({ condensed_arrows: 1, condensed_steps: 6 }))).toBe(
      "One condensed arrow stands for 6 steps and counts for each of them.",
    );
    expect(stepRuleNote(figures({ condensed_arrows: 2, condensed_steps: 5, earlier_route_steps: 3 }))).toBe(
      "2 condensed arrows stand for 5 steps and count for each of them; the 3 steps of the earlier route " +
        "that this formal synthesis joins (its remaining steps, drawn or counted) are shown apart.",
    );
  });
});
