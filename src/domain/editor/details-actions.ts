import { CHIRALITY_TYPES, MIN_YEAR, maxYear, type SYNTHESIS_TYPES } from "../synthesis-constants.ts";
import {
  type ActionResult,
  type DraftChemical,
  type EditorId,
  edit,
  editReaction,
  refuse,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";

/**
 * Synthesis details (Year, Type 1, Supp. Steps) and the special reagent of a reaction: pure actions
 * on a synthesis draft (docs/product/rules.md §4.7, docs/product/editor.md §8.3).
 */

/** The Type 1 options, in the order the editor lists them. */
export const TYPE_1_OPTIONS = [
  "Total",
  "Partial",
  "Formal",
] as const satisfies readonly (typeof SYNTHESIS_TYPES)[number][];
export type Type1 = (typeof TYPE_1_OPTIONS)[number];

export const MAX_SUPP_STEPS = 100;

/**
 * What a number input keeps of a typed text: digits, a minus sign and a decimal point. The value is
 * null when that is not a number.
 */
export function parseNumberInput(text: string): number | null {
  const kept = text.replace(/[^0-9.-]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(kept)) return null;
  return Number(kept);
}

/** A number input's value brought to its bounds (to the nearest bound) and to a whole number. */
export function clampNumber(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The Supp. Steps field is shown only for a Formal synthesis. */
export function suppStepsVisible(draft: Pick<SynthesisDraft, "type_1">): boolean {
  return draft.type_1 === "Formal";
}

/** Supp. Steps bounds: 1 to 100, from 0 when part 0 draws the rest of the formal route. */
export function suppStepsBounds(draft: Pick<SynthesisDraft, "parts">): { min: number; max: number } {
  return { min: draft.parts.some((p) => p.number === 0) ? 0 : 1, max: MAX_SUPP_STEPS };
}

/** The Year bounds: 1850 to the current year. */
export function yearBounds(now = new Date()): { min: number; max: number } {
  return { min: MIN_YEAR, max: maxYear(now) };
}

/**
 * Year from the input's text: a value that is not a number becomes 0 (refused when saved); a number
 * outside 1850 .. the current year is clamped to the nearest bound.
 */
export function setYear(draft: SynthesisDraft, args: { text: string; now?: Date }): ActionResult {
  return edit(draft, (d) => {
    const value = parseNumberInput(args.text);
    const { min, max } = yearBounds(args.now);
    d.year = value === null ? 0 : clampNumber(value, min, max);
    return {};
  });
}

/** Type 1, one of Total, Partial, Formal. A change away from Formal hides Supp. Steps (its value stays). */
export function setType1(
  draft: SynthesisDraft,
  args: { type: string },
): ActionResult<{ suppStepsVisible: boolean }> {
  return edit(draft, (d) => {
    const type = TYPE_1_OPTIONS.find((t) => t === args.type);
    if (!type) return refuse(`Type 1 is one of ${TYPE_1_OPTIONS.join(", ")}.`);
    d.type_1 = type;
    return { suppStepsVisible: suppStepsVisible(d) };
  });
}

/** Supp. Steps of a Formal synthesis, clamped to its bounds; a value that is not a number is refused. */
export function setSuppSteps(draft: SynthesisDraft, args: { text: string }): ActionResult {
  return edit(draft, (d) => {
    if (!suppStepsVisible(d)) return refuse("Supp. Steps applies to a Formal synthesis only.");
    const value = parseNumberInput(args.text);
    const { min, max } = suppStepsBounds(d);
    if (value === null) return refuse(`Supp. Steps is a whole number from ${min} to ${max}.`);
    d.supp_steps = clampNumber(value, min, max);
    return {};
  });
}

/** The 'Reaction has special reagent' checkbox; unticking it also removes the image. */
export function setHasSpecialReagent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; on: boolean },
): ActionResult {
  return editReaction(draft, args.reactionId, (reaction) => {
    reaction.hasSpecialReagent = args.on;
    if (!args.on) reaction.special_reagent = null;
    return {};
  });
}

/** Sets (uploads or draws) the special reagent; the flag becomes true. */
export function setSpecialReagent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; chemical: Omit<DraftChemical, "id"> },
): ActionResult<{ chemicalId: EditorId }> {
  return editReaction(draft, args.reactionId, (reaction, d) => {
    const id = reaction.special_reagent?.id ?? takeId(d);
    reaction.special_reagent = { ...args.chemical, id };
    reaction.hasSpecialReagent = true;
    return { chemicalId: id };
  });
}

/** Clears the special reagent: the image is removed but the flag stays true. */
export function clearSpecialReagent(draft: SynthesisDraft, args: { reactionId: EditorId }): ActionResult {
  return editReaction(draft, args.reactionId, (reaction) => {
    reaction.special_reagent = null;
    return {};
  });
}

/** Type 2 (chirality): Racemic, Single Enantiomer or Not Applicable. */
export function setType2(draft: SynthesisDraft, args: { type: string }): ActionResult {
  return edit(draft, (d) => {
    const type = CHIRALITY_TYPES.find((t) => t === args.type);
    if (!type) return refuse(`Type 2 is one of ${CHIRALITY_TYPES.join(", ")}.`);
    d.type_2 = type;
    return {};
  });
}

/** The target molecule picked in the Molecule list. */
export function setMolecule(
  draft: SynthesisDraft,
  args: { molecule: NonNullable<SynthesisDraft["molecule"]> },
) {
  return edit(draft, (d) => {
    d.molecule = { ...args.molecule };
    return {};
  });
}

/** The author picked in the Author list. */
export function setAuthor(draft: SynthesisDraft, args: { author: NonNullable<SynthesisDraft["author"]> }) {
  return edit(draft, (d) => {
    d.author = { ...args.author };
    return {};
  });
}

/** The synthesis comment. */
export function setSynthesisComment(draft: SynthesisDraft, args: { text: string }): ActionResult {
  return edit(draft, (d) => {
    d.comment = args.text.trim();
    return {};
  });
}
