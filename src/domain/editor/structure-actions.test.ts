import { describe, expect, it } from "vitest";
import { newDraft, type SynthesisDraft } from "./draft.ts";
import {
  addPart,
  addProduct,
  addReaction,
  addSubstrate,
  deleteChemical,
  deletePart,
  deleteReaction,
  moveReaction,
  renameChemical,
  replaceStructure,
} from "./structure-actions.ts";
import { deepFreeze, ok, structure } from "./test-helpers.ts";

/** Part 1: step 1 makes 'A'; step 2 takes 'A' and makes 'B'. */
function twoSteps(): SynthesisDraft {
  let d = newDraft();
  const partId = d.parts[0]?.id as string;
  const r1 = d.parts[0]?.reactions[0]?.id as string;
  d = ok(addProduct(d, { reactionId: r1, chemical: structure("A", "CC") })).draft;
  d = ok(addReaction(d, { partId })).draft;
  const r2 = d.parts[0]?.reactions[1]?.id as string;
  d = ok(addProduct(d, { reactionId: r2, chemical: structure("B", "CCO") })).draft;
  return deepFreeze(d);
}
const part = (d: SynthesisDraft, i = 0) => d.parts[i] as SynthesisDraft["parts"][number];
const reaction = (d: SynthesisDraft, step: number, p = 0) =>
  part(d, p).reactions.find((r) => r.step === step) as SynthesisDraft["parts"][number]["reactions"][number];

describe("addReaction", () => {
  it("is refused while the part's last reaction has no product", () => {
    const d = deepFreeze(newDraft());
    expect(addReaction(d, { partId: part(d).id })).toEqual({
      ok: false,
      severity: "error",
      message: "Add a product to step 1 before adding a reaction.",
    });
  });

  it("takes step = highest + 1, copies the last products as substrates (new ids) and selects it", () => {
    const d = twoSteps();
    const result = ok(addReaction(d, { partId: part(d).id }));
    const added = reaction(result.draft, 3);
    expect(result.selectedReactionId).toBe(added.id);
    expect(added.substrates.map((c) => [c.name, c.smiles])).toEqual([["B", "CCO"]]);
    expect(added.substrates[0]?.id).not.toBe(reaction(d, 2).products[0]?.id);
    expect(added.products).toEqual([]);
    expect(part(d).reactions).toHaveLength(2);
  });
});

describe("addReaction on a part without reactions", () => {
  it("adds step 1", () => {
    const d = deepFreeze({ ...newDraft(), parts: [{ ...part(newDraft()), reactions: [] }] });
    const result = ok(addReaction(d, { partId: part(d).id }));
    expect(part(result.draft).reactions.map((r) => [r.id, r.step])).toEqual([[result.selectedReactionId, 1]]);
  });
});

describe("addPart", () => {
  it("takes number = highest + 1 with one empty reaction at step 1, which becomes selected", () => {
    const d = deepFreeze(newDraft());
    const first = ok(addPart(d));
    const second = ok(addPart(first.draft));
    expect(second.draft.parts.map((p) => p.number)).toEqual([1, 2, 3]);
    const added = part(second.draft, 2);
    expect(added.reactions.map((r) => r.step)).toEqual([1]);
    expect(second.selectedReactionId).toBe(added.reactions[0]?.id);
    expect(d.parts).toHaveLength(1);
  });
});

describe("addProduct", () => {
  it("also adds the structure as a substrate of the next step of the same part", () => {
    const d = twoSteps();
    const result = ok(addProduct(d, { reactionId: reaction(d, 1).id, chemical: structure("A2", "CN") }));
    expect(reaction(result.draft, 1).products.map((c) => c.name)).toEqual(["A", "A2"]);
    expect(reaction(result.draft, 2).substrates.map((c) => c.name)).toEqual(["A", "A2"]);
    expect(reaction(d, 2).substrates.map((c) => c.name)).toEqual(["A"]);
  });

  it("adds no substrate when there is no next step", () => {
    const d = twoSteps();
    const result = ok(addProduct(d, { reactionId: reaction(d, 2).id, chemical: structure("C") }));
    expect(part(result.draft).reactions).toHaveLength(2);
    expect(reaction(result.draft, 2).products.map((c) => c.name)).toEqual(["B", "C"]);
  });
});

