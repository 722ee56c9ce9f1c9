import { describe, expect, it } from "vitest";
import { countSmiles, molfileCounts, STRUCTURE_LIMITS, structureLimitProblem } from "./structure-limits.ts";

const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";

function v2000(atoms: number, bonds: number): string {
  const pad = (n: number) => String(n).padStart(3);
  return [
    "",
    "  Sketch",
    "",
    `${pad(atoms)}${pad(bonds)}  0  0  0  0  0  0  0  0999 V2000`,
    "M  END",
    "",
  ].join("\n");
}

describe("structure limits", () => {
  it("counts atoms, ring closures and nesting on the text of a SMILES", () => {
    expect(countSmiles("CCO")).toEqual({ atoms: 3, rings: 0, nesting: 0 });
    expect(countSmiles("c1ccccc1Cl")).toEqual({ atoms: 7, rings: 1, nesting: 0 });
    // A bracket atom is one atom; its digits are a charge or hydrogen count, not ring bonds.
    expect(countSmiles("[NH4+].[O-]C(=O)C")).toEqual({ atoms: 5, rings: 0, nesting: 1 });
    expect(countSmiles("C%10CC%10")).toMatchObject({ atoms: 3, rings: 1 });
    expect(countSmiles(C60)).toMatchObject({ atoms: 60, rings: 31 });
    expect(countSmiles("C(C(C(C)C)C)C")).toMatchObject({ nesting: 3 });
    // SMARTS: recursive atoms nest inside their bracket.
    expect(countSmiles("[$([#6][#7])]~*")).toMatchObject({ atoms: 2, nesting: 3 });
  });

  it("reads the atoms and bonds of a V2000 counts line and of a V3000 COUNTS line", () => {
    expect(molfileCounts(v2000(3, 2))).toEqual({ atoms: 3, bonds: 2 });
    expect(
      molfileCounts(
        "\n  x\n\n  0  0  0     0  0            999 V3000\nM  V30 BEGIN CTAB\nM  V30 COUNTS 12 11 0 0 0\n",
      ),
    ).toEqual({
      atoms: 12,
      bonds: 11,
    });
    expect(molfileCounts("not a molfile\nat all\n")).toBeNull();
  });

  it("names the limit a structure passes: characters, atoms, rings, nesting, a Molfile's counts", () => {
    expect(structureLimitProblem("C".repeat(1000), "smiles")).toBe(
      "has 1,000 atoms; a structure may have at most 400",
    );
    expect(structureLimitProblem("C".repeat(400), "smiles")).toBeNull();
    expect(structureLimitProblem(`${C60}.${C60}`, "smiles")).toBe(
      "has 62 rings; a structure may have at most 50",
    );
    expect(structureLimitProblem(`${"C(".repeat(40)}C${")".repeat(40)}`, "smarts")).toBe(
      "nests branches 40 deep; at most 32 levels are allowed",
    );
    expect(structureLimitProblem("C".repeat(1001), "smarts", 1000)).toBe("must be at most 1,000 characters");
    expect(structureLimitProblem(`CC>>${"C".repeat(401)}`, "reaction")).toBe(
      "has 401 atoms on one side of the reaction; a structure may have at most 400",
    );
    expect(structureLimitProblem(v2000(3, 2), "molfile")).toBeNull();
    expect(structureLimitProblem(v2000(999, 998), "molfile")).toBe(
      "has 999 atoms; a structure may have at most 400",
    );
    expect(structureLimitProblem(v2000(100, 160), "molfile")).toBe(
      "has 61 rings; a structure may have at most 50",
    );
    expect(STRUCTURE_LIMITS.atoms).toBe(400);
  });
});
