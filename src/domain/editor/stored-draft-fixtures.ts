import { type SynthesisDocument, synthesisDocumentSchema } from "../synthesis-document.ts";
import type { DraftLookups } from "./draft-storage.ts";

/** The reference data and the document the stored-draft tests store and open. */
export const lookups: DraftLookups = {
  reagents: [
    { id: 1, name: "LiAlH4" },
    { id: 2, name: "NaBH4" },
    { id: 3, name: "Pd/C" },
  ],
  solvents: [
    { id: 10, name: "THF" },
    { id: 11, name: "MeOH" },
  ],
  namedReactions: [{ id: 20, name: "Wittig reaction", url: "wittig-reaction" }],
  molecules: [{ id: 30, name: "Testane", structure: "testane" }],
  authors: [{ id: 40, firstName: "Ada", lastName: "Chemist", url: "ada-chemist" }],
  protectingGroups: [{ id: 50, url: "tbs", name: "TBS" }],
};

export const document: SynthesisDocument = synthesisDocumentSchema.parse({
  molecule: { name: "Testane", structure: "testane", smiles: "CCCC" },
  author: { firstName: "Ada", lastName: "Chemist", url: "ada-chemist" },
  year: 1999,
  type_1: "Total",
  type_2: "Racemic",
  comment: "A route",
  references: [{ display: "A. Chemist, J. Test. 1999, 1, 1.", doi: "10.5555/test", url: null }],
  parts: [
    {
      number: 1,
      comment: "",
      reactions: [
        {
          step: 1,
          substrates: [{ name: "Butanal", smiles: "CCCC=O" }],
          products: [{ name: "Butanol", smiles: "CCCCO" }],
          reagents: [
            { name: "NaBH4", stage: 1 },
            { name: "LiAlH4", stage: 2 },
          ],
          solvents: ["MeOH", "THF"],
          temperature: "0 °C",
          time: "2 h",
          yield: "90%",
          named_reactions: ["wittig-reaction"],
          protecting_groups: [{ url: "tbs", type: "protection" }],
          special_reagent: { name: "Catalyst", smiles: null, filename: "upload-abc", extension: "png" },
        },
        {
          step: 2,
          substrates: [{ name: "Butanol", smiles: "CCCCO" }],
          products: [{ name: null, smiles: null, filename: "drawn", extension: "png" }],
          reagents: [{ name: "Unlisted reagent", stage: 1 }],
          solvents: ["Unlisted solvent"],
        },
      ],
    },
  ],
});
