import { describe, expect, it } from "vitest";
import { newDraft, type SynthesisDraft } from "./draft.ts";
import {
  addNamedReaction,
  addProtectingGroupLink,
  addReagent,
  addSolvent,
  addStage,
  removeNamedReaction,
  removeProtectingGroupLink,
  removeReagent,
  removeSolvent,
  removeStage,
  setSequence,
} from "./reagent-actions.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

type Reaction = SynthesisDraft["parts"][number]["reactions"][number];
const first = (d: SynthesisDraft) => d.parts[0]?.reactions[0] as Reaction;

/** A draft whose only reaction has the given reagents and sequence state. */
function withReagents(reagents: Reaction["reagents"], sequence = false, stageCount = 1): SynthesisDraft {
  const d = newDraft();
  const part = d.parts[0] as SynthesisDraft["parts"][number];
  return deepFreeze({
    ...d,
    parts: [{ ...part, reactions: [{ ...first(d), reagents, sequence, stageCount }] }],
  });
}
const id = (d: SynthesisDraft) => first(d).id;

describe("setSequence", () => {
  it("on starts with 2 steps", () => {
    const d = withReagents([{ name: "NaH", stage: 1 }]);
    const result = ok(setSequence(d, { reactionId: id(d), on: true }));
    expect(first(result.draft)).toMatchObject({ sequence: true, stageCount: 2 });
    expect(first(result.draft).reagents).toEqual([{ name: "NaH", stage: 1 }]);
  });

  it("off puts every reagent at stage 1 and removes duplicates", () => {
    const d = withReagents(
      [
        { name: "NaH", stage: 1 },
        { name: "MeI", stage: 2 },
        { name: "nah", stage: 3 },
        { name: "TBAF", stage: 0 },
      ],
      true,
      3,
    );
    const result = ok(setSequence(d, { reactionId: id(d), on: false }));
    expect(first(result.draft)).toMatchObject({ sequence: false, stageCount: 1 });
    expect(first(result.draft).reagents).toEqual([
      { name: "NaH", stage: 1 },
      { name: "MeI", stage: 1 },
      { name: "TBAF", stage: 1 },
    ]);
  });
});

describe("addStage and removeStage", () => {
  it("'+ Step' adds a step and selects it", () => {
    const d = withReagents([], true, 2);
    const result = ok(addStage(d, { reactionId: id(d) }));
    expect(first(result.draft).stageCount).toBe(3);
    expect(result.selectedStage).toBe(3);
  });

  it("'+ Step' is refused while the sequence is off", () => {
    const d = withReagents([]);
    expect(addStage(d, { reactionId: id(d) })).toMatchObject({
      ok: false,
      message: "Turn on 'Specify sequence' to add a step.",
    });
  });

  it("'- Step' removes the last step and its reagents", () => {
    const d = withReagents(
      [
        { name: "NaH", stage: 1 },
        { name: "MeI", stage: 3 },
        { name: "H2O", stage: 2 },
      ],
      true,
      3,
    );
    const result = ok(removeStage(d, { reactionId: id(d) }));
    expect(first(result.draft).stageCount).toBe(2);
    expect(first(result.draft).reagents).toEqual([
      { name: "NaH", stage: 1 },
      { name: "H2O", stage: 2 },
    ]);
  });

  it("'- Step' is refused at 2 steps", () => {
    const d = withReagents([{ name: "MeI", stage: 2 }], true, 2);
    expect(removeStage(d, { reactionId: id(d) })).toEqual({
      ok: false,
      severity: "error",
      message: "A sequence keeps at least 2 steps.",
    });
  });
});

