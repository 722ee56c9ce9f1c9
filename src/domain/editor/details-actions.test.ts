import { describe, expect, it } from "vitest";
import {
  clampNumber,
  clearSpecialReagent,
  parseNumberInput,
  setAuthor,
  setHasSpecialReagent,
  setMolecule,
  setSpecialReagent,
  setSuppSteps,
  setSynthesisComment,
  setType1,
  setType2,
  setYear,
  suppStepsBounds,
  suppStepsVisible,
  TYPE_1_OPTIONS,
  yearBounds,
} from "./details-actions.ts";
import { newDraft, type SynthesisDraft } from "./draft.ts";
import { deepFreeze, ok, structure } from "./test-helpers.ts";

const now = new Date("2026-06-01T00:00:00Z");
const formal = (withPartZero: boolean): SynthesisDraft => {
  const d = newDraft();
  const part = d.parts[0] as SynthesisDraft["parts"][number];
  const parts = withPartZero ? [{ ...part, id: "p0", number: 0 }, part] : [part];
  return deepFreeze({ ...d, type_1: "Formal", parts });
};
const reaction = (d: SynthesisDraft) =>
  d.parts[0]?.reactions[0] as SynthesisDraft["parts"][number]["reactions"][number];

describe("number inputs", () => {
  it("keep only digits, a minus sign and a decimal point", () => {
    expect(parseNumberInput("19a54")).toBe(1954);
    expect(parseNumberInput("-3.5")).toBe(-3.5);
    expect(parseNumberInput("abc")).toBe(null);
    expect(parseNumberInput("")).toBe(null);
    expect(parseNumberInput("1-2")).toBe(null);
  });

  it("are clamped to the nearest bound and to a whole number", () => {
    expect(clampNumber(1700, 1850, 2026)).toBe(1850);
    expect(clampNumber(3000, 1850, 2026)).toBe(2026);
    expect(clampNumber(12.6, 1, 100)).toBe(13);
  });
});

describe("setYear", () => {
  it("runs from 1850 to the current year, clamping outside values", () => {
    const d = deepFreeze(newDraft());
    expect(yearBounds(now)).toEqual({ min: 1850, max: 2026 });
    expect(ok(setYear(d, { text: "1954", now })).draft.year).toBe(1954);
    expect(ok(setYear(d, { text: "1700", now })).draft.year).toBe(1850);
    expect(ok(setYear(d, { text: "2090", now })).draft.year).toBe(2026);
  });

  it("turns a value that is not a number into 0", () => {
    const d = deepFreeze({ ...newDraft(), year: 1954 });
    expect(ok(setYear(d, { text: "soon", now })).draft.year).toBe(0);
  });
});

describe("setType1", () => {
  it("takes each of the offered types", () => {
    for (const type of TYPE_1_OPTIONS) {
      expect(ok(setType1(deepFreeze(newDraft()), { type })).draft.type_1).toBe(type);
    }
  });

  it("hides Supp. Steps on a change away from Formal and keeps its value", () => {
    const d = deepFreeze({ ...formal(false), supp_steps: 4 });
    expect(suppStepsVisible(d)).toBe(true);
    const result = ok(setType1(d, { type: "Total" }));
    expect(result.suppStepsVisible).toBe(false);
    expect(result.draft.type_1).toBe("Total");
    expect(result.draft.supp_steps).toBe(4);
    expect(ok(setType1(result.draft, { type: "Formal" })).suppStepsVisible).toBe(true);
  });

  it("refuses a value outside the options", () => {
    expect(setType1(deepFreeze(newDraft()), { type: "Semi" })).toMatchObject({
      ok: false,
      message: "Type 1 is one of Total, Partial, Formal.",
    });
  });
});

describe("setSuppSteps", () => {
  it("runs from 1 to 100 without part 0, clamping outside values", () => {
    const d = formal(false);
    expect(suppStepsBounds(d)).toEqual({ min: 1, max: 100 });
    expect(ok(setSuppSteps(d, { text: "7" })).draft.supp_steps).toBe(7);
    expect(ok(setSuppSteps(d, { text: "0" })).draft.supp_steps).toBe(1);
    expect(ok(setSuppSteps(d, { text: "250" })).draft.supp_steps).toBe(100);
  });

  it("allows 0 when part 0 draws the rest of the formal route", () => {
    const d = formal(true);
    expect(suppStepsBounds(d)).toEqual({ min: 0, max: 100 });
    expect(ok(setSuppSteps(d, { text: "0" })).draft.supp_steps).toBe(0);
  });

  it("is refused when the synthesis is not Formal or the value is not a number", () => {
    expect(setSuppSteps(deepFreeze(newDraft()), { text: "3" })).toMatchObject({
      ok: false,
      message: "Supp. Steps applies to a Formal synthesis only.",
    });
    expect(setSuppSteps(formal(false), { text: "x" })).toMatchObject({
      ok: false,
      message: "Supp. Steps is a whole number from 1 to 100.",
    });
  });
});

describe("special reagent", () => {
  it("set gives the image and ticks the flag; clear removes the image and the flag stays true", () => {
    const d = deepFreeze(newDraft());
    const set = ok(
      setSpecialReagent(d, { reactionId: reaction(d).id, chemical: structure("Grubbs II", null) }),
    );
    expect(reaction(set.draft)).toMatchObject({
      hasSpecialReagent: true,
      special_reagent: { name: "Grubbs II" },
    });
    expect(reaction(set.draft).special_reagent?.id).toBe(set.chemicalId);
    const cleared = ok(clearSpecialReagent(deepFreeze(set.draft), { reactionId: reaction(d).id }));
    expect(reaction(cleared.draft)).toMatchObject({ hasSpecialReagent: true, special_reagent: null });
  });

  it("unticking the checkbox removes the image too", () => {
    const d = deepFreeze(newDraft());
    const set = ok(setSpecialReagent(d, { reactionId: reaction(d).id, chemical: structure("Grubbs II") }));
    const off = ok(setHasSpecialReagent(deepFreeze(set.draft), { reactionId: reaction(d).id, on: false }));
    expect(reaction(off.draft)).toMatchObject({ hasSpecialReagent: false, special_reagent: null });
    const on = ok(setHasSpecialReagent(d, { reactionId: reaction(d).id, on: true }));
    expect(reaction(on.draft)).toMatchObject({ hasSpecialReagent: true, special_reagent: null });
  });
});

describe("molecule, author, Type 2 and comment", () => {
  it("set the picked values", () => {
    let d = deepFreeze(newDraft());
    d = ok(setMolecule(d, { molecule: { name: "Quinine", structure: "quinine", smiles: null } })).draft;
    d = ok(setAuthor(d, { author: { firstName: "Robert", lastName: "Woodward", url: "woodward" } })).draft;
    d = ok(setType2(d, { type: "Single Enantiomer" })).draft;
    d = ok(setSynthesisComment(d, { text: " First formal route. " })).draft;
    expect(d).toMatchObject({
      molecule: { name: "Quinine", structure: "quinine" },
      author: { lastName: "Woodward" },
      type_2: "Single Enantiomer",
      comment: "First formal route.",
    });
  });

  it("refuse a Type 2 outside the options", () => {
    expect(setType2(deepFreeze(newDraft()), { type: "Meso" })).toMatchObject({
      ok: false,
      message: "Type 2 is one of Racemic, Single Enantiomer, Not Applicable.",
    });
  });
});
