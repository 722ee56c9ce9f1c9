import { describe, expect, it } from "vitest";
import {
  countParts,
  countSteps,
  displayedPartCount,
  hasPartZero,
  partLabel,
  storedSynthesisFields,
} from "./steps.ts";
import { type SynthesisDocumentInput, synthesisDocumentSchema } from "./synthesis-document.ts";

const reaction = (step: number, yieldText: string | null = null) => ({
  step,
  products: [{ smiles: "C" }],
  yield: yieldText,
});

function doc(overrides: Partial<SynthesisDocumentInput>) {
  return synthesisDocumentSchema.parse({
    molecule: { name: "Strychnine", structure: "strychnine" },
    author: { firstName: "Robert", lastName: "Woodward", url: "woodward" },
    year: 1954,
    type_1: "Total",
    type_2: "Racemic",
    parts: [{ number: 1, reactions: [reaction(1)] }],
    ...overrides,
  });
}

describe("countSteps", () => {
  it("counts one step per reaction", () => {
    const d = doc({
      parts: [{ number: 1, reactions: [reaction(1, "85%"), reaction(2), reaction(3, "ca. 50%")] }],
    });
    expect(countSteps(d)).toBe(3);
  });

  it("counts K for a yield marked '(K steps)', across all parts", () => {
    const d = doc({
      parts: [
        { number: 1, reactions: [reaction(1, "60% (3 steps)"), reaction(2, "90%")] },
        { number: 2, reactions: [reaction(1, "45% (2 steps)"), reaction(2, "70% (1 step)")] },
      ],
    });
    expect(countSteps(d)).toBe(3 + 1 + 2 + 1);
  });

  it("adds supp_steps for a Formal synthesis and counts part 0 too", () => {
    const d = doc({
      type_1: "Formal",
      supp_steps: 5,
      parts: [
        { number: 0, reactions: [reaction(1, "30% (5 steps)")] },
        { number: 1, reactions: [reaction(1), reaction(2)] },
      ],
    });
    expect(countSteps(d)).toBe(5 + 2 + 5);
  });

  it("ignores supp_steps unless the synthesis is Formal", () => {
    const d = { ...doc({}), supp_steps: 7 };
    expect(countSteps(d)).toBe(1);
    expect(countSteps({ ...d, type_1: "Partial" })).toBe(1);
  });
});

describe("part counts", () => {
  it("stores every part, part 0 included", () => {
    expect(countParts(doc({}))).toBe(1);
    const formal = doc({
      type_1: "Formal",
      supp_steps: 3,
      parts: [
        { number: 0, reactions: [reaction(1)] },
        { number: 1, reactions: [reaction(1)] },
      ],
    });
    expect(countParts(formal)).toBe(2);
    expect(hasPartZero(formal.parts)).toBe(true);
    expect(displayedPartCount(formal.type_1, countParts(formal), hasPartZero(formal.parts))).toBe(1);
  });

  it("shows one part fewer for a Formal synthesis with a part 0", () => {
    expect(displayedPartCount("Total", 1, false)).toBe(1);
    expect(displayedPartCount("Total", 3, false)).toBe(3);
    expect(displayedPartCount("Partial", 2, false)).toBe(2);
    expect(displayedPartCount("Formal", 3, true)).toBe(2);
    expect(displayedPartCount("Formal", 2, true)).toBe(1);
    expect(displayedPartCount("Formal", 0, false)).toBe(0);
  });

  it("counts every part of a Formal synthesis without a part 0 (never 'Part 1 of 0')", () => {
    const formal = doc({ type_1: "Formal", supp_steps: 3, parts: [{ number: 1, reactions: [reaction(1)] }] });
    expect(hasPartZero(formal.parts)).toBe(false);
    expect(displayedPartCount("Formal", countParts(formal), hasPartZero(formal.parts))).toBe(1);
    expect(displayedPartCount("Formal", 2, false)).toBe(2);
  });

  it("labels one displayed part '(linear)', otherwise '(N parts)'", () => {
    expect(partLabel(1)).toBe("(linear)");
    expect(partLabel(2)).toBe("(2 parts)");
    expect(partLabel(12)).toBe("(12 parts)");
    expect(partLabel(displayedPartCount("Formal", 2, true))).toBe("(linear)");
    expect(partLabel(displayedPartCount("Formal", 3, true))).toBe("(2 parts)");
    expect(partLabel(displayedPartCount("Formal", 1, false))).toBe("(linear)");
  });
});

describe("storedSynthesisFields", () => {
  it("keeps supp_steps, and counts them, only for a Formal synthesis", () => {
    const parts = [{ number: 1, reactions: [reaction(1), reaction(2)] }];
    expect(storedSynthesisFields(doc({ type_1: "Formal", supp_steps: 3, parts }))).toMatchObject({
      supp_steps: 3,
      number_of_steps: 5,
      number_of_parts: 1,
    });
    expect(storedSynthesisFields(doc({ type_1: "Total", supp_steps: 3, parts }))).toMatchObject({
      type_1: "Total",
      supp_steps: 0,
      number_of_steps: 2,
    });
  });
});
