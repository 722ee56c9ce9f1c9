import { describe, expect, it } from "vitest";
import type { KnownLookups } from "./agent-matching.ts";
import { buildImportedScheme, type MoleculeReading } from "./build-scheme.ts";
import { emptyFileReaction, type FileMolecule, type FileReaction } from "./scheme-file.ts";

const lookups: KnownLookups = {
  reagents: [
    { name: "PCC", formula: "C₅H₆ClCrNO₃", synonyms: ["Pyridinium chlorochromate"] },
    { name: "n-BuLi", formula: "C₄H₉Li", synonyms: [] },
    { name: "s-BuLi", formula: "C₄H₉Li", synonyms: [] },
    { name: "NaBH₄", formula: "BH₄Na", synonyms: [] },
    { name: "DMSO", formula: null, synonyms: [] },
  ],
  solvents: [{ name: "CH₂Cl₂" }, { name: "THF" }, { name: "DMSO" }],
};

const smiles = (text: string, name = ""): FileMolecule => ({ kind: "smiles", text, name, where: "line 1" });
/** What RDKit would answer for the few SMILES of these tests. */
const READINGS: Record<string, MoleculeReading> = {
  CCO: { smiles: "CCO", formula: "C2H6O", common: null },
  "CC=O": { smiles: "CC=O", formula: "C2H4O", common: null },
  ClCCl: { smiles: "ClCCl", formula: "CH2Cl2", common: { names: ["CH2Cl2", "DCM"], role: "solvent" } },
  "[Na+].[BH4-]": { smiles: "[BH4-].[Na+]", formula: "BH4Na", common: null },
  c1ccncc1: { smiles: "c1ccncc1", formula: "C5H5N", common: { names: ["pyridine"], role: "solvent" } },
  "[Li]CCCC": { smiles: "[Li]CCCC", formula: "C4H9Li", common: null },
};
const reading = (m: FileMolecule) => READINGS[m.text] as MoleculeReading;

function reaction(change: Partial<FileReaction>): FileReaction {
  return {
    ...emptyFileReaction("line 1"),
    substrates: [smiles("CC=O", "acetaldehyde")],
    products: [smiles("CCO")],
    ...change,
  };
}

describe("the answer of an import", () => {
  it("matches names and synonyms whatever their case and subscripts, in the archive's spelling", () => {
    const scheme = buildImportedScheme(
      "rdf",
      [
        reaction({
          reagentNames: ["pyridinium chlorochromate"],
          solventNames: ["ch2cl2", "CH₂Cl₂"],
          yield: "85%",
        }),
      ],
      reading,
      lookups,
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step).toMatchObject({
      step: 1,
      substrates: [{ name: "acetaldehyde", smiles: "CC=O" }],
      products: [{ name: null, smiles: "CCO" }],
      reagents: [{ name: "PCC", stage: 1 }],
      solvents: ["CH₂Cl₂"],
      yield: "85%",
    });
    expect(scheme.unknown).toEqual({ reagents: [], solvents: [] });
  });

  it("matches agents drawn as structures by common name, then by a formula only one reagent has", () => {
    const scheme = buildImportedScheme(
      "smiles",
      [reaction({ agents: [smiles("ClCCl"), smiles("[Na+].[BH4-]"), smiles("[Li]CCCC")] })],
      reading,
      lookups,
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step?.solvents).toEqual(["CH₂Cl₂"]);
    expect(step?.reagents).toEqual([{ name: "NaBH₄", stage: 1 }]);
    // C4H9Li is n-BuLi and s-BuLi: neither is chosen, and the agent is listed apart.
    expect(scheme.unmatched).toEqual([{ step: 1, smiles: "[Li]CCCC", formula: "C4H9Li" }]);
  });

  it("keeps unknown names in their step and lists them once for adding; a solvent hint picks DMSO the solvent", () => {
    const scheme = buildImportedScheme(
      "sdf",
      [
        reaction({ reagentNames: ["Grubbs II", "DMSO"], solventNames: ["DMSO", "sulfolane"] }),
        reaction({ reagentNames: ["grubbs II"], agents: [smiles("c1ccncc1", "Pyridine-d5")] }),
      ],
      reading,
      lookups,
    );
    const [first, second] = scheme.parts[0]?.reactions ?? [];
    expect(first?.reagents.map((r) => r.name)).toEqual(["Grubbs II", "DMSO"]);
    expect(first?.solvents).toEqual(["DMSO", "sulfolane"]);
    expect(second?.step).toBe(2);
    expect(second?.reagents.map((r) => r.name)).toEqual(["Pyridine-d5", "grubbs II"]);
    expect(scheme.unknown).toEqual({ reagents: ["Grubbs II", "Pyridine-d5"], solvents: ["sulfolane"] });
  });

  it("makes names and conditions fit a draft: one line without control characters", () => {
    const scheme = buildImportedScheme(
      "sdf",
      [
        reaction({
          reagentNames: ["Pd\u0000(PPh3)4"],
          temperature: "reflux\n(80 °C)",
          comment: "a\u0007b\nc",
        }),
      ],
      reading,
      lookups,
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step?.reagents[0]?.name).toBe("Pd (PPh3)4");
    expect(step?.temperature).toBe("reflux (80 °C)");
    expect(step?.comment).toBe("a b\nc");
  });
});
