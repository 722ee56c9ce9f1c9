import { describe, expect, it } from "vitest";
import {
  conditionModes,
  setPartComment,
  setReactionText,
  setTemperature,
  setTime,
  setYield,
} from "./condition-actions.ts";
import { newDraft, type SynthesisDraft } from "./draft.ts";
import { deepFreeze, ok } from "./test-helpers.ts";

const d = deepFreeze(newDraft());
const reaction = (x: SynthesisDraft) =>
  x.parts[0]?.reactions[0] as SynthesisDraft["parts"][number]["reactions"][number];
const reactionId = reaction(d).id;

describe("temperature, time and yield", () => {
  it("store the canonical text of each mode", () => {
    expect(
      reaction(ok(setTemperature(d, { reactionId, temperature: { mode: "fixed", value: -78 } })).draft)
        .temperature,
    ).toBe("-78 °C");
    expect(
      reaction(
        ok(setTemperature(d, { reactionId, temperature: { mode: "range", low: "RT", high: "Reflux" } }))
          .draft,
      ).temperature,
    ).toBe("RT to Reflux");
    expect(reaction(ok(setTime(d, { reactionId, time: { mode: "overnight" } })).draft).time).toBe("ON");
    expect(
      reaction(ok(setTime(d, { reactionId, time: { mode: "range", low: 1, high: 2, unit: "week" } })).draft)
        .time,
    ).toBe("1 - 2 weeks");
    expect(reaction(ok(setYield(d, { reactionId, yield: { percent: 60, steps: 3 } })).draft).yield).toBe(
      "60% (3 steps)",
    );
  });

  it("store null when the mode is unspecified or a value is incomplete", () => {
    const filled = deepFreeze({
      ...d,
      parts: [
        { ...d.parts[0], reactions: [{ ...reaction(d), temperature: "0 °C", time: "2 h", yield: "85%" }] },
      ],
    } as SynthesisDraft);
    const t = ok(setTemperature(filled, { reactionId, temperature: { mode: "unspecified" } })).draft;
    expect(reaction(t).temperature).toBe(null);
    const h = ok(
      setTime(filled, { reactionId, time: { mode: "single", value: Number.NaN, unit: "h" } }),
    ).draft;
    expect(reaction(h).time).toBe(null);
    expect(reaction(ok(setYield(filled, { reactionId, yield: null })).draft).yield).toBe(null);
  });

  it("open in the modes of the stored text, unmatched text as unspecified", () => {
    expect(conditionModes({ temperature: "-78 °C to RT", time: "soon", yield: "60% (3 steps)" })).toEqual({
      temperature: { mode: "range", low: -78, high: "RT" },
      time: { mode: "unspecified" },
      yield: { percent: 60, steps: 3 },
    });
  });
});

describe("free texts", () => {
  it("set selectivity, special condition and comment, blank as no value", () => {
    const s = ok(setReactionText(d, { reactionId, field: "selectivity", text: " 10:1 dr " })).draft;
    expect(reaction(s).selectivity).toBe("10:1 dr");
    const c = ok(setReactionText(s, { reactionId, field: "special_condition", text: "hν" })).draft;
    expect(reaction(c).special_condition).toBe("hν");
    expect(
      reaction(ok(setReactionText(c, { reactionId, field: "selectivity", text: "  " })).draft).selectivity,
    ).toBe(null);
    expect(reaction(ok(setReactionText(d, { reactionId, field: "comment", text: "" })).draft).comment).toBe(
      "",
    );
  });

  it("set a part's comment", () => {
    const partId = d.parts[0]?.id as string;
    expect(ok(setPartComment(d, { partId, text: " Left half " })).draft.parts[0]?.comment).toBe("Left half");
  });
});
