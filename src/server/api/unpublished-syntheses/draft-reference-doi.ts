import { normalizeDoi } from "../../../domain/doi.ts";
import { doiRefusal } from "../../http/doi-field.ts";

/**
 * The DOI of one reference of a draft as a client sent it (docs/product/api.md §5.7.8): a text DOI in
 * any form people paste (`doi:…`, `https://doi.org/…`, bare) is stored normalised, and a reference
 * whose text is nothing but a DOI, with no DOI of its own, gets it as its DOI and an empty text
 * (the citation text is completed later). Returns the reference to store when it changes, a
 * refusal for a DOI that is not one, or nothing to do.
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
    const fromText = normalizeDoi(display);
    if (fromText !== null) return { reference: { ...ref, doi: fromText, display: "" } };
  }
  return {};
}
