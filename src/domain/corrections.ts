/**
 * Suggesting a correction of a published synthesis (issue 40 point 6): the name of the revision
 * draft it opens and its note's length. Pure and light (the suggestion page imports it); the draft
 * itself is made by editor/suggestion-draft.ts, the page's credit line by synthesis-credits.ts.
 */

/** The name a published synthesis's revision draft is saved under (the editor asks for none). */
export const revisionName = (synthesisId: number) => `Revision of synthesis No. ${synthesisId}`;

/** The longest note a suggestion takes: a review comment's length (contract/review.ts). */
export const SUGGESTION_NOTE_MAX = 4000;
