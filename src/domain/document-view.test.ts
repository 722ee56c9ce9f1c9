import { describe, expect, it } from "vitest";
import { reactionChains } from "./display-rules.ts";
import { documentToSynthesisView } from "./document-view.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "./synthesis-document.ts";

const doc: SynthesisDocument = synthesisDocumentSchema.parse({
  molecule: { name: "Target", structure: "target", smiles: "CCO" },
  author: { firstName: "Ann", lastName: "Author", url: "ann-author" },
  year: 2001,
  type_1: "Total",
  type_2: "Racemic",
  comment: "A comment",
  references: [{ display: "J. Am. Chem. Soc. 2001, 1, 1." }],
  parts: [
    {
      number: 1,
      reactions: [
        {
          step: 2,
          substrates: [{ smiles: "CC" }],
          products: [{ smiles: "CCC", name: "Propane" }],
          reagents: [{ name: "lialh4" }, { name: "LiAlH4" }],
          solvents: ["THF"],
          special_reagent: { smiles: "C" },
          named_reactions: ["aldol"],
          yield: "50%",
          protecting_groups: [{ url: "tbs-ether", type: "protection" }],
        },
        {
          step: 1,
          substrates: [{ filename: "upload-0123456789abcdef01234567", extension: "svg" }],
          products: [{ smiles: "CC" }],
          yield: "80%",
        },
      ],
    },
  ],
});

const view = documentToSynthesisView({
  document: doc,
  reference: {
    reagents: [{ id: 7, name: "LiAlH4", formula: "AlH4Li", synonyms: [{ id: 1, synonym: "LAH" }] }],
    solvents: [{ id: 3, name: "THF" }],
    namedReactions: [{ id: 5, name: "Aldol Reaction", url: "aldol" }],
    authors: [{ id: 9, firstName: "Ann", lastName: "Author", url: "ann-author" }],
    molecules: [],
  },
  drawing: (smiles) => ({ width: smiles.length * 10, height: 20, formula: `F(${smiles})`, carbonCount: 2 }),
  fileName: (smiles) => `file-${smiles}`,
  synthesisId: 0,
  submitter: "Carla",
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("documentToSynthesisView", () => {
  it("builds the page's view as publishing would store it", () => {
    expect(view).toMatchObject({
      id: 0,
      year: 2001,
      number_of_steps: 2,
      number_of_parts: 1,
      molecule: { name: "Target", structure: "target", extension: "svg", formula: "F(CCO)", width: 30 },
      author: { id: 9, url: "ann-author" },
      submitter: { name: "Carla" },
      references: [{ display: "J. Am. Chem. Soc. 2001, 1, 1.", doi: null, url: null }],
    });
  });

  it("orders reactions by step, names drawn files after the SMILES and uploads as PNGs", () => {
    const [first, second] = view.parts[0]?.reactions ?? [];
    expect(first?.step).toBe(1);
    expect(first?.substrates[0]).toMatchObject({
      filename: "upload-0123456789abcdef01234567",
      extension: "png",
    });
    expect(first?.products[0]).toMatchObject({ filename: "file-CC", extension: "svg", width: 20 });
    expect(second?.products[0]).toMatchObject({ name: "Propane", formula: "F(CCC)" });
    // The product of step 1 is the substrate of step 2: one chain, as on the published page.
    expect(reactionChains(view.parts[0]?.reactions ?? [])).toHaveLength(1);
  });

  it("names reference data as the archive does, once each, and the drawn special reagent's file", () => {
    const step2 = view.parts[0]?.reactions[1];
    expect(step2?.reagents).toEqual([
      {
        id: 7,
        name: "LiAlH4",
        formula: "AlH4Li",
        synonyms: [{ id: 1, synonym: "LAH" }],
        pivot: { stage: 1, amount: null },
      },
    ]);
    expect(step2?.solvents).toEqual([{ id: 3, name: "THF" }]);
    expect(step2?.named_reactions).toEqual([{ id: 5, name: "Aldol Reaction", url: "aldol" }]);
    expect(step2).toMatchObject({
      has_special_reagent: true,
      special_reagent: "0-1-2-sr.svg",
      special_reagent_width: 10,
    });
  });

  it("numbers the compounds and measures the route as the published page would", () => {
    const [first, second] = view.parts[0]?.reactions ?? [];
    expect(first?.substrates.map((c) => c.compound)).toEqual([1]);
    expect(first?.products.map((c) => c.compound)).toEqual([2]);
    expect(second?.substrates.map((c) => c.compound)).toEqual([2]);
    expect(second?.products.map((c) => c.compound)).toEqual([3]);
    expect(view.route_figures).toMatchObject({
      total_steps: 2,
      longest_linear_sequence: 2,
      branches: 1,
      yields_recorded: 2,
      overall_yield: 40,
      protecting_group_steps: 1,
      protections: 1,
      deprotections: 0,
    });
  });
});
