import { synthesisPageTitle } from "../synthesis-heading.ts";
import { isStructured, type ReferenceFields, referenceFieldsOf } from "./reference-fields.ts";

/**
 * What a citation of a synthesis is made from (docs/decisions/exports/0083-citations-the-data-page-and-the-data-licence.md "Citations, the /data page and the
 * data licence", "References as fields"): the archive page itself, and each publication the
 * synthesis lists exactly as the archive stores it — its fields (authors, journal, year …), a DOI, a
 * url. A reference stored before it had fields is only a display text: that text is never split
 * into authors, journal or year, since a guess would be an invented fact.
 */

/** The licence of the archive's data (CC BY 4.0): data-licence.ts, which imports nothing. */
export { DATA_LICENCE_URL } from "../data-licence.ts";

/** The group every archive page and the dataset are credited to. */
export const ARCHIVE_AUTHOR = "Synthesis Archive contributors";

export interface PublicationSource {
  /** The reference's id: part of the record's key, stable while the reference exists. */
  id: number;
  display: string;
  doi: string | null;
  url: string | null;
  /** The reference's fields; null for a reference known only by its display text, DOI or url. */
  fields: ReferenceFields | null;
}

export interface ArchivePageSource {
  synthesisId: number;
  /** The page's title ("Synthesis of … by … (year)"). */
  title: string;
  /** The site's name, e.g. "Synthesis Archive". */
  siteName: string;
  /** The page's absolute address. */
  url: string;
  /** The page's last change as a W3C datetime, or null when the archive has none. */
  changedAt: string | null;
}

export interface CitationSources {
  page: ArchivePageSource;
  publications: PublicationSource[];
}

// The page's title lives with its heading, in a module without zod that the page's script can import.
export { synthesisPageTitle };

/** The sources of a synthesis's citations; publications without any text, DOI or url are left out. */
export function citationSources(
  synthesis: {
    id: number;
    molecule: { name: string };
    author: { lastName: string };
    year: number;
    references: ({
      id: number;
      display: string;
      doi: string | null;
      url: string | null;
    } & Partial<ReferenceFields>)[];
  },
  page: { origin: string; siteName: string; changedAt: string | null },
): CitationSources {
  return {
    page: {
      synthesisId: synthesis.id,
      title: synthesisPageTitle(synthesis),
      siteName: page.siteName,
      url: `${page.origin.replace(/\/$/, "")}/syn/${synthesis.id}`,
      changedAt: page.changedAt,
    },
    publications: synthesis.references
      .map((r) => ({
        id: r.id,
        display: oneLine(r.display),
        doi: blankToNull(r.doi),
        url: blankToNull(r.url),
        fields: isStructured(r) ? referenceFieldsOf(r) : null,
      }))
      .filter((r) => r.display !== "" || r.doi !== null || r.url !== null),
  };
}

/** Text on one line: every run of white space (new lines included) becomes one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function blankToNull(value: string | null): string | null {
  const text = value === null ? "" : oneLine(value);
  return text === "" ? null : text;
}

/** The publication's address: its url, else the DOI's resolver address; null when it has neither. */
export function publicationUrl(p: PublicationSource): string | null {
  if (p.url) return p.url;
  return p.doi ? `https://doi.org/${p.doi}` : null;
}

/** [year, month, day] of a W3C datetime, or null. */
export function dateParts(datetime: string | null): [number, number, number] | null {
  const match = datetime ? /^(\d{4})-(\d{2})-(\d{2})/.exec(datetime) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** The key a record is known by in every format: `synthesis-12`, `synthesis-12-ref-3`. */
export const pageKey = (page: ArchivePageSource) => `synthesis-${page.synthesisId}`;
export const publicationKey = (page: ArchivePageSource, p: PublicationSource) =>
  `synthesis-${page.synthesisId}-ref-${p.id}`;

/** Said of a publication record built from the archive's display text alone. */
export const DISPLAY_TEXT_NOTE =
  "As recorded by the Synthesis Archive: the text is kept whole, not split into authors, journal and year.";
