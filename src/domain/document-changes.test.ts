import { describe, expect, it } from "vitest";
import { documentChanges } from "./document-changes.ts";
import type { DraftDocument } from "./editor/draft-document.ts";

const reaction = (step: number) => ({
  step,
  substrates: [{ name: "Ketone", smiles: "CC(=O)C" }],
  products: [{ name: "Alcohol", smiles: "CC(O)C" }],
  reagents: [
    { name: "NaBH4", stage: 1 },
    { name: "MeOH", stage: 2 },
  ],
  solvents: ["THF"],
  temperature: "0 °C",
  time: "2 h",
  yield: "85%",
  selectivity: null,
  special_condition: null,
  special_reagent: null,
  named_reactions: ["luche-reduction"],
  protecting_groups: [{ url: "tbs", type: "protection" as const }],
  comment: "",
});

const base = (): DraftDocument => ({
  molecule: { name: "Quinine", structure: "quinine", smiles: "CC" },
  author: { firstName: "Robert", lastName: "Woodward", url: "robert-woodward" },
  year: 1944,
  type_1: "Total",
  type_2: "Racemic",
  supp_steps: 0,
  comment: "",
  submitter: "Carla",
  references: [{ display: "J. Am. Chem. Soc. 1944, 66, 849", doi: null, url: null }],
  parts: [
    { number: 1, comment: "", reactions: [reaction(1), reaction(2)] },
    { number: 2, comment: "Second branch", reactions: [reaction(1)] },
  ],
});

