import { describe, expect, it } from "vitest";
import { copyReaction, cutReaction, pasteReaction } from "./clipboard.ts";
import { type DraftReaction, emptyReaction, newDraft, runAction, type SynthesisDraft } from "./draft.ts";
import { deleteChemical } from "./structure-actions.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

const chem = (id: string, name: string, smiles: string) => ({
  id,
  name,
  smiles,
  filename: null,
  extension: null,
});

/** Step 2 of part 1, with every detail filled in. */
const full: DraftReaction = {
  ...emptyReaction("r2", 2),
  substrates: [chem("c3", "A", "CC")],
  products: [chem("c4", "B", "CCO")],
  reagents: [
    { name: "NaH", stage: 1 },
    { name: "MeI", stage: 2 },
  ],
  sequence: true,
  stageCount: 2,
  solvents: ["THF"],
  temperature: "0 °C",
  time: "2 h",
  yield: "85%",
  selectivity: "10:1 dr",
  special_condition: "hν",
  hasSpecialReagent: true,
  special_reagent: { id: "c5", name: "", smiles: null, filename: "sr.png", extension: "png" },
  named_reactions: ["Wittig reaction"],
  protecting_groups: [{ url: "tbs", type: "protection" }],
  comment: "Slow addition.",
};

/** Part 1: step 1 makes 'A', step 2 (`full`) takes 'A' and makes 'B'. Part 2: step 1 makes 'X'. */
function source(): SynthesisDraft {
  return deepFreeze({
    ...newDraft(),
    parts: [
      {
        id: "p1",
        number: 1,
        comment: "",
        reactions: [{ ...emptyReaction("r1", 1), products: [chem("c1", "A", "CC")] }, full],
      },
      {
        id: "p2",
        number: 2,
        comment: "",
        reactions: [{ ...emptyReaction("r3", 1), products: [chem("c6", "X", "CN")] }],
      },
    ],
    nextId: 10,
  });
}

const steps = (d: SynthesisDraft, p: number) => d.parts[p]?.reactions.map((r) => [r.id, r.step]);

describe("copyReaction", () => {
  it("returns a deep copy of the whole reaction and leaves the draft as it was (not dirty)", () => {
    const d = source();
    const result = ok(runAction(d, copyReaction, { reactionId: "r2" }));
    expect(result.draft).toBe(d);
    expect(result.clipboard).toEqual({ kind: "reaction", reaction: full });
    expect(result.clipboard.reaction).not.toBe(full);
    expect(result.clipboard.reaction.reagents).not.toBe(full.reagents);
  });

  it("is refused for a reaction that no longer exists", () => {
    expect(copyReaction(source(), { reactionId: "gone" })).toEqual({
      ok: false,
      severity: "error",
      message: "This reaction no longer exists.",
    });
  });
});

describe("cutReaction", () => {
  it("copies the reaction and deletes it (later steps move up, the one before is selected)", () => {
    const d = source();
    const result = ok(cutReaction(d, { reactionId: "r1" }));
    expect(result.clipboard.reaction.products).toEqual([chem("c1", "A", "CC")]);
    expect(steps(result.draft, 0)).toEqual([["r2", 1]]);
    expect(result.selectedReactionId).toBe("r2");
    expect(steps(d, 0)).toEqual([
      ["r1", 1],
      ["r2", 2],
    ]);
  });

  it("is refused exactly as deleting is: the only reaction of a part", () => {
    expect(cutReaction(source(), { reactionId: "r3" })).toEqual({
      ok: false,
      severity: "error",
      message: "A part keeps at least one reaction: delete the part instead.",
    });
    expect(cutReaction(source(), { reactionId: "gone" })).toEqual({
      ok: false,
      severity: "error",
      message: "This reaction no longer exists.",
    });
  });
});

describe("pasteReaction", () => {
  it("appends the reaction to another part as step = highest + 1 with fresh ids, and selects it", () => {
    const d = source();
    const { clipboard } = ok(copyReaction(d, { reactionId: "r2" }));
    const result = ok(pasteReaction(d, { partId: "p2", clipboard }));
    expect(steps(result.draft, 1)).toEqual([
      ["r3", 1],
      ["e10", 2],
    ]);
    expect(result.selectedReactionId).toBe("e10");
    expect(result.draft.nextId).toBe(14);
    expect(result.draft.parts[1]?.reactions[1]).toEqual({
      ...full,
      id: "e10",
      step: 2,
      substrates: [chem("e11", "A", "CC")],
      products: [chem("e12", "B", "CCO")],
      special_reagent: { id: "e13", name: "", smiles: null, filename: "sr.png", extension: "png" },
    });
    expect(d.parts[1]?.reactions).toHaveLength(1);
  });

  it("keeps the pasted step's own substrates: they are not replaced by the previous step's products", () => {
    const d = source();
    const { clipboard } = ok(copyReaction(d, { reactionId: "r2" }));
    const pasted = ok(pasteReaction(d, { partId: "p2", clipboard })).draft.parts[1]?.reactions[1];
    expect(pasted?.substrates.map((c) => [c.name, c.smiles])).toEqual([["A", "CC"]]);
    expect(d.parts[1]?.reactions[0]?.products.map((c) => c.name)).toEqual(["X"]);
  });

  it("pastes into the same part after its last step; the two copies are independent", () => {
    const d = source();
    const { clipboard } = ok(copyReaction(d, { reactionId: "r2" }));
    const once = ok(pasteReaction(d, { partId: "p1", clipboard }));
    const twice = ok(pasteReaction(once.draft, { partId: "p1", clipboard }));
    expect(steps(twice.draft, 0)).toEqual([
      ["r1", 1],
      ["r2", 2],
      ["e10", 3],
      ["e14", 4],
    ]);
    const ids = twice.draft.parts.flatMap((p) =>
      p.reactions.flatMap((r) => [r.id, ...r.substrates.map((c) => c.id), ...r.products.map((c) => c.id)]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    // Twins go by name: step 4 keeps its substrate 'A', so step 3's product 'B' has no twin there.
    const third = twice.draft.parts[0]?.reactions[2]?.products[0]?.id as string;
    expect(deleteChemical(twice.draft, { chemicalId: third }).ok).toBe(true);
  });

  it("pastes into another synthesis, taking the place of its blank first reaction", () => {
    const { clipboard } = ok(copyReaction(source(), { reactionId: "r2" }));
    const target = deepFreeze(newDraft());
    const result = ok(runAction(target, pasteReaction, { partId: "e1", clipboard }));
    expect(steps(result.draft, 0)).toEqual([["e3", 1]]);
    expect(result.draft.parts[0]?.reactions[0]).toMatchObject({
      reagents: full.reagents,
      solvents: ["THF"],
      named_reactions: ["Wittig reaction"],
      protecting_groups: [{ url: "tbs", type: "protection" }],
      comment: "Slow addition.",
    });
    expect(result.draft.dirty).toBe(true);
  });

  it("is refused for a part that no longer exists", () => {
    const { clipboard } = ok(copyReaction(source(), { reactionId: "r2" }));
    expect(pasteReaction(source(), { partId: "gone", clipboard })).toEqual({
      ok: false,
      severity: "error",
      message: "This part no longer exists.",
    });
  });
});
