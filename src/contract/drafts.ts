import { z } from "zod";
import { DRAFT_STATUSES } from "../domain/draft-status.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../domain/plain-text.ts";

/**
 * Drafts (unpublished syntheses, docs/product/api.md §5.7): the bodies of POST and PUT
 * /api/unpublishedSyntheses and the records they answer. The server reads `synthesis_json` further
 * (its references' DOIs and addresses, the reaction records: draftBodySchemas' `document`).
 */

/** synthesis_json as sent: the document as JSON text or as an object (stored as text). */
export const synthesisJsonInput = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: "must be a JSON object or its text" })
  .meta({ description: "The synthesis document (an object, or its JSON text); at most 2 MB" });

const displayName = z
  .string({ error: "must be a text" })
  .trim()
  .refine(isSingleLine, SINGLE_LINE_MESSAGE)
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters");

const positiveInteger = z
  .number({ error: "must be a positive whole number" })
  .int("must be a positive whole number")
  .positive("must be a positive whole number")
  .max(2 ** 31 - 1, "is too large")
  .nullish();

/**
 * The create and update bodies around a reader of the document (`document`: the contract's
 * shape alone, or the server's reader that also checks and normalises it). `id` and `user` in a
 * body (the client sends the whole record) are dropped. A revision draft names the published
 * synthesis it changes and the version it was opened at: both or neither (null counts as left
 * out); they cannot change once a draft exists.
 */
export function draftBodySchemas<D extends z.ZodType>(document: D) {
  const create = z
    .object({
      display_name: displayName,
      synthesis_json: document,
      synthesis_id: positiveInteger,
      base_version: positiveInteger,
    })
    .superRefine((body, ctx) => {
      const hasSynthesis = body.synthesis_id != null;
      const hasVersion = body.base_version != null;
      if (hasSynthesis && !hasVersion) {
        ctx.addIssue({ code: "custom", path: ["base_version"], message: "is needed with synthesis_id" });
      } else if (hasVersion && !hasSynthesis) {
        ctx.addIssue({ code: "custom", path: ["synthesis_id"], message: "is needed with base_version" });
      }
    });
  const update = z.object({ display_name: displayName.optional(), synthesis_json: document.optional() });
  return { create, update };
}
export const draftBodies = draftBodySchemas(synthesisJsonInput);
export type DraftCreateBody = z.input<typeof draftBodies.create>;
export type DraftUpdateBody = z.input<typeof draftBodies.update>;

const draftFields = {
  id: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
  display_name: z.string(),
  updated_at: z.string(),
  synthesis_id: z.number().nullable(),
  base_version: z.number().nullable(),
  published_synthesis_id: z.number().nullable(),
  published_at: z.string().nullable(),
  status: z.enum(DRAFT_STATUSES),
  submitted_at: z.string().nullable(),
};
/** One draft with its document; `document_hash` is the version an editor publishes. */
const draftRecordShape = z.object({ ...draftFields, synthesis_json: z.string(), document_hash: z.string() });
/** The type names the declared fields only (a later field is allowed in answers, not typed here). */
export type DraftRecord = z.infer<typeof draftRecordShape>;
export const draftRecordSchema = draftRecordShape.loose().meta({ id: "DraftRecord" });
/** A draft in a list: without its document, with the document's size in bytes (every field: exact). */
export const draftSummarySchema = z.object({ ...draftFields, size: z.number() });