describe("documentChanges", () => {
  it("finds nothing between equal documents, nor when only the order of list items moved", () => {
    expect(documentChanges(base(), base())).toEqual([]);
    const moved = base();
    const r = moved.parts[0]?.reactions[0];
    if (!r?.reagents) throw new Error("fixture");
    r.reagents.reverse();
    moved.parts.reverse();
    // The submitter field is not published as written (publishing credits the draft's owner).
    moved.submitter = "Someone else";
    expect(documentChanges(base(), moved)).toEqual([]);
  });

  it("names each changed, added and removed field of the synthesis", () => {
    const after = base();
    after.molecule = { name: "Quinidine", structure: "quinine", smiles: "CC" };
    after.year = 1945;
    after.comment = "First formal route";
    after.references = [];
    expect(documentChanges(base(), after)).toEqual([
      {
        place: "Synthesis",
        field: "molecule",
        change: "changed",
        before: "Quinine (CC)",
        after: "Quinidine (CC)",
      },
      { place: "Synthesis", field: "year", change: "changed", before: "1944", after: "1945" },
      { place: "Synthesis", field: "comment", change: "added", before: null, after: "First formal route" },
      {
        place: "Synthesis",
        field: "reference",
        change: "removed",
        before: "J. Am. Chem. Soc. 1944, 66, 849",
        after: null,
      },
    ]);
  });

  it("places reaction changes at their part and step, a swapped structure as a changed chemical", () => {
    const after = base();
    const r = after.parts[0]?.reactions[1];
    if (!r) throw new Error("fixture");
    r.products = [{ name: "Alcohol", smiles: "CCCO" }];
    r.yield = "95%";
    r.temperature = null;
    r.reagents = [
      { name: "NaBH4", stage: 1 },
      { name: "MeOH", stage: 2 },
      { name: "CeCl3", stage: 1 },
    ];
    r.special_reagent = { name: "Catalyst", smiles: null, filename: "upload-abc" };
    expect(documentChanges(base(), after)).toEqual([
      {
        place: "Part 1, step 2",
        field: "product",
        change: "changed",
        before: "Alcohol (CC(O)C)",
        after: "Alcohol (CCCO)",
      },
      { place: "Part 1, step 2", field: "reagent", change: "added", before: null, after: "CeCl3" },
      { place: "Part 1, step 2", field: "temperature", change: "removed", before: "0 °C", after: null },
      { place: "Part 1, step 2", field: "yield", change: "changed", before: "85%", after: "95%" },
      {
        place: "Part 1, step 2",
        field: "special reagent",
        change: "added",
        before: null,
        after: "Catalyst (image upload-abc)",
      },
    ]);
  });

  it("names every record a chemist changed: amounts, coefficients, neat, atmosphere, selectivities", () => {
    const after = base();
    const r = after.parts[0]?.reactions[0];
    if (!r) throw new Error("fixture");
    r.reagents = [
      { name: "NaBH4", stage: 1, amount: { value: 1.5, unit: "equiv" } },
      { name: "MeOH", stage: 2 },
    ];
    r.substrates = [{ name: "Ketone", smiles: "CC(=O)C", coefficient: 2 }];
    r.solvents = [];
    r.neat = true;
    r.concentration = { value: 0.5, unit: "M" };
    r.atmosphere = { gas: "Ar" };
    r.selectivities = [{ type: "ee", value: 92 }];
    const at = "Part 1, step 1";
    expect(documentChanges(base(), after)).toEqual([
      {
        place: at,
        field: "substrate",
        change: "changed",
        before: "Ketone (CC(=O)C)",
        after: "×2 Ketone (CC(=O)C)",
      },
      { place: at, field: "reagent", change: "changed", before: "NaBH4", after: "NaBH4 1.5 equiv" },
      { place: at, field: "solvent", change: "removed", before: "THF", after: null },
      { place: at, field: "neat", change: "added", before: null, after: "neat" },
      { place: at, field: "concentration", change: "added", before: null, after: "0.5 M" },
      { place: at, field: "atmosphere", change: "added", before: null, after: "Ar" },
      { place: at, field: "selectivity values", change: "added", before: null, after: "92% ee" },
    ]);
  });

  it("reports whole parts and steps that came or went, with what they drew", () => {
    const after = base();
    after.parts = [
      { number: 1, comment: "", reactions: [reaction(1)] },
      { number: 3, comment: "", reactions: [reaction(1), reaction(2)] },
    ];
    expect(documentChanges(base(), after)).toEqual([
      { place: "Part 1, step 2", field: "step", change: "removed", before: "Ketone → Alcohol", after: null },
      { place: "Part 2", field: "part", change: "removed", before: "1 step", after: null },
      { place: "Part 3", field: "part", change: "added", before: null, after: "2 steps" },
    ]);
  });

  it("reads an unfinished draft (no molecule, no author, year 0) as fields not given", () => {
    const empty: DraftDocument = { ...base(), molecule: null, author: null, year: 0, parts: [] };
    const changes = documentChanges(empty, base());
    expect(changes.slice(0, 3)).toEqual([
      { place: "Synthesis", field: "molecule", change: "added", before: null, after: "Quinine (CC)" },
      {
        place: "Synthesis",
        field: "investigator",
        change: "added",
        before: null,
        after: "Robert Woodward",
      },
      { place: "Synthesis", field: "year", change: "added", before: null, after: "1944" },
    ]);
    expect(changes.filter((c) => c.field === "part").map((c) => c.place)).toEqual(["Part 1", "Part 2"]);
  });

  it("lists more removals than additions one by one rather than pairing them", () => {
    const after = base();
    const r = after.parts[1]?.reactions[0];
    if (!r) throw new Error("fixture");
    r.solvents = [];
    r.named_reactions = ["birch-reduction", "luche-reduction", "aldol-reaction"];
    r.protecting_groups = [{ url: "tbs", type: "deprotection" }];
    expect(documentChanges(base(), after)).toEqual([
      { place: "Part 2, step 1", field: "solvent", change: "removed", before: "THF", after: null },
      {
        place: "Part 2, step 1",
        field: "named reaction",
        change: "added",
        before: null,
        after: "birch-reduction",
      },
      {
        place: "Part 2, step 1",
        field: "named reaction",
        change: "added",
        before: null,
        after: "aldol-reaction",
      },
      {
        place: "Part 2, step 1",
        field: "protecting group",
        change: "changed",
        before: "tbs (protection)",
        after: "tbs (deprotection)",
      },
    ]);
  });

  it("reads a DOI-only reference as its DOI, a cited one with its DOI after the text", () => {
    const after = base();
    after.references = [
      { display: "J. Am. Chem. Soc. 1944, 66, 849", doi: "10.1021/ja01233a516", url: null },
      { display: "", doi: "10.5555/only.1", url: null },
    ];
    expect(documentChanges(base(), after)).toEqual([
      {
        place: "Synthesis",
        field: "reference",
        change: "removed",
        before: "J. Am. Chem. Soc. 1944, 66, 849",
        after: null,
      },
      {
        place: "Synthesis",
        field: "reference",
        change: "added",
        before: null,
        after: "J. Am. Chem. Soc. 1944, 66, 849 (DOI 10.1021/ja01233a516)",
      },
      { place: "Synthesis", field: "reference", change: "added", before: null, after: "DOI 10.5555/only.1" },
    ]);
  });
});
