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

  it("matches agents drawn as structures by common name, then by a formula only one reagent has; the rest become new reagents with their structure", () => {
    const scheme = buildImportedScheme(
      "smiles",
      [reaction({ agents: [smiles("ClCCl"), smiles("[Na+].[BH4-]"), smiles("[Li]CCCC")] })],
      reading,
      lookups,
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step?.solvents).toEqual(["CH₂Cl₂"]);
    // C4H9Li is n-BuLi and s-BuLi: neither is chosen; the agent stays in the step under its formula.
    expect(step?.reagents).toEqual([
      { name: "NaBH₄", stage: 1, amount: null },
      { name: "C₄H₉Li", stage: 1, amount: null },
    ]);
    expect(scheme.newAgents).toEqual([
      { name: "C₄H₉Li", role: "reagent", smiles: "[Li]CCCC", formula: "C4H9Li" },
    ]);
    expect(scheme.report).toEqual([
      {
        step: 1,
        agents: [
          {
            name: "CH₂Cl₂",
            role: "solvent",
            status: "matched",
            by: "structure",
            written: "ClCCl",
            smiles: "ClCCl",
          },
          {
            name: "NaBH₄",
            role: "reagent",
            status: "matched",
            by: "formula",
            written: "[BH4-].[Na+]",
            smiles: "[BH4-].[Na+]",
          },
          {
            name: "C₄H₉Li",
            role: "reagent",
            status: "new",
            by: null,
            written: "[Li]CCCC",
            smiles: "[Li]CCCC",
          },
        ],
        dropped: [],
      },
    ]);
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
    // The same new name in two steps is one new reagent, spelt as first written.
    expect(second?.reagents.map((r) => r.name)).toEqual(["Pyridine-d5", "Grubbs II"]);
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

  it("matches by a stored structure's InChIKey, and takes a role the archive settles over the file's place", () => {
    const scheme = buildImportedScheme(
      "lines",
      [
        reaction({
          agents: [smiles("[Na+].[N-]=[N+]=[N-]")],
          namedAgents: [
            { name: "MsCl", hint: "reagent", stage: 1, amount: { value: 1.2, unit: "equiv" } },
            { name: "Et3N", hint: "solvent", stage: 1, amount: null },
            { name: "THF", hint: "reagent", stage: 2, amount: null },
            { name: "Ms2O", hint: "solvent", stage: 2, amount: null },
          ],
          records: { atmosphere: { gas: "Ar", pressure: null }, neat: true },
          dropped: [{ text: "Pd (cat.)", reason: "no number" }],
        }),
      ],
      (m) =>
        m.text === "[Na+].[N-]=[N+]=[N-]"
          ? {
              smiles: "[N-]=[N+]=[N-].[Na+]",
              formula: "N3Na",
              inchikey: "PXIPVTKHYLBLMZ-UHFFFAOYSA-N",
              common: null,
            }
          : reading(m),
      {
        reagents: [
          { name: "NaN₃", formula: null, synonyms: [], inchikey: "PXIPVTKHYLBLMZ-UHFFFAOYSA-N" },
          { name: "MsCl", formula: "CH₃ClO₂S", synonyms: [] },
          { name: "Et₃N", formula: "C₆H₁₅N", synonyms: ["triethylamine"], uses: 40 },
        ],
        solvents: [{ name: "THF" }, { name: "Et₃N", uses: 2 }],
      },
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step?.reagents).toEqual([
      { name: "NaN₃", stage: 1, amount: null },
      { name: "MsCl", stage: 1, amount: { value: 1.2, unit: "equiv" } },
      { name: "Et₃N", stage: 1, amount: null },
    ]);
    // An unknown name after the ';' is a solvent; the step then names solvents, so it was not run neat.
    expect(step?.solvents).toEqual(["THF", "Ms2O"]);
    expect(step?.neat).toBe(false);
    expect(step?.atmosphere).toEqual({ gas: "Ar", pressure: null });
    expect(scheme.report[0]?.agents.map((a) => [a.name, a.status, a.by])).toEqual([
      ["NaN₃", "matched", "structure"],
      ["MsCl", "matched", "name"],
      ["Et₃N", "matched", "name"],
      ["THF", "matched", "name"],
      ["Ms2O", "new", null],
    ]);
    expect(scheme.report[0]?.dropped).toEqual([
      { text: "Pd (cat.)", reason: "no number" },
      { text: "neat", reason: "the step names solvents, so it was not run neat" },
    ]);
    expect(scheme.newAgents).toEqual([{ name: "Ms2O", role: "solvent", smiles: null, formula: null }]);
  });

  it("reads a mixture written with '/' as its solvents when the archive knows each, the ratio kept in the note", () => {
    const scheme = buildImportedScheme(
      "lines",
      [
        reaction({
          comment: "azide opening",
          namedAgents: [
            { name: "EtOH/H2O (4:1)", hint: "solvent", stage: 1, amount: null },
            { name: "THF/ch2cl2", hint: "solvent", stage: 1, amount: null },
            { name: "Pd/C", hint: "reagent", stage: 1, amount: null },
            { name: "Li/NH3", hint: "reagent", stage: 1, amount: null },
          ],
        }),
      ],
      reading,
      {
        reagents: [{ name: "Pd/C", formula: null, synonyms: [] }],
        solvents: [{ name: "EtOH" }, { name: "H₂O" }, { name: "THF" }, { name: "CH₂Cl₂" }],
      },
    );
    const step = scheme.parts[0]?.reactions[0];
    expect(step?.solvents).toEqual(["EtOH", "H₂O", "THF", "CH₂Cl₂"]);
    // A name matched whole is not split; one whose parts the archive lacks stays whole and new.
    expect(step?.reagents.map((g) => g.name)).toEqual(["Pd/C", "Li/NH3"]);
    expect(scheme.newAgents.map((a) => a.name)).toEqual(["Li/NH3"]);
    expect(step?.comment).toBe("azide opening\nEtOH/H₂O 4:1");
  });
});
