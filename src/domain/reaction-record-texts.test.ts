import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatAtmosphere,
  formatCoefficient,
  formatConcentration,
  formatSelectivity,
  selectivityLine,
  solventExtras,
} from "./reaction-record-texts.ts";

describe("what a chemist records, as text", () => {
  it("writes amounts as '1.2 equiv' and '5 mol %'", () => {
    expect(formatAmount({ value: 1.2, unit: "equiv" })).toBe("1.2 equiv");
    expect(formatAmount({ value: 5, unit: "mol%" })).toBe("5 mol %");
    // A catalytic amount the paper gives no number for.
    expect(formatAmount({ value: null, unit: "cat" })).toBe("cat.");
    expect(formatAmount({ unit: "cat" })).toBe("cat.");
    expect(formatAmount({ value: 0.1 + 0.2, unit: "equiv" })).toBe("0.3 equiv");
    expect(formatAmount(null)).toBeNull();
  });

  it("writes '×2' for a substrate used twice and nothing for 1", () => {
    expect(formatCoefficient(2)).toBe("×2");
    expect(formatCoefficient(1)).toBeNull();
    expect(formatCoefficient(null)).toBeNull();
  });

  it("writes gases with subscripts and a pressure in brackets", () => {
    expect(formatAtmosphere({ gas: "N2", pressure: null })).toBe("N₂");
    expect(formatAtmosphere({ gas: "H2", pressure: { value: 50, unit: "bar" } })).toBe("H₂ (50 bar)");
    expect(formatAtmosphere({ gas: "O2", pressure: { value: 1, unit: "atm" } })).toBe("O₂ (1 atm)");
    expect(formatAtmosphere({ gas: "inert", pressure: null })).toBe("inert atm.");
    expect(formatAtmosphere(null)).toBeNull();
  });

  it("writes concentrations, and 'neat' on the solvent line", () => {
    expect(formatConcentration({ value: 0.05, unit: "M" })).toBe("0.05 M");
    expect(solventExtras({ neat: false, concentration: { value: 10, unit: "mM" } })).toBe("10 mM");
    expect(solventExtras({ neat: true, concentration: null })).toBe("neat");
    expect(solventExtras({})).toBeNull();
  });

  it("writes selectivities as 'dr 5:1', 'dr >20:1', 'E/Z 4:1', '92% ee' and '>99% ee'", () => {
    expect(formatSelectivity({ type: "dr", ratio: [5, 1], more_than: false })).toBe("dr 5:1");
    expect(formatSelectivity({ type: "dr", ratio: [20, 1], more_than: true })).toBe("dr >20:1");
    expect(formatSelectivity({ type: "er", ratio: [96, 4], more_than: false })).toBe("er 96:4");
    expect(formatSelectivity({ type: "E/Z", ratio: [4, 1], more_than: false })).toBe("E/Z 4:1");
    expect(formatSelectivity({ type: "ee", value: 92, more_than: false })).toBe("92% ee");
    expect(formatSelectivity({ type: "ee", value: 99, more_than: true })).toBe(">99% ee");
  });

  it("puts the structured selectivities after the free text", () => {
    const ee = { type: "ee", value: 92, more_than: false } as const;
    expect(selectivityLine("single diastereomer", [ee])).toBe("single diastereomer, 92% ee");
    expect(selectivityLine(null, [ee])).toBe("92% ee");
    expect(selectivityLine("  ", [])).toBeNull();
  });
});
