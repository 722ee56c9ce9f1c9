import { describe, expect, it } from "vitest";
import type { ImportedReaction, ImportedScheme } from "../import/imported-scheme.ts";
import { newDraft, runAction } from "./draft.ts";
import { draftToDocument } from "./draft-document.ts";
import { appendImportedReactions } from "./import-actions.ts";
import { addReaction } from "./structure-actions.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

function imported(
  step: number,
  from: string,
  to: string,
  change: Partial<ImportedReaction> = {},
): ImportedReaction {
  return {
    step,
    substrates: [{ name: null, smiles: from }],
    products: [{ name: `product ${step}`, smiles: to }],
    reagents: [{ name: "PCC", stage: 1, amount: null }],
    solvents: ["CH₂Cl₂"],
    temperature: null,
    time: "2 h",
    yield: "85%",
    selectivity: null,
    special_condition: null,
    special_reagent: null,
    named_reactions: [],
    protecting_groups: [],
    comment: "",
    atmosphere: null,
    concentration: null,
    neat: false,
    selectivities: [],
    ...change,
  };
}

const scheme: Pick<ImportedScheme, "parts"> = {
  parts: [
    { number: 1, comment: "", reactions: [imported(1, "CCO", "CC=O"), imported(2, "CC=O", "CC(=O)O")] },
  ],
};

describe("appending an imported scheme", () => {
  it("replaces the empty step 1 of a new draft with the file's steps, in order, and marks the draft dirty", () => {
    const draft = deepFreeze(newDraft());
    const part = draft.parts[0]?.id as string;
    const result = ok(runAction(draft, appendImportedReactions, { scheme, into: part }));
    const doc = draftToDocument(result.draft);
    expect(doc.parts).toHaveLength(1);
    expect(
      doc.parts[0]?.reactions.map((r) => [r.step, r.substrates?.[0]?.smiles, r.products?.[0]?.name]),
    ).toEqual([
      [1, "CCO", "product 1"],
      [2, "CC=O", "product 2"],
    ]);
    expect(doc.parts[0]?.reactions[0]).toMatchObject({
      reagents: [{ name: "PCC", stage: 1, amount: null }],
      solvents: ["CH₂Cl₂"],
      time: "2 h",
      yield: "85%",
    });
    expect(result.draft.dirty).toBe(true);
    expect(result.reactionIds).toHaveLength(2);
    expect(result.selectedReactionId).toBe(result.reactionIds[0]);
  });

  it("appends after the steps a part already has, and can make a new part after the last", () => {
    let draft = newDraft();
    const part = draft.parts[0]?.id as string;
    draft = ok(appendImportedReactions(draft, { scheme, into: part })).draft;
    draft = ok(addReaction(draft, { partId: part })).draft; // step 3: the products of step 2 as substrates
    const again = ok(appendImportedReactions(draft, { scheme, into: part })).draft;
    expect(again.parts[0]?.reactions.map((r) => r.step)).toEqual([1, 2, 3, 4, 5]);
    const apart = ok(appendImportedReactions(draft, { scheme, into: "new" })).draft;
    expect(apart.parts.map((p) => [p.number, p.reactions.length])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it("carries a one-line scheme's stages, amounts and records into the draft ('Specify sequence' on)", () => {
    const draft = newDraft();
    const part = draft.parts[0]?.id as string;
    const staged: Pick<ImportedScheme, "parts"> = {
      parts: [
        {
          number: 1,
          comment: "",
          reactions: [
            imported(1, "CC(C)=O", "CC(C)(O)CC=C", {
              reagents: [
                { name: "LDA", stage: 1, amount: { value: 1.1, unit: "equiv" } },
                { name: "allyl bromide", stage: 2, amount: null },
              ],
              atmosphere: { gas: "Ar", pressure: null },
              concentration: { value: 0.1, unit: "M" },
              selectivities: [{ type: "dr", ratio: [5, 1], more_than: false }],
            }),
          ],
        },
      ],
    };
    const result = ok(runAction(draft, appendImportedReactions, { scheme: staged, into: part }));
    expect(result.draft.parts[0]?.reactions[0]).toMatchObject({ sequence: true, stageCount: 2 });
    expect(draftToDocument(result.draft).parts[0]?.reactions[0]).toMatchObject({
      reagents: [
        { name: "LDA", stage: 1, amount: { value: 1.1, unit: "equiv" } },
        { name: "allyl bromide", stage: 2, amount: null },
      ],
      atmosphere: { gas: "Ar", pressure: null },
      concentration: { value: 0.1, unit: "M" },
      selectivities: [{ type: "dr", ratio: [5, 1], more_than: false }],
    });
  });

  it("refuses an empty scheme and a part that no longer exists, leaving the draft as it was", () => {
    const draft = newDraft();
    const empty = appendImportedReactions(draft, { scheme: { parts: [] }, into: "new" });
    expect(empty).toEqual({ ok: false, message: "The file holds no reaction to import.", severity: "error" });
    const gone = appendImportedReactions(draft, { scheme, into: "e999" });
    expect(gone.ok).toBe(false);
  });
});
