import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  type PublicationSource,
  pageKey,
  publicationKey,
  publicationUrl,
} from "./citation-sources.ts";
import { kindOf, type PersonName, pageRange, type ReferenceFields } from "./reference-fields.ts";

/**
 * BibTeX: the archive page as a `@misc` entry; a publication with fields as an `@article` (journal
 * papers), `@book`, or `@misc` entry with its authors, title, journal, year, volume, number and
 * pages; one known only by its display text as a `@misc` entry holding that text as its title (the
 * one type every style knows that needs no journal, volume or pages). Text fields escape
 * TeX's special characters; the url and DOI fields are verbatim apart from the characters that
 * would end a field or a line (`{`, `}`, `\` percent-encoded; `%` escaped).
 */

const TEXT_SPECIALS: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "%": "\\%",
  "&": "\\&",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** A text field's value with TeX's special characters escaped. */
export function bibtexText(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}%&$#_~^]/g, (c) => TEXT_SPECIALS[c] ?? c);
}

/** A url or DOI: kept as it is, except what would break the entry. */
export function bibtexVerbatim(value: string): string {
  return value
    .replace(/\s+/g, "")
    .replace(/\\/g, "%5C")
    .replace(/\{/g, "%7B")
    .replace(/\}/g, "%7D")
    .replace(/%(?![0-9A-Fa-f]{2})/g, "%25")
    .replace(/%/g, "\\%");
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function entry(type: string, key: string, fields: [string, string | null][]): string {
  const body = fields
    .filter((f): f is [string, string] => f[1] !== null)
    .map(([name, value]) => `  ${name} = ${value}`)
    .join(",\n");
  return `@${type}{${key},\n${body}\n}\n`;
}

export function bibtex(sources: CitationSources): string {
  const { page } = sources;
  const date = dateParts(page.changedAt);
  const out = [
    entry("misc", pageKey(page), [
      // Double braces: a group's name, not "contributors, Synthesis Archive".
      ["author", `{{${bibtexText(ARCHIVE_AUTHOR)}}}`],
      ["title", `{${bibtexText(page.title)}}`],
      ["howpublished", `{${bibtexText(page.siteName)}}`],
      ["year", date ? `{${date[0]}}` : null],
      ["month", date ? (MONTHS[date[1] - 1] ?? null) : null],
      ["url", `{${bibtexVerbatim(page.url)}}`],
    ]),
  ];
  for (const p of sources.publications) {
    const url = publicationUrl(p);
    if (p.fields) {
      out.push(structuredEntry(publicationKey(page, p), p, p.fields));
      continue;
    }
    out.push(
      entry("misc", publicationKey(page, p), [
        ["title", p.display ? `{${bibtexText(p.display)}}` : null],
        ["doi", p.doi ? `{${bibtexVerbatim(p.doi)}}` : null],
        ["url", url ? `{${bibtexVerbatim(url)}}` : null],
        ["note", p.display ? `{${bibtexText(DISPLAY_TEXT_NOTE)}}` : null],
      ]),
    );
  }
  return out.join("\n");
}

/** "Barton, D. H. R. and Beaton, J. M." ("and others" for "et al."); a one-word name is braced whole. */
function bibtexPeople(people: PersonName[], etAl: boolean): string | null {
  if (people.length === 0) return null;
  const names = people.map((p) =>
    p.given ? `${bibtexText(p.family)}, ${bibtexText(p.given)}` : `{${bibtexText(p.family)}}`,
  );
  if (etAl) names.push("others");
  return `{${names.join(" and ")}}`;
}

const braced = (value: string | number | null) => (value === null ? null : `{${bibtexText(String(value))}}`);

function structuredEntry(key: string, p: PublicationSource, f: ReferenceFields): string {
  const kind = kindOf(f);
  const type = kind === "article" ? "article" : kind === "book" ? "book" : "misc";
  const pages = pageRange(f.pages);
  const url = publicationUrl(p);
  // A journal goes in `journal`; a patent office or a web site, which @misc has no field for, in
  // `howpublished` ("U.S. Patent 2,345,678").
  const where = kind === "patent" ? [f.journal, f.volume].filter(Boolean).join(" ") || null : f.journal;
  return entry(type, key, [
    ["author", bibtexPeople(f.authors, f.et_al)],
    ["editor", bibtexPeople(f.editors, false)],
    ["title", braced(f.title)],
    [type === "article" ? "journal" : "howpublished", type === "book" ? null : braced(where)],
    ["publisher", braced(f.publisher)],
    ["year", braced(f.year)],
    ["volume", kind === "patent" ? null : braced(f.volume)],
    ["number", braced(f.issue)],
    ["pages", pages ? `{${bibtexText(pages[0])}${pages[1] ? `--${bibtexText(pages[1])}` : ""}}` : null],
    ["doi", p.doi ? `{${bibtexVerbatim(p.doi)}}` : null],
    ["url", url ? `{${bibtexVerbatim(url)}}` : null],
    ["note", braced(f.note)],
  ]);
}
