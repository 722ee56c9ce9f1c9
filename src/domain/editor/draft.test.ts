import { describe, expect, it } from "vitest";
import { synthesisDocumentSchema } from "../synthesis-document.ts";
import { draftFromDocument, markSaved, newDraft, runAction } from "./draft.ts";
import { addPart, deletePart } from "./structure-actions.ts";
import { deepFreeze } from "./test-helpers.ts";

describe("newDraft", () => {
  it("starts with one part holding one empty reaction, year 0, supp_steps 0, not dirty", () => {
    const d = newDraft();
    expect(d.year).toBe(0);
    expect(d.supp_steps).toBe(0);
    expect(d.dirty).toBe(false);
    expect(d.parts).toHaveLength(1);
    expect(d.parts[0]?.number).toBe(1);
    expect(d.parts[0]?.reactions).toHaveLength(1);
    expect(d.parts[0]?.reactions[0]).toMatchObject({
      step: 1,
      substrates: [],
      products: [],
      reagents: [],
      stageCount: 1,
      sequence: false,
    });
    expect(new Set([d.parts[0]?.id, d.parts[0]?.reactions[0]?.id]).size).toBe(2);
  });
});

describe("runAction and the dirty flag", () => {
  it("marks the draft dirty after an edit and markSaved clears it", () => {
    const d = deepFreeze(newDraft());
    const result = runAction(d, addPart, undefined);
    if (!result.ok) throw new Error(result.message);
    expect(result.draft.dirty).toBe(true);
    expect(d.dirty).toBe(false);
    expect(markSaved(result.draft).dirty).toBe(false);
  });
});

describe("draftFromDocument", () => {
  const doc = synthesisDocumentSchema.parse({
    molecule: { name: "Quinine", structure: "quinine" },
    author: { firstName: "Robert", lastName: "Woodward", url: "woodward" },
    year: 1944,
    type_1: "Formal",
    type_2: "Racemic",
    parts: [
      {
        number: 1,
        reactions: [
          { step: 2, substrates: [{ name: "B", smiles: "CC" }], products: [{ name: "C", smiles: "CCC" }] },
          {
            step: 1,
            products: [{ name: "B", smiles: "CC" }],
            reagents: [
              { name: "NaH", stage: 1 },
              { name: "MeI", stage: 3 },
            ],
          },
        ],
      },
      { number: 0, reactions: [{ step: 1, products: [{ smiles: "C" }] }] },
    ],
  });

  it("orders parts and steps, gives unique ids, and takes the stage count from the highest stage", () => {
    const d = draftFromDocument(doc);
    expect(d.dirty).toBe(false);
    expect(d.parts.map((p) => p.number)).toEqual([0, 1]);
    const part1 = d.parts[1];
    expect(part1?.reactions.map((r) => r.step)).toEqual([1, 2]);
    expect(part1?.reactions[0]).toMatchObject({ stageCount: 3, sequence: true });
    expect(part1?.reactions[1]).toMatchObject({ stageCount: 1, sequence: false });
    const ids = d.parts.flatMap((p) => [
      p.id,
      ...p.reactions.flatMap((r) => [r.id, ...r.substrates.map((c) => c.id), ...r.products.map((c) => c.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(d.parts[0]?.reactions[0]?.products[0]?.name).toBe("");
  });
});

describe("actions never change their input", () => {
  it("leaves the draft equal to a deep copy taken before, after a success and after a refusal", () => {
    const d = newDraft();
    const before = structuredClone(d);
    const added = runAction(d, addPart, undefined);
    expect(added.ok).toBe(true);
    expect(d).toEqual(before);
    if (!added.ok) return;
    const copy = structuredClone(added.draft);
    const refused = runAction(added.draft, deletePart, { partId: "missing" });
    expect(refused).toEqual({ ok: false, severity: "error", message: "This part no longer exists." });
    expect(added.draft).toEqual(copy);
  });
});
