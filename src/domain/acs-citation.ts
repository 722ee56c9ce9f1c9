/**
 * A citation in the style of the American Chemical Society from CSL-JSON (the answer of a DOI
 * resolver asked for `application/vnd.citationstyles.csl+json`), docs/product/api.md §5.9:
 * "Woodward, R. B.; Doering, W. E. J. Am. Chem. Soc. 1944, 66, 849." — every author as
 * "Last, F. M.", the journal abbreviation, the year, the volume and the first page. A part the
 * record lacks is left out, never invented.
 */

/** The few CSL-JSON fields the citation reads; resolvers send many more. */
export interface CslName {
  family?: unknown;
  given?: unknown;
  literal?: unknown;
  "non-dropping-particle"?: unknown;
  suffix?: unknown;
}

export type CslItem = Record<string, unknown>;

/** "Robert Burns" → "R. B."; "Jean-Marie" → "J.-M."; "R. B." stays "R. B.". */
export function initials(given: string): string {
  return given
    .split(/[\s.]+/)
    .filter((word) => word.length > 0)
    .map((word) =>
      word
        .split("-")
        .filter((piece) => piece.length > 0)
        .map((piece) => `${[...piece][0]}.`)
        .join("-"),
    )
    .join(" ");
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim().replace(/\s+/g, " ");
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  // Crossref sends some titles as arrays of strings.
  if (Array.isArray(value)) return value.map(text).find((v) => v.length > 0) ?? "";
  return "";
}

/** One author as ACS writes it: "Last, F. M." (with a particle "van der Berg, J."; a suffix ", Jr."). */
export function acsName(name: CslName): string {
  const literal = text(name.literal);
  if (literal) return literal;
  const family = [text(name["non-dropping-particle"]), text(name.family)].filter(Boolean).join(" ");
  const given = initials(text(name.given));
  const suffix = text(name.suffix);
  return [family, given, suffix].filter(Boolean).join(", ");
}

function authorList(item: CslItem): string {
  const authors = Array.isArray(item.author) ? (item.author as unknown[]) : [];
  const names = authors
    .filter((a): a is CslName => typeof a === "object" && a !== null)
    .map(acsName)
    .filter(Boolean);
  if (names.length === 0) return "";
  const list = names.join("; ");
  return list.endsWith(".") ? list : `${list}.`;
}

function year(item: CslItem): string {
  for (const key of ["issued", "published-print", "published-online", "created"]) {
    const date = item[key] as { "date-parts"?: unknown } | undefined;
    const parts = date?.["date-parts"];
    if (Array.isArray(parts) && Array.isArray(parts[0])) {
      const first = parts[0][0];
      const value = typeof first === "number" ? first : Number(first);
      if (Number.isInteger(value) && value > 0) return String(value);
    }
  }
  return "";
}

function firstPage(item: CslItem): string {
  const page = text(item.page).split(/[-–—]/)[0]?.trim();
  return page || text(item["article-number"]);
}

/** The ACS citation of a CSL-JSON item, or "" when it names no author, journal or year. */
export function acsCitation(item: CslItem): string {
  const journal = text(item["container-title-short"]) || text(item["container-title"]);
  const journalYear = [journal, year(item)].filter(Boolean).join(" ");
  const source = [journalYear, text(item.volume), firstPage(item)].filter(Boolean).join(", ");
  const authors = authorList(item);
  if (!source) return authors;
  return [authors, source.endsWith(".") ? source : `${source}.`].filter(Boolean).join(" ");
}