describe("deleteChemical", () => {
  it("refuses a product whose twin is a substrate of the next step, naming that step", () => {
    const d = twoSteps();
    expect(deleteChemical(d, { chemicalId: reaction(d, 1).products[0]?.id as string })).toEqual({
      ok: false,
      severity: "error",
      message: "'A' is a substrate of step 2: delete it there first.",
    });
  });

  it("refuses a substrate whose twin is a product of the previous step, naming that step", () => {
    const d = twoSteps();
    const result = deleteChemical(d, { chemicalId: reaction(d, 2).substrates[0]?.id as string });
    expect(result).toMatchObject({
      ok: false,
      message: "'A' is a product of step 1: delete it there first.",
    });
  });

  it("deletes a chemical without a twin", () => {
    const d = twoSteps();
    const result = ok(deleteChemical(d, { chemicalId: reaction(d, 2).products[0]?.id as string }));
    expect(reaction(result.draft, 2).products).toEqual([]);
  });

  it("treats unnamed chemicals of the same structure as twins", () => {
    let d = newDraft();
    d = ok(addProduct(d, { reactionId: reaction(d, 1).id, chemical: structure("", "CCO") })).draft;
    d = ok(addReaction(d, { partId: part(d).id })).draft;
    expect(deleteChemical(deepFreeze(d), { chemicalId: reaction(d, 1).products[0]?.id as string })).toEqual({
      ok: false,
      severity: "error",
      message: "This structure is a substrate of step 2: delete it there first.",
    });
  });

  it("treats unnamed chemicals without a structure as having no twin", () => {
    let d = newDraft();
    d = ok(addProduct(d, { reactionId: reaction(d, 1).id, chemical: structure("", null) })).draft;
    d = ok(addReaction(d, { partId: part(d).id })).draft;
    const result = ok(
      deleteChemical(deepFreeze(d), { chemicalId: reaction(d, 1).products[0]?.id as string }),
    );
    expect(reaction(result.draft, 1).products).toEqual([]);
    expect(reaction(result.draft, 2).substrates).toHaveLength(1);
  });
});

describe("replaceStructure", () => {
  it("changes the product and its twin substrate in the next step", () => {
    const d = twoSteps();
    const result = ok(
      replaceStructure(d, {
        chemicalId: reaction(d, 1).products[0]?.id as string,
        structure: structure("A", "CCN"),
      }),
    );
    expect(reaction(result.draft, 1).products[0]?.smiles).toBe("CCN");
    expect(reaction(result.draft, 2).substrates[0]?.smiles).toBe("CCN");
    expect(reaction(result.draft, 2).products[0]?.smiles).toBe("CCO");
  });

  it("changes the substrate and its twin product in the previous step", () => {
    const d = twoSteps();
    const result = ok(
      replaceStructure(d, {
        chemicalId: reaction(d, 2).substrates[0]?.id as string,
        structure: { name: "A", smiles: null, filename: "a-drawing", extension: "png" },
      }),
    );
    expect(reaction(result.draft, 1).products[0]).toMatchObject({ smiles: null, filename: "a-drawing" });
    expect(reaction(d, 1).products[0]?.smiles).toBe("CC");
  });
});

describe("renameChemical", () => {
  it("names a product and its twin substrate, trimmed", () => {
    const d = twoSteps();
    const result = ok(
      renameChemical(d, { chemicalId: reaction(d, 1).products[0]?.id as string, name: " (+)-A " }),
    );
    expect(reaction(result.draft, 1).products[0]?.name).toBe("(+)-A");
    expect(reaction(result.draft, 2).substrates[0]?.name).toBe("(+)-A");
    expect(reaction(result.draft, 2).products[0]?.name).toBe("B");
  });

  it("names an unnamed structure and the same structure in the next step", () => {
    let d = newDraft();
    d = ok(addProduct(d, { reactionId: reaction(d, 1).id, chemical: structure("", "CCO") })).draft;
    d = ok(addReaction(d, { partId: part(d).id })).draft;
    const result = ok(
      renameChemical(deepFreeze(d), {
        chemicalId: reaction(d, 2).substrates[0]?.id as string,
        name: "ethanol",
      }),
    );
    expect(reaction(result.draft, 1).products[0]?.name).toBe("ethanol");
  });
});

