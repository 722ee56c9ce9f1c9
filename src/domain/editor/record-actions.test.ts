import { describe, expect, it } from "vitest";
import { synthesisDocumentSchema } from "../synthesis-document.ts";
import { draftFromDocument, newDraft, type SynthesisDraft } from "./draft.ts";
import { draftToDocument } from "./draft-document.ts";
import { loadStoredDraft } from "./draft-storage.ts";
import { addSolvent, setSequence } from "./reagent-actions.ts";
import {
  removeSelectivity,
  setAtmosphere,
  setConcentration,
  setNeat,
  setReagentAmount,
  setSelectivity,
  setSubstrateCoefficient,
} from "./record-actions.ts";
import { storeDraft } from "./stored-draft.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

type Reaction = SynthesisDraft["parts"][number]["reactions"][number];
const first = (d: SynthesisDraft) => d.parts[0]?.reactions[0] as Reaction;

/** A draft whose only reaction has a substrate, two reagents and a solvent. */
function draft(): SynthesisDraft {
  const d = newDraft();
  const part = d.parts[0] as SynthesisDraft["parts"][number];
  const substrate = { id: "s1", name: "Phenol", smiles: "Oc1ccccc1", filename: null, extension: null };
  return deepFreeze({
    ...d,
    parts: [
      {
        ...part,
        reactions: [
          {
            ...first(d),
            substrates: [substrate],
            reagents: [
              { name: "CuCl2", stage: 1 },
              { name: "NaH", stage: 1 },
            ],
            solvents: ["MeOH"],
          },
        ],
      },
    ],
  });
}
const id = (d: SynthesisDraft) => first(d).id;

