import { z } from "zod";
import type { ImportedScheme } from "../domain/import/imported-scheme.ts";
import { IMPORT_FORMATS, IMPORT_LIMITS } from "../domain/import/scheme-file.ts";

/** POST /api/import/reactions (docs/product/api.md §5.25): a scheme file's text and its format. */
export const importRequestSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(", ")}` }),
  text: z
    .string({ error: "must be a text" })
    .max(
      IMPORT_LIMITS.chars,
      `must be at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters; import fewer reactions at a time`,
    ),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** The parts and reactions the file holds, in the draft document's form (nothing is stored). */
export const importAnswerSchema = z.looseObject({ parts: z.array(z.unknown()) });
/**
 * The answer as the editor reads it: the schema checks only that `parts` is a list, the domain's
 * ImportedScheme (domain/import/imported-scheme.ts, what import-reactions.ts builds) names the rest.
 */
export type ImportAnswer = z.output<typeof importAnswerSchema> & ImportedScheme;
