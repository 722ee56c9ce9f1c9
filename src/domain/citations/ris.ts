import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  oneLine,
  publicationUrl,
} from "./citation-sources.ts";

/**
 * RIS (Research Information Systems, read by EndNote, Zotero, Mendeley, RefWorks): one record per
 * source, each opening with `TY  - ` and closing with `ER  - `, lines ending in CRLF as the format's
 * description has them. The archive page is an `ELEC` record (a web page); a publication is a `GEN`
 * record, since the archive does not store whether it is a journal article, a book or a thesis.
 */
const EOL = "\r\n";

function line(tag: string, value: string): string {
  return `${tag}  - ${oneLine(value)}${EOL}`;
}

export function ris(sources: CitationSources): string {
  const { page } = sources;
  const date = dateParts(page.changedAt);
  let out = line("TY", "ELEC");
  out += line("AU", ARCHIVE_AUTHOR);
  out += line("TI", page.title);
  out += line("T2", page.siteName);
  if (date) {
    out += line("PY", String(date[0]));
    out += line("DA", date.map((n) => String(n).padStart(2, "0")).join("/"));
  }
  out += line("UR", page.url);
  out += line("ER", "");
  for (const p of sources.publications) {
    out += line("TY", "GEN");
    if (p.display) out += line("TI", p.display);
    if (p.doi) out += line("DO", p.doi);
    const url = publicationUrl(p);
    if (url) out += line("UR", url);
    if (p.display) out += line("N1", DISPLAY_TEXT_NOTE);
    out += line("ER", "");
  }
  return out;
}
