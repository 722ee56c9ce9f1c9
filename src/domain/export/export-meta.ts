/**
 * What every dump says about itself (docs/decisions/exports/0085-bulk-downloads-and-per-synthesis-exports.md):
 * the dataset, its licence (CC BY 4.0, decided for issue 27), who to credit, and the data revision
 * it was made at. Each format carries these in its own place; HTTP carries them in headers.
 */

export const DATASET_NAME = "Synthesis Archive";
export const DATASET_CREATOR = "Synthesis Archive contributors";
export const LICENSE_NAME = "CC BY 4.0";
export const LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/";

export interface ExportMeta {
  /** The archive's data revision (the revisions counter) the dump was read at. */
  revision: number;
  /** When that revision was made, as an ISO 8601 instant; null for an archive with no change yet. */
  modified: string | null;
  /** The site's origin (PUBLIC_URL, or the request's), without a trailing slash. */
  origin: string;
}

/** The public page of a synthesis. */
export const synthesisUrl = (origin: string, id: number): string => `${origin}/syn/${id}`;

/** The metadata record of a dump, as the JSON formats write it. */
export function metaRecord(meta: ExportMeta) {
  return {
    dataset: DATASET_NAME,
    creator: DATASET_CREATOR,
    license: LICENSE_URL,
    license_name: LICENSE_NAME,
    revision: meta.revision,
    modified: meta.modified,
    source: meta.origin,
  };
}

/** One short line for the comment line of a molblock or RXN block (80 characters at most). */
export function metaComment(meta: ExportMeta): string {
  return `${DATASET_NAME} r${meta.revision}, ${LICENSE_NAME}`.slice(0, 80);
}

/**
 * A field value on one line: line breaks, tabs and other control characters (U+0085 and U+001C–
 * U+001E end a line for some readers) become spaces, runs of spaces one.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, " ").trim();
}
