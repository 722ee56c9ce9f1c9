import { stepWeight } from "./conditions.ts";
import type { SynthesisDocument } from "./synthesis-document.ts";

/**
 * number_of_steps and number_of_parts of a synthesis, stored on publish, and how the synthesis page
 * shows the part count (docs/product/rules.md §4.2).
 */

type StepSource = Pick<SynthesisDocument, "type_1" | "supp_steps" | "parts">;

/**
 * Sum over every reaction of every part, part 0 included, of its step weight (K for a yield marked
 * '(K steps)', else 1), plus supp_steps for a Formal synthesis.
 *
 * This follows docs/product/rules.md §4.2.1: the sum over all reactions excludes no part, and
 * supp_steps (the earlier route's steps that part 0 does not draw) is added on top, so nothing counts
 * twice. The pages show the earlier route's share apart (route-figures.ts, earlier_route_steps).
 */
export function countSteps(doc: StepSource): number {
  let steps = 0;
  for (const part of doc.parts) {
    for (const reaction of part.reactions) steps += stepWeight(reaction.yield);
  }
  return doc.type_1 === "Formal" ? steps + doc.supp_steps : steps;
}

/** number_of_parts as stored: every part, part 0 of a Formal synthesis included. */
export function countParts(doc: Pick<SynthesisDocument, "parts">): number {
  return doc.parts.length;
}

/**
 * The count the synthesis page shows: a Formal synthesis that draws the earlier route's remaining
 * steps as part 0 ("Remaining steps") does not count that part; one without a part 0 shows every part.
 */
export function displayedPartCount(type_1: string, number_of_parts: number, hasPartZero: boolean): number {
  return type_1 === "Formal" && hasPartZero ? Math.max(0, number_of_parts - 1) : number_of_parts;
}

/** True when the parts include part 0 (the remaining steps of a Formal synthesis). */
export function hasPartZero(parts: readonly { number: number }[]): boolean {
  return parts.some((part) => part.number === 0);
}

/** '(linear)' for one displayed part, otherwise '(N parts)'. Takes the displayed count. */
export function partLabel(displayedCount: number): string {
  return displayedCount === 1 ? "(linear)" : `(${displayedCount} parts)`;
}

/**
 * The synthesis-wide fields a published synthesis stores from its document, counts included:
 * supp_steps only for a Formal synthesis (0 for any other type), as the publish and its preview store it.
 */
export function storedSynthesisFields(
  doc: Pick<SynthesisDocument, "year" | "type_1" | "type_2" | "supp_steps" | "comment" | "parts">,
) {
  return {
    year: doc.year,
    type_1: doc.type_1,
    type_2: doc.type_2,
    supp_steps: doc.type_1 === "Formal" ? doc.supp_steps : 0,
    comment: doc.comment,
    number_of_steps: countSteps(doc),
    number_of_parts: countParts(doc),
  };
}
