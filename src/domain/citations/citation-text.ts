import { ARCHIVE_AUTHOR, type ArchivePageSource, dateParts } from "./citation-sources.ts";

/**
 * Citations as text, in the American Chemical Society's style for web pages and data sets: the
 * author, the title, the site with the year of its last change, the address. The date the reader
 * read the page ("accessed …") is theirs to add.
 */

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 27, 2026" of a W3C datetime, or null. */
export function citationDate(datetime: string | null): string | null {
  const parts = dateParts(datetime);
  return parts ? `${MONTH_NAMES[parts[1] - 1]} ${parts[2]}, ${parts[0]}` : null;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "Synthesis Archive contributors. Synthesis of … (1994). Synthesis Archive, 2026. https://…/syn/12." */
export function archivePageCitation(page: ArchivePageSource): string {
  const year = dateParts(page.changedAt)?.[0];
  const site = year ? `${page.siteName}, ${year}` : page.siteName;
  return [sentence(ARCHIVE_AUTHOR), sentence(page.title), sentence(site), page.url].join(" ");
}

/** The whole dataset at one data revision, for the /data page. */
export function datasetCitation(d: {
  siteName: string;
  url: string;
  revision: number;
  changedAt: string | null;
}): string {
  const date = citationDate(d.changedAt);
  const version = `data revision ${d.revision}${date ? ` of ${date}` : ""}`;
  return [
    sentence(ARCHIVE_AUTHOR),
    sentence(`${d.siteName}: recorded total syntheses, ${version}`),
    d.url,
  ].join(" ");
}
