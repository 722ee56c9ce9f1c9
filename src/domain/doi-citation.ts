import { doiKey } from "./doi.ts";

/**
 * The citation text of a reference known only by its DOI (issue 40, point 3): publishing looks the
 * citation up when the resolver answers; otherwise, and wherever nothing is looked up (the preview,
 * the completeness check), the text is composed from the DOI itself, so a DOI-only reference is
 * complete. Nothing is guessed from the DOI (no journal, no year): the text is the DOI, labelled.
 */
export function doiCitation(doi: string): string {
  return `DOI: ${doi.trim()}`;
}

/**
 * Whether a reference's text is still to be looked up: it has a DOI, and its text is empty or only
 * the composed one (a synthesis published before the resolver answered carries that text; the next
 * look-up may replace it).
 */
export function citationToLookUp(r: { display?: string | null; doi?: string | null }): boolean {
  const doi = r.doi?.trim();
  if (!doi) return false;
  const text = (r.display ?? "").trim();
  return text === "" || doiKey(text) === doiKey(doiCitation(doi));
}

/** How a look-up of a DOI's citation ended. */
export type DoiLookupOutcome = "found" | "not_found" | "not_a_doi" | "unreachable";

/** The outcome of a failed look-up from the answer's HTTP status (0: no answer at all). */
export function doiLookupFailure(status: number): Exclude<DoiLookupOutcome, "found"> {
  if (status === 404) return "not_found";
  if (status === 400) return "not_a_doi";
  return "unreachable";
}

/** What a look-up found, in words: the editor says it after every look-up asked by hand. */
export function doiLookupMessage(doi: string, outcome: DoiLookupOutcome): string {
  switch (outcome) {
    case "found":
      return `Citation found for ${doi}: it fills the reference's Display.`;
    case "not_found":
      return `The DOI resolver does not know ${doi}: check the DOI, or write the citation under Display.`;
    case "not_a_doi":
      return `${doi} is not a DOI (a DOI looks like 10.1234/abc): correct it under DOI.`;
    case "unreachable":
      return `The DOI resolver could not be reached or did not answer for ${doi}: the DOI is kept; look up again later or write the citation under Display.`;
  }
}
