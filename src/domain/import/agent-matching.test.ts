import { describe, expect, it } from "vitest";
import { chargeOfFormula, groupIons } from "./agent-ions.ts";
import { createAgentMatcher, formulaKey } from "./agent-matching.ts";

describe("matching agents to the archive", () => {
  it("compares formulas by element counts, however they are ordered or written", () => {
    expect(formulaKey("Cl2OS")).toBe(formulaKey("SOCl₂"));
    expect(formulaKey("ClH4N")).toBe(formulaKey("NH₄Cl"));
    expect(formulaKey("C6H15N")).toBe(formulaKey("(C₂H₅)₃N"));
    expect(formulaKey("C₇H₈O₃S·H₂O")).toBe(formulaKey("C7H10O4S"));
    expect(formulaKey("C2H3O2-")).not.toBe(formulaKey("C2H3O2"));
    expect(formulaKey("Pyridinium chlorochromate")).toBeNull();
  });

  it("finds SOCl₂ drawn as O=S(Cl)Cl by its formula when no common name or structure is known", () => {
    const matcher = createAgentMatcher({
      reagents: [{ name: "SOCl₂", formula: "SOCl₂", synonyms: ["Thionyl chloride"] }],
      solvents: [],
    });
    expect(matcher.byStructure({ name: "" }, { formula: "Cl2OS", common: null })).toEqual({
      role: "reagent",
      name: "SOCl₂",
      by: "formula",
    });
  });

  it("gives a name both lists hold the role its published uses favour, the file's hint only on a tie", () => {
    const matcher = createAgentMatcher({
      reagents: [
        { name: "Et₃N", formula: null, synonyms: [], uses: 30 },
        { name: "pyridine", formula: null, synonyms: [], uses: 0 },
      ],
      solvents: [
        { name: "Et₃N", uses: 1 },
        { name: "pyridine", uses: 0 },
        { name: "CH₂Cl₂", synonyms: ["DCM"] },
      ],
    });
    expect(matcher.byName("Et3N", "solvent")).toMatchObject({ role: "reagent", name: "Et₃N" });
    expect(matcher.byName("pyridine", "solvent")).toMatchObject({ role: "solvent" });
    expect(matcher.byName("pyridine", "reagent")).toMatchObject({ role: "reagent" });
    // Solvent synonyms count as names, and a name only one list has keeps that list's role.
    expect(matcher.byName("dcm", "reagent")).toEqual({ role: "solvent", name: "CH₂Cl₂", by: "name" });
  });

  it("recombines ions written apart into the salts they are, in the order written", () => {
    const charges: Record<string, number> = {
      "[Na+]": 1,
      "[N-]=[N+]=[N-]": -1,
      "[K+]": 1,
      "O=C([O-])[O-]": -2,
      CCO: 0,
      "[NH4+]": 1,
      "[Cl-]": -1,
    };
    const groups = groupIons(
      ["[Na+]", "CCO", "[N-]=[N+]=[N-]", "[K+]", "[K+]", "O=C([O-])[O-]", "[NH4+]"],
      (s) => charges[s] ?? 0,
    );
    expect(groups).toEqual([
      ["[Na+]", "[N-]=[N+]=[N-]"],
      ["CCO"],
      ["[K+]", "[K+]", "O=C([O-])[O-]"],
      // An ion that never balances stays an agent: nothing is dropped.
      ["[NH4+]"],
    ]);
    expect([
      chargeOfFormula("N3-"),
      chargeOfFormula("CO3-2"),
      chargeOfFormula("Na+"),
      chargeOfFormula("N3Na"),
    ]).toEqual([-1, -2, 1, 0]);
  });
});
