import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  oneLine,
  type PublicationSource,
  publicationUrl,
} from "./citation-sources.ts";
import {
  kindOf,
  type PersonName,
  pageRange,
  type ReferenceFields,
  type ReferenceKind,
} from "./reference-fields.ts";

/**
 * RIS (Research Information Systems, read by EndNote, Zotero, Mendeley, RefWorks): one record per
 * source, each opening with `TY  - ` and closing with `ER  - `, lines ending in CRLF as the format's
 * description has them. The archive page is an `ELEC` record (a web page). A publication with fields
 * is a `JOUR`, `BOOK`, `PAT`, `ELEC` or `GEN` record with its authors, title, journal, year, volume,
 * issue and pages; one known only by its display text is a `GEN` record holding that text as its
 * title.
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
    if (p.fields) {
      out += structuredRecord(p, p.fields);
      continue;
    }
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

const RECORD_TYPES: Record<ReferenceKind, string> = {
  article: "JOUR",
  book: "BOOK",
  patent: "PAT",
  webpage: "ELEC",
  other: "GEN",
};

/** "Barton, D. H. R." — RIS's "Last, First" form. */
const risName = (p: PersonName) => (p.given ? `${p.family}, ${p.given}` : p.family);

function structuredRecord(p: PublicationSource, f: ReferenceFields): string {
  const kind = kindOf(f);
  let out = line("TY", RECORD_TYPES[kind]);
  for (const author of f.authors) out += line("AU", risName(author));
  for (const editor of f.editors) out += line("ED", risName(editor));
  if (f.title) out += line("TI", f.title);
  // JO is a journal's abbreviation (what the archive stores); T2 a web page's site or a series.
  if (f.journal) out += line(kind === "article" ? "JO" : "T2", f.journal);
  if (f.publisher) out += line("PB", f.publisher);
  if (f.year !== null) out += line("PY", String(f.year));
  if (f.volume) out += line(kind === "patent" ? "M1" : "VL", f.volume);
  if (f.issue) out += line("IS", f.issue);
  const pages = pageRange(f.pages);
  if (pages) {
    out += line("SP", pages[0]);
    if (pages[1]) out += line("EP", pages[1]);
  }
  if (p.doi) out += line("DO", p.doi);
  const url = publicationUrl(p);
  if (url) out += line("UR", url);
  if (f.note) out += line("N1", f.note);
  out += line("ER", "");
  return out;
}