describe("addReagent", () => {
  it("adds at stage 1 when the sequence is off, whatever stage is asked", () => {
    const d = withReagents([]);
    const result = ok(addReagent(d, { reactionId: id(d), name: " NaH ", stage: 2 }));
    expect(first(result.draft).reagents).toEqual([{ name: "NaH", stage: 1 }]);
  });

  it("refuses a reagent already present at the same stage with a warning only", () => {
    const d = withReagents([{ name: "NaH", stage: 1 }]);
    expect(addReagent(d, { reactionId: id(d), name: "nah", stage: 1 })).toEqual({
      ok: false,
      severity: "warning",
      message: "'nah' is already a reagent of this step.",
    });
  });

  it("treats stage 0 as matching any stage", () => {
    const d = withReagents([{ name: "TBAF", stage: 0 }], true, 3);
    expect(addReagent(d, { reactionId: id(d), name: "TBAF", stage: 3 })).toMatchObject({
      ok: false,
      severity: "warning",
    });
    const e = withReagents([{ name: "TBAF", stage: 2 }], true, 3);
    expect(addReagent(e, { reactionId: id(e), name: "TBAF", stage: 0 })).toMatchObject({ ok: false });
  });

  it("allows the same reagent at another stage", () => {
    const d = withReagents([{ name: "NaH", stage: 1 }], true, 2);
    const result = ok(addReagent(d, { reactionId: id(d), name: "NaH", stage: 2 }));
    expect(first(result.draft).reagents).toEqual([
      { name: "NaH", stage: 1 },
      { name: "NaH", stage: 2 },
    ]);
  });

  it("refuses a stage beyond the sequence", () => {
    const d = withReagents([], true, 2);
    expect(addReagent(d, { reactionId: id(d), name: "NaH", stage: 3 })).toMatchObject({
      ok: false,
      message: "Choose a step from 1 to 2.",
    });
  });

  it("removes a reagent by position", () => {
    const d = withReagents([
      { name: "NaH", stage: 1 },
      { name: "MeI", stage: 1 },
    ]);
    expect(first(ok(removeReagent(d, { reactionId: id(d), index: 0 })).draft).reagents).toEqual([
      { name: "MeI", stage: 1 },
    ]);
  });
});

describe("solvents and named reactions", () => {
  it("refuses a duplicate solvent", () => {
    let d = deepFreeze(newDraft());
    d = ok(addSolvent(d, { reactionId: id(d), name: "THF" })).draft;
    expect(first(d).solvents).toEqual(["THF"]);
    expect(addSolvent(d, { reactionId: id(d), name: "thf " })).toMatchObject({
      ok: false,
      message: "'thf' is already a solvent of this reaction.",
    });
    expect(first(ok(removeSolvent(d, { reactionId: id(d), name: "THF" })).draft).solvents).toEqual([]);
  });

  it("refuses a duplicate named reaction", () => {
    let d = deepFreeze(newDraft());
    d = ok(addNamedReaction(d, { reactionId: id(d), url: "wittig-reaction" })).draft;
    expect(addNamedReaction(d, { reactionId: id(d), url: "wittig-reaction" })).toMatchObject({
      ok: false,
      message: "This named reaction is already attached to the reaction.",
    });
    const removed = ok(removeNamedReaction(d, { reactionId: id(d), url: "wittig-reaction" }));
    expect(first(removed.draft).named_reactions).toEqual([]);
  });
});

describe("protecting-group links", () => {
  it("allow a protection and a deprotection of the same group but no duplicate", () => {
    let d = deepFreeze(newDraft());
    d = ok(addProtectingGroupLink(d, { reactionId: id(d), link: { url: "tbs", type: "protection" } })).draft;
    d = ok(
      addProtectingGroupLink(d, { reactionId: id(d), link: { url: "tbs", type: "deprotection" } }),
    ).draft;
    expect(first(d).protecting_groups).toEqual([
      { url: "tbs", type: "protection" },
      { url: "tbs", type: "deprotection" },
    ]);
    expect(
      addProtectingGroupLink(d, { reactionId: id(d), link: { url: "tbs", type: "protection" } }),
    ).toEqual({
      ok: false,
      severity: "warning",
      message: "This protection is already linked to the reaction.",
    });
    const removed = ok(
      removeProtectingGroupLink(d, { reactionId: id(d), link: { url: "tbs", type: "protection" } }),
    );
    expect(first(removed.draft).protecting_groups).toEqual([{ url: "tbs", type: "deprotection" }]);
  });
});
