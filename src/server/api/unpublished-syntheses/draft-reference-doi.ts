import { doiRefusal } from "../../../contract/doi-field.ts";
import { normalizeDoi, splitCitation } from "../../../domain/doi.ts";

/**
 * The DOI of one reference of a draft as a client sent it (docs/product/api.md §5.7.8): a DOI in
 * any form people paste (`doi:…`, `https://doi.org/…`, bare) is stored normalised, and a reference
 * without a DOI of its own whose text is a DOI, or ends with one, gets it as its DOI, taken out of
 * the text (a text that was only the DOI is left empty, to be completed later). Returns the
 * reference to store when it changes, a refusal for a DOI that is not one, or nothing to do.
 */
export function readDraftReference(reference: unknown): {
  reference?: Record<string, unknown>;
  refusal?: string;
} {
  if (typeof reference !== "object" || reference === null || Array.isArray(reference)) return {};
  const ref = reference as Record<string, unknown>;
  const { doi, display } = ref;
  if (typeof doi === "string" && doi.trim() !== "") {
    const normal = normalizeDoi(doi);
    if (normal === null) return { refusal: doiRefusal(doi) };
    return normal === doi ? {} : { reference: { ...ref, doi: normal } };
  }
  if (typeof display === "string") {
    const split = splitCitation(display);
    if (split.doi !== null) return { reference: { ...ref, ...split } };
  }
  return {};
}
