import { z } from "zod";
import { DOI_MAX_LENGTH, normalizeDoi } from "../domain/doi.ts";

/** The refusal of a text that is not one DOI (docs/product/api.md). */
export const DOI_MESSAGE = "must look like 10.1234/abc";

/** Why `text`, which normalizeDoi refused, is not a DOI. */
export function doiRefusal(text: string): string {
  return text.trim().length > DOI_MAX_LENGTH ? `must be at most ${DOI_MAX_LENGTH} characters` : DOI_MESSAGE;
}

/**
 * A DOI field of a request body: blank or null is no DOI (null); any other text is stored in the
 * one form `normalizeDoi` gives (`doi:…`, `https://doi.org/…` and bare DOIs alike), else 400.
 */
export const doiField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "must be a text" })
    .transform((text, ctx) => {
      const doi = normalizeDoi(text);
      if (doi !== null) return doi;
      ctx.addIssue({ code: "custom", message: doiRefusal(text) });
      return z.NEVER;
    })
    .nullable(),
);
