import {
  ARCHIVE_AUTHOR,
  type CitationSources,
  DISPLAY_TEXT_NOTE,
  dateParts,
  pageKey,
  publicationKey,
  publicationUrl,
} from "./citation-sources.ts";

/**
 * BibTeX: the archive page and each publication as `@misc` entries (the one type every style knows
 * that needs no journal, volume or pages the archive does not store apart). Text fields escape
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
