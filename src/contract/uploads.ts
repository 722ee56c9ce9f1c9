import { z } from "zod";
import { UPLOAD_NAME } from "../domain/upload-name.ts";

/**
 * Structure images drawn elsewhere (docs/product/api.md §5.11): POST /api/uploads takes the PNG
 * itself as the body and answers its stored name; GET /api/uploads/{file} serves it back.
 */

/** A body field naming an upload (molecules, reference pictures): the name POST answered. */
export const uploadNameField = z
  .string({ error: "must be a text" })
  .regex(UPLOAD_NAME, "must be the filename POST /api/uploads answered (upload-…)");

/** The largest PNG accepted. */
export const MAX_UPLOAD_BYTES = 2 * 2 ** 20;

/** POST /api/uploads's body: the raw bytes of one PNG, sent as `image/png` (not a form). */
export const uploadBody = {
  required: true,
  description: "The PNG itself, at most 2 MB",
  content: { "image/png": { schema: { type: "string" as const, format: "binary" } } },
};

/** A stored upload, also what a molecule or a document names it by (`filename` + `extension`). */
export const uploadAnswerSchema = z
  .object({
    filename: z.string().meta({ description: "The stored name", example: "upload-0123456789abcdef01234567" }),
    extension: z.literal("png"),
    width: z.number(),
    height: z.number(),
  })
  .meta({ id: "Upload" });
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

/** GET /api/uploads/{file}: `{name}.png`. */
export const uploadFileParams = z.object({
  file: z
    .string()
    .meta({ description: "The upload's name and extension", example: "upload-0123456789abcdef01234567.png" }),
});
