import {
  ARCHIVE,
  type ChangeTag,
  moleculeTag,
  REFERENCE_DATA,
  synthesisTag,
} from "../../domain/change-tags.ts";

/**
 * What a shared answer shows, as the tags writes record (domain/change-tags.ts), by its path: a write
 * drops the cached answers naming a tag it changed. One table for pages and API answers, beside the
 * cache policy's list of what is shared, so what may survive a write is read in one place.
 *
 * Only answers about one record are precise; anything else names ARCHIVE, which every write changes
 * (so a list, a count, the search or the home page is never older than the last write). A path
 * added to the cache without a line here is such an answer too.
 */
const TAGGED: readonly { path: RegExp; tags: (id: number) => ChangeTag[] }[] = [
  // A synthesis's page (and React Router's data of it), API answer, document, citation and exports:
  // its own rows and the names and fields of the reference data and the molecule it shows.
  { path: /^\/syn\/(\d+)(\.data)?$/, tags: (id) => [synthesisTag(id), REFERENCE_DATA] },
  {
    path: /^\/api\/syntheses\/(\d+)(\/(document|citation|export))?$/,
    tags: (id) => [synthesisTag(id), REFERENCE_DATA],
  },
  // A molecule's API answer: its own fields and how many published syntheses have it as target
  // (a synthesis write names its target molecule, before and after).
  { path: /^\/api\/molecules\/(\d+)$/, tags: (id) => [moleculeTag(id)] },
];

/** Made from the route declarations alone: no write changes it. */
const UNCHANGING = new Set(["/api/openapi.json"]);

/** The tags of the shared answer to `target` (a path, with or without its query). */
export function answerTags(target: string): readonly ChangeTag[] {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (UNCHANGING.has(path)) return [];
  for (const { path: pattern, tags } of TAGGED) {
    const match = pattern.exec(path);
    if (match) return tags(Number(match[1]));
  }
  return [ARCHIVE];
}
