import { z } from "zod";
import { SUGGESTION_NOTE_MAX } from "../domain/corrections.ts";
import { isPlainText, MULTI_LINE_MESSAGE } from "../domain/plain-text.ts";
import { draftRecordSchema } from "./drafts.ts";

/**
 * Suggesting a correction of a published synthesis (docs/product/api.md §5.10.1): the body of
 * POST /api/syntheses/{id}/corrections and its answer.
 */

/** What is wrong and where the right value comes from: the reviewer reads it with the draft. */
export const correctionBodySchema = z.object({
  note: z
    .string({ error: "must be a text: what is wrong, and your source" })
    .trim()
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .min(1, "must say what is wrong, and your source")
    .max(SUGGESTION_NOTE_MAX, `must be at most ${SUGGESTION_NOTE_MAX} characters`),
});
export type CorrectionBody = z.input<typeof correctionBodySchema>;

/** The caller's revision draft of the synthesis; `created` is false when it was already open. */
export const correctionAnswerSchema = z.looseObject({ draft: draftRecordSchema, created: z.boolean() });
export type CorrectionAnswer = z.output<typeof correctionAnswerSchema>;
