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
