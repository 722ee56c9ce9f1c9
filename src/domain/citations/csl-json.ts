import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  type PublicationSource,
  pageKey,
  publicationKey,
} from "./citation-sources.ts";
import { kindOf, type PersonName, type ReferenceFields, type ReferenceKind } from "./reference-fields.ts";

/**
 * CSL-JSON (the Citation Style Language's item format, read by Zotero, Mendeley, pandoc and
 * citeproc): the archive page as a `webpage` credited to the archive's contributors, then each
 * publication: one with fields as an `article-journal` (or `book`, `patent`, `webpage`) with its
 * authors, container title, year, volume, issue and pages; one known only by its display text as an
 * `article` holding that text as its title, with its DOI and url. No `accessed` date: the citer adds
 * the day they read the page.
 */
export type CslJsonItem = Record<string, unknown> & { id: string; type: string };

export function cslJsonItems(sources: CitationSources): CslJsonItem[] {
  const { page } = sources;
  const issued = dateParts(page.changedAt);
  const items: CslJsonItem[] = [
    {
      id: pageKey(page),
      type: "webpage",
      title: page.title,
      "container-title": page.siteName,
      author: [{ literal: ARCHIVE_AUTHOR }],
      URL: page.url,
      ...(issued ? { issued: { "date-parts": [issued] } } : {}),
    },
  ];
  for (const p of sources.publications) {
    if (p.fields) {
      items.push(structuredItem(publicationKey(page, p), p, p.fields));
      continue;
    }
    items.push({
      id: publicationKey(page, p),
      type: "article",
      ...(p.display ? { title: p.display, note: DISPLAY_TEXT_NOTE } : {}),
      ...(p.doi ? { DOI: p.doi } : {}),
      ...(p.url ? { URL: p.url } : {}),
    });
  }
  return items;
}

const ITEM_TYPES: Record<ReferenceKind, string> = {
  article: "article-journal",
  book: "book",
  patent: "patent",
  webpage: "webpage",
  other: "article",
};

const cslName = (p: PersonName) => (p.given ? { family: p.family, given: p.given } : { literal: p.family });

function structuredItem(id: string, p: PublicationSource, f: ReferenceFields): CslJsonItem {
  const kind = kindOf(f);
  const set = <T>(name: string, value: T | null | undefined) =>
    value === null || value === undefined || (Array.isArray(value) && value.length === 0)
      ? {}
      : { [name]: value };
  return {
    id,
    type: ITEM_TYPES[kind],
    ...set("author", f.authors.map(cslName)),
    ...set("editor", f.editors.map(cslName)),
    ...set("title", f.title),
    ...set(kind === "patent" ? "authority" : "container-title", f.journal),
    ...set("publisher", f.publisher),
    ...set("issued", f.year === null ? null : { "date-parts": [[f.year]] }),
    ...set(kind === "patent" ? "number" : "volume", f.volume),
    ...set("issue", f.issue),
    // CSL's page ranges use a hyphen.
    ...set("page", f.pages?.replace("–", "-")),
    ...set("DOI", p.doi),
    ...set("URL", p.url),
    ...set("note", f.note),
  };
}

/** The CSL-JSON document: an array of items, indented for people who open it. */
export function cslJson(sources: CitationSources): string {
  return `${JSON.stringify(cslJsonItems(sources), null, 2)}\n`;
}
