import { describe, expect, it } from "vitest";
import { countSmiles, molfileCounts, structureLimitProblem } from "./structure-limits.ts";

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
  });

  it("reads a Molfile's counts where RDKit does, never from a line that only looks like counts", () => {
    // The title line of a V2000 file claims one atom: the counts line (the fourth) says 700.
    const titled = v2000(700, 699).replace(/^/, "M  V30 COUNTS 1 0 0 0 0");
    expect(molfileCounts(titled)).toEqual({ atoms: 700, bonds: 699 });
    expect(structureLimitProblem(titled, "molfile")).toBe("has 700 atoms; a structure may have at most 400");
    // A V3000 file whose COUNTS line sits anywhere but right after BEGIN CTAB is not counted: refused.
    const misplaced = "M  V30 COUNTS 1 0 0 0 0\n  x\n\n  0  0  0     0  0            999 V3000\nM  END\n";
    expect(molfileCounts(misplaced)).toBeNull();
    expect(structureLimitProblem(misplaced, "molfile")).toMatch(/is not a Molfile/);
  });

  it("counts a V3000 table's atom records when they are more than its COUNTS line announces", () => {
    const atoms = Array.from({ length: 700 }, (_, i) => `M  V30 ${i + 1} C 0 0 0 0`);
    const ctab = [
      "",
      "  liar",
      "",
      "  0  0  0     0  0            999 V3000",
      "M  V30 BEGIN CTAB",
      "M  V30 COUNTS 1 0 0 0 0",
      "M  V30 BEGIN ATOM",
      ...atoms,
      // One record written over two lines counts once.
      "M  V30 701 C 0 0 -",
      "M  V30 0 0",
      "M  V30 END ATOM",
      "M  V30 END CTAB",
      "M  END",
    ].join("\n");
    expect(molfileCounts(ctab)).toEqual({ atoms: 701, bonds: 0 });
    expect(structureLimitProblem(ctab, "molfile")).toBe("has 701 atoms; a structure may have at most 400");
  });

  it("refuses, in a SMILES field, a text RDKit would read as a Molfile or as JSON", () => {
    const molfile = v2000(700, 699);
    expect(structureLimitProblem(molfile, "smiles")).toMatch(/is not a SMILES/);
    expect(structureLimitProblem(`CC${molfile.replace(/\n/g, " ")}M  END`, "smiles")).toMatch(
      /is not a SMILES/,
    );
    const commonchem = '{"commonchem":{"version":10},"molecules":[{"atoms":[]}]}';
    expect(structureLimitProblem(commonchem, "smiles")).toMatch(/JSON structures are not accepted/);
    expect(structureLimitProblem(` ${commonchem}`, "smarts")).toMatch(/JSON/);
    expect(structureLimitProblem(`C>>${commonchem}`, "reaction")).toBeNull();
    expect(structureLimitProblem("$RXN\n\n", "reaction")).toMatch(/is not a SMILES/);
  });

  it("counts two-digit ring bonds in time linear in the text", () => {
    const text = "C%10".repeat(1_000);
    expect(countSmiles(text)).toMatchObject({ atoms: 1_000, rings: 500 });
  });
});
