import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";
import { doiField } from "./doi-field.ts";

/**
 * A published synthesis's references (docs/product/api.md §5.8): the bodies of POST /api/references
 * and PUT /api/references/{id}. The answer is the reference as public-reads.ts's referenceSchema
 * names it.
 */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const id = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be positive");

const fields = {
  named_reaction_id: id.nullable().optional(),
  display: z
    .string({ error: "must be a text" })
    .trim()
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .min(1, "must not be empty")
    .max(1000, "must be at most 1000 characters"),
  doi: doiField.optional(),
  url: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be a text" })
      .trim()
      .max(2000, "must be at most 2000 characters")
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" }))
      .nullable()
      .optional(),
  ),
  type: z
    .enum(["standard", "original", "review"], { error: "must be standard, original or review" })
    .optional(),
  /** The synthesis version the editor opened; a stale one is refused (409). */
  version: id.optional(),
};

// A client's own id for a new item (a timestamp) and, on PUT, synthesis_id are ignored.
export const referenceCreateSchema = z.object({ synthesis_id: id, ...fields });
export const referenceUpdateSchema = z.object({ ...fields, display: fields.display.optional() });
