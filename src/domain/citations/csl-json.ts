import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  pageKey,
  publicationKey,
} from "./citation-sources.ts";

/**
 * CSL-JSON (the Citation Style Language's item format, read by Zotero, Mendeley, pandoc and
 * citeproc): the archive page as a `webpage` credited to the archive's contributors, then each
 * publication as an `article` holding the stored text as its title and its DOI and url. No
 * `accessed` date: the citer adds the day they read the page.
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

/** The CSL-JSON document: an array of items, indented for people who open it. */
export function cslJson(sources: CitationSources): string {
  return `${JSON.stringify(cslJsonItems(sources), null, 2)}\n`;
}
