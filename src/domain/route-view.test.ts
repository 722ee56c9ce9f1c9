import { describe, expect, it } from "vitest";
import { documentToSynthesisView } from "./document-view.ts";
import { synthesisDocumentSchema } from "./synthesis-document.ts";

/** Stork's quinine ends in one step giving the target and its 9-epimer, the target stored first. */
const doc = synthesisDocumentSchema.parse({
  molecule: { name: "Quinine", structure: "quinine", smiles: "CC(O)C1CCN1" },
  author: { firstName: "Gilbert", lastName: "Stork", url: "stork" },
  year: 2001,
  type_1: "Total",
  type_2: "Single Enantiomer",
  comment: "",
  references: [],
  parts: [
    {
      number: 1,
      reactions: [
        { step: 1, substrates: [{ smiles: "CCC" }], products: [{ smiles: "CC(=O)C1CCN1" }] },
        {
          step: 2,
          substrates: [{ smiles: "CC(=O)C1CCN1" }],
          products: [
            { smiles: "CC(O)C1CCN1", name: "Quinine" },
            { smiles: "C[C@H](O)C1CCN1", name: "9-epi-quinine" },
          ],
        },
      ],
    },
  ],
});

const view = documentToSynthesisView({
  document: doc,
  reference: {
    reagents: [],
    solvents: [],
    namedReactions: [],
    authors: [{ id: 1, firstName: "Gilbert", lastName: "Stork", url: "stork" }],
    molecules: [],
  },
  drawing: () => ({ width: 10, height: 10, formula: null, carbonCount: null }),
  fileName: (smiles) => `file-${smiles}`,
  synthesisId: 0,
  submitter: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("withRouteNumbers", () => {
  it("lists a step's products in compound-number order, the target (numbered last) after its epimer", () => {
    const last = view.parts[0]?.reactions.find((r) => r.step === 2);
    expect(last?.products.map((p) => [p.name, p.compound])).toEqual([
      ["9-epi-quinine", 3],
      ["Quinine", 4],
    ]);
  });
});
