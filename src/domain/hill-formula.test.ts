import { describe, expect, it } from "vitest";
import { parseHillFormula } from "./hill-formula.ts";

describe("parseHillFormula", () => {
  it.each([
    ["C21H22N2O2", "C21H22N2O2", 21],
    [" C20H24N2O2 ", "C20H24N2O2", 20],
    ["C₂₁H₂₂N₂O₂", "C21H22N2O2", 21],
    ["CH4", "CH4", 1],
    ["C2H3O2-", "C2H3O2-", 2],
    ["C6H14N2+2", "C6H14N2+2", 6],
    ["ClNa", "ClNa", 0],
    ["BrH", "BrH", 0],
    ["C2H5BrMg", "C2H5BrMg", 2],
  ])("accepts %s", (input, formula, carbonCount) => {
    expect(parseHillFormula(input)).toEqual({ ok: true, formula, carbonCount });
  });

  it.each([
    ["", "must not be empty"],
    ["c2h6o", "must be a formula such as C21H22N2O2 (element symbols and counts)"],
    ["C2 H6 O", "must be a formula such as C21H22N2O2 (element symbols and counts)"],
    ["C2H6Xx", "has an unknown element 'Xx'"],
    ["C2H6Q", "has an unknown element 'Q'"],
    ["C0H4", "has a count for C that is not a positive whole number"],
    ["C02H4", "has a count for C that is not a positive whole number"],
    ["C2H4C", "names C twice"],
    ["H6C2O", "must be in Hill order: C2H6O"],
    ["C2OH6", "must be in Hill order: C2H6O"],
    ["NaCl", "must be in Hill order: ClNa"],
    ["C2H3O2-1", "must write a charge as +, -, +2, -2 …"],
  ])("refuses %j", (input, message) => {
    expect(parseHillFormula(input)).toEqual({ ok: false, message });
  });
});
