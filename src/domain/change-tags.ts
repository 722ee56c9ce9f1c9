/**
 * What a write changed, in the words the shared response cache's answers use for what they show
 * (docs/decisions/performance/0109-writes-drop-only-the-cached-answers-they-change.md). A write records its tags
 * with the revision it makes; every server then drops the answers naming one of them. A write that
 * records no tags drops every answer.
 */
export type ChangeTag = string;

/**
 * Anything about the published archive as a whole: lists, counts, search, the home page, the
 * sitemap, the pages of molecules and of reference data (they list syntheses). Every write changes
 * it: such answers are cheap to make again, and finer tags there would be easy to get wrong.
 */
export const ARCHIVE: ChangeTag = "archive";

/**
 * The names and fields of reference data (molecules, authors, reagents, solvents, named reactions,
 * protecting groups) that a synthesis's own answers show.
 */
export const REFERENCE_DATA: ChangeTag = "reference-data";

/** One synthesis's own answers (its page, its API answer, document, citation and exports). */
export function synthesisTag(id: number): ChangeTag {
  return `synthesis:${id}`;
}

/** One molecule's own API answer (its fields and how many published syntheses it has). */
export function moleculeTag(id: number): ChangeTag {
  return `molecule:${id}`;
}

/** Tags are stored space-separated (db/repositories/revision-changes.ts): none may hold a space. */
export function isChangeTag(tag: string): boolean {
  return /^[a-z][a-z-]*(:\d+)?$/.test(tag);
}
