/**
 * DOIs as people type and paste them: `doi:10.1021/ja00000a000`, `https://doi.org/10.1021/…`,
 * `http://dx.doi.org/…`, `DOI: 10.1021/…` or bare, often with a space, quote or the full stop of the
 * sentence they were copied from. Every boundary that takes a DOI (the draft references the server
 * stores, the editor's references, the contribute page's list) keeps the one form `normalizeDoi`
 * gives. Pure and small: the public contribute page ships it.
 */

/** Crossref's recommended pattern for modern DOIs; the publish schema checks the same. */
export const DOI_PATTERN = /^10\.\d{4,9}\/[-._;()/:A-Za-z0-9<>[\]]+$/;
/** The longest DOI kept (registered DOIs are far shorter). */
export const DOI_MAX_LENGTH = 300;

/** `doi:` or `DOI ` (any case) in front of the DOI. */
const DOI_LABEL = /^doi(?:\s*:\s*|\s+)/i;
/** `doi.org/`, `https://dx.doi.org/`, `http://www.doi.org/` (any case) in front of the DOI. */
const DOI_ADDRESS = /^(?:https?:\/\/)?(?:dx\.|www\.)?doi\.org\//i;
/** What a sentence or a list puts around a DOI: quotes, brackets, angle brackets, spaces. */
const LEADING = /^[\s"'“”‘’«»<([{]+/;
const TRAILING = /[\s"'“”‘’«»>.,;:]+$/;

/** Drops one trailing `)` or `]` that has no opening partner inside the DOI (a DOI may hold pairs). */
function dropUnpairedCloser(text: string): string {
  const last = text.at(-1);
  if (last !== ")" && last !== "]") return text;
  const open = last === ")" ? "(" : "[";
  const count = (c: string) => [...text].filter((x) => x === c).length;
  return count(last) > count(open) ? text.slice(0, -1) : text;
}

/**
 * The DOI in `text` in its stored form (`10.1021/ja00000a000`), or null when `text` is not one DOI
 * (a citation, two DOIs, a DOI with spaces). The DOI keeps the case it was typed in: DOIs match
 * ignoring case (`sameDoi`), and the registrant's own spelling reads best. A doi.org address may be
 * %-encoded and carry `?…` or `#…`, which are not part of the DOI.
 */
export function normalizeDoi(text: string): string | null {
  let rest = text.replace(LEADING, "").replace(DOI_LABEL, "");
  const address = DOI_ADDRESS.test(rest);
  rest = rest.replace(DOI_ADDRESS, "").replace(LEADING, "");
  if (address) rest = rest.replace(/[?#].*$/s, "");
  if (/%[0-9A-F]{2}/i.test(rest)) {
    try {
      rest = decodeURIComponent(rest);
    } catch {
      return null;
    }
  }
  let doi = rest.replace(TRAILING, "");
  for (let i = 0; i < 3; i++) {
    const trimmed = dropUnpairedCloser(doi).replace(TRAILING, "");
    if (trimmed === doi) break;
    doi = trimmed;
  }
  if (doi.length > DOI_MAX_LENGTH || !DOI_PATTERN.test(doi)) return null;
  // A "." or ".." path segment would be folded away by a URL parser: no real DOI has one.
  if (doi.split("/").some((segment) => /^\.{1,2}$/.test(segment))) return null;
  return doi;
}

/** A DOI's label left at the end of a citation once its DOI is taken out: ` doi:`, `, DOI`. */
const TRAILING_LABEL = /[\s,;]*\bdoi\s*:?$/i;

/**
 * A reference's text as typed or pasted, split into its citation text and its DOI: the whole text
 * when it is one DOI (then the citation text is empty, to be completed), or a DOI at its end
 * (`… 1954, 76, 4749. doi:10.1021/ja01638a067`, `… https://doi.org/…`), taken out with its label.
 * A text without a DOI at its end is all citation (a DOI in the middle is left where it is).
 */
export function splitCitation(text: string): { display: string; doi: string | null } {
  const trimmed = text.trim();
  const whole = normalizeDoi(trimmed);
  if (whole !== null) return { display: "", doi: whole };
  const last = /^(.*\S)\s+(\S+)$/s.exec(trimmed);
  const doi = last ? normalizeDoi(last[2]) : null;
  if (!last || doi === null) return { display: trimmed, doi: null };
  return { display: last[1].replace(TRAILING_LABEL, "").trim(), doi };
}

/** DOIs are case-insensitive (ASCII): the key two spellings of one DOI share. */
export function doiKey(doi: string): string {
  return doi.toLowerCase();
}

/** Whether two DOIs (each already normalised) name the same work. */
export function sameDoi(a: string, b: string): boolean {
  return doiKey(a) === doiKey(b);
}
