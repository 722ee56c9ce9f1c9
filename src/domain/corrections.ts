/**
 * Suggesting a correction of a published synthesis (issue 40 point 6): the name of the revision
 * draft it opens, its note's length, and the credit line of the synthesis page. Pure and light (the
 * public pages import it); the draft itself is made by editor/suggestion-draft.ts.
 */

/** The name a published synthesis's revision draft is saved under (the editor asks for none). */
export const revisionName = (synthesisId: number) => `Revision of synthesis No. ${synthesisId}`;

/** The longest note a suggestion takes: a review comment's length (contract/review.ts). */
export const SUGGESTION_NOTE_MAX = 4000;

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Who the page credits: 'Submitted by A', then the contributors whose corrections were published
 * ('corrected by B and C'); null when there is nobody to name. A name given twice is said once.
 */
export function creditLine(submitter: string | null, correctedBy: readonly string[]): string | null {
  const others = [...new Set(correctedBy.map((n) => n.trim()).filter(Boolean))].filter(
    (n) => n !== submitter?.trim(),
  );
  const corrected = others.length > 0 ? `corrected by ${listed(others)}` : null;
  if (submitter?.trim())
    return corrected ? `Submitted by ${submitter.trim()}, ${corrected}` : `Submitted by ${submitter.trim()}`;
  return corrected ? `${corrected[0]?.toUpperCase()}${corrected.slice(1)}` : null;
}