describe("deleteReaction", () => {
  it("renumbers the later steps so they stay consecutive and selects the one before", () => {
    let d = twoSteps();
    d = ok(addReaction(d, { partId: part(d).id })).draft;
    const result = ok(deleteReaction(deepFreeze(d), { reactionId: reaction(d, 2).id }));
    expect(part(result.draft).reactions.map((r) => [r.step, r.substrates.map((c) => c.name)])).toEqual([
      [1, []],
      [2, ["B"]],
    ]);
    expect(result.selectedReactionId).toBe(reaction(d, 1).id);
  });

  it("is refused for the only reaction of a part", () => {
    const d = deepFreeze(newDraft());
    expect(deleteReaction(d, { reactionId: reaction(d, 1).id })).toMatchObject({
      ok: false,
      message: "A part keeps at least one reaction: delete the part instead.",
    });
  });
});

describe("deletePart", () => {
  it("moves the later parts down so numbers stay consecutive", () => {
    let d = newDraft();
    d = ok(addPart(d)).draft;
    d = ok(addPart(d)).draft;
    const result = ok(deletePart(deepFreeze(d), { partId: part(d, 1).id }));
    expect(result.draft.parts.map((p) => [p.id, p.number])).toEqual([
      [part(d, 0).id, 1],
      [part(d, 2).id, 2],
    ]);
    expect(result.selectedReactionId).toBe(reaction(d, 1, 0).id);
  });

  it("keeps the other numbers when part 0 is deleted", () => {
    const d = deepFreeze({
      ...newDraft(),
      parts: [{ ...part(newDraft()), id: "p0", number: 0 }, ...newDraft().parts],
    });
    const result = ok(deletePart(d, { partId: "p0" }));
    expect(result.draft.parts.map((p) => p.number)).toEqual([1]);
  });

  it("is refused for the only part", () => {
    const d = deepFreeze(newDraft());
    expect(deletePart(d, { partId: part(d).id })).toMatchObject({
      ok: false,
      message: "A synthesis keeps at least one part.",
    });
  });
});

describe("moveReaction", () => {
  it("reorders and renumbers steps 1, 2, 3 with each reaction keeping its chemicals", () => {
    let d = twoSteps();
    d = deepFreeze(ok(addReaction(d, { partId: part(d).id })).draft);
    const result = ok(moveReaction(d, { reactionId: reaction(d, 3).id, toIndex: 0 }));
    expect(part(result.draft).reactions.map((r) => [r.id, r.step])).toEqual([
      [reaction(d, 3).id, 1],
      [reaction(d, 1).id, 2],
      [reaction(d, 2).id, 3],
    ]);
    expect(reaction(result.draft, 1).substrates.map((c) => c.name)).toEqual(["B"]);
  });

  it("clamps the target position to the part", () => {
    const d = twoSteps();
    const result = ok(moveReaction(d, { reactionId: reaction(d, 1).id, toIndex: 9 }));
    expect(part(result.draft).reactions.map((r) => r.id)).toEqual([reaction(d, 2).id, reaction(d, 1).id]);
  });
});

describe("addSubstrate", () => {
  it("adds a substrate only to its own reaction", () => {
    const d = twoSteps();
    const result = ok(addSubstrate(d, { reactionId: reaction(d, 1).id, chemical: structure("S") }));
    expect(reaction(result.draft, 1).substrates.map((c) => c.name)).toEqual(["S"]);
    expect(reaction(result.draft, 2).substrates.map((c) => c.name)).toEqual(["A"]);
  });
});