describe("record actions", () => {
  it("sets and clears a reagent's amount, keeping it through 'Specify sequence' off", () => {
    const d = draft();
    const set = ok(
      setReagentAmount(d, { reactionId: id(d), index: 1, amount: { value: 1.2, unit: "equiv" } }),
    ).draft;
    expect(first(set).reagents[1]).toEqual({ name: "NaH", stage: 1, amount: { value: 1.2, unit: "equiv" } });
    const sequenced = ok(
      setSequence(ok(setSequence(set, { reactionId: id(d), on: true })).draft, {
        reactionId: id(d),
        on: false,
      }),
    );
    expect(first(sequenced.draft).reagents[1]?.amount).toEqual({ value: 1.2, unit: "equiv" });
    expect(
      first(ok(setReagentAmount(set, { reactionId: id(d), index: 1, amount: null })).draft).reagents[1]
        ?.amount,
    ).toBeNull();
  });

  it("refuses values out of bounds or in an unknown unit, naming the problem", () => {
    const d = draft();
    const refused = setReagentAmount(d, {
      reactionId: id(d),
      index: 0,
      amount: { value: 120, unit: "mol%" },
    });
    expect(refused).toMatchObject({ ok: false, message: "The amount value must be at most 100." });
    expect(setSubstrateCoefficient(d, { reactionId: id(d), chemicalId: "s1", coefficient: 0 }).ok).toBe(
      false,
    );
    expect(
      setAtmosphere(d, { reactionId: id(d), atmosphere: { gas: "He", pressure: null } as never }).ok,
    ).toBe(false);
    expect(setConcentration(d, { reactionId: id(d), concentration: { value: -1, unit: "M" } }).ok).toBe(
      false,
    );
  });

  it("sets a substrate's coefficient; 1 clears it", () => {
    const d = draft();
    const two = ok(setSubstrateCoefficient(d, { reactionId: id(d), chemicalId: "s1", coefficient: 2 })).draft;
    expect(first(two).substrates[0]?.coefficient).toBe(2);
    const one = ok(
      setSubstrateCoefficient(two, { reactionId: id(d), chemicalId: "s1", coefficient: 1 }),
    ).draft;
    expect(first(one).substrates[0]?.coefficient).toBeNull();
  });

  it("neat removes the solvents, and adding a solvent ends neat", () => {
    const d = draft();
    const neat = ok(setNeat(d, { reactionId: id(d), neat: true })).draft;
    expect(first(neat)).toMatchObject({ neat: true, solvents: [] });
    const solvent = ok(addSolvent(neat, { reactionId: id(d), name: "THF" })).draft;
    expect(first(solvent)).toMatchObject({ neat: false, solvents: ["THF"] });
  });

  it("keeps one selectivity per type, replaced in place, and removes one", () => {
    const d = draft();
    let next = ok(
      setSelectivity(d, { reactionId: id(d), selectivity: { type: "dr", ratio: [5, 1], more_than: false } }),
    ).draft;
    next = ok(
      setSelectivity(next, { reactionId: id(d), selectivity: { type: "ee", value: 92, more_than: false } }),
    ).draft;
    next = ok(
      setSelectivity(next, {
        reactionId: id(d),
        selectivity: { type: "dr", ratio: [20, 1], more_than: true },
      }),
    ).draft;
    expect(first(next).selectivities).toEqual([
      { type: "dr", ratio: [20, 1], more_than: true },
      { type: "ee", value: 92, more_than: false },
    ]);
    next = ok(removeSelectivity(next, { reactionId: id(d), type: "dr" })).draft;
    expect(first(next).selectivities.map((s) => s.type)).toEqual(["ee"]);
  });

  it("every record survives the document and the stored draft; a draft without records writes them empty", () => {
    const d = draft();
    let next = ok(
      setReagentAmount(d, { reactionId: id(d), index: 0, amount: { value: 5, unit: "mol%" } }),
    ).draft;
    next = ok(setSubstrateCoefficient(next, { reactionId: id(d), chemicalId: "s1", coefficient: 2 })).draft;
    next = ok(
      setAtmosphere(next, {
        reactionId: id(d),
        atmosphere: { gas: "O2", pressure: { value: 1, unit: "atm" } },
      }),
    ).draft;
    next = ok(setConcentration(next, { reactionId: id(d), concentration: { value: 0.1, unit: "M" } })).draft;
    next = ok(setNeat(next, { reactionId: id(d), neat: true })).draft;
    next = ok(
      setSelectivity(next, {
        reactionId: id(d),
        selectivity: { type: "E/Z", ratio: [4, 1], more_than: false },
      }),
    ).draft;
    const doc = draftToDocument(next);
    const reaction = doc.parts[0]?.reactions[0];
    expect(reaction).toMatchObject({
      substrates: [{ name: "Phenol", coefficient: 2 }],
      reagents: [{ name: "CuCl2", amount: { value: 5, unit: "mol%" } }, { name: "NaH" }],
      atmosphere: { gas: "O2", pressure: { value: 1, unit: "atm" } },
      concentration: { value: 0.1, unit: "M" },
      neat: true,
      selectivities: [{ type: "E/Z", ratio: [4, 1], more_than: false }],
    });
    const lookups = { reagents: [], solvents: [], namedReactions: [], molecules: [], authors: [] };
    const reopened = loadStoredDraft(JSON.parse(JSON.stringify(storeDraft(next, lookups))), lookups);
    expect(draftToDocument(reopened)).toEqual(doc);
    const published = synthesisDocumentSchema.parse({
      ...doc,
      molecule: { name: "Carpanone", structure: "carpanone" },
      author: { firstName: "O. L.", lastName: "Chapman", url: "chapman" },
      year: 1971,
    });
    expect(draftToDocument(draftFromDocument(published)).parts).toEqual(doc.parts);

    const plain = draftToDocument(draft()).parts[0]?.reactions[0] ?? {};
    expect(plain).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
    expect(plain.reagents?.[0]).toEqual({ name: "CuCl2", stage: 1, amount: null });
    expect(plain.substrates?.[0]).toMatchObject({ name: "Phenol", coefficient: null });
  });

  it("a stored draft with an unreadable record opens without it", () => {
    const d = draft();
    const lookups = { reagents: [], solvents: [], namedReactions: [], molecules: [], authors: [] };
    const stored = JSON.parse(JSON.stringify(storeDraft(d, lookups)));
    stored.parts[0].reactions[0].atmosphere = { gas: "He" };
    stored.parts[0].reactions[0].reagents[0].amount = { value: "lots", unit: "equiv" };
    const reopened = first(loadStoredDraft(stored, lookups));
    expect(reopened.atmosphere).toBeNull();
    expect(reopened.reagents[0]?.amount ?? null).toBeNull();
    expect(reopened.reagents[0]?.name).toBe("CuCl2");
  });
});
