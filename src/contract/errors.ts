import { z } from "zod";

/**
 * The one error shape every route answers with (docs/product/api.md, "Errors"): a stable `code`,
 * a sentence for people, the input `field` at fault when there is one, and for some codes a list
 * of `problems` or extra details. Extra keys are allowed so a code can add its own.
 */
export const apiErrorSchema = z
  .object({
    error: z.looseObject({
      code: z.string().meta({ description: "Stable machine-readable code (see the API guide)" }),
      message: z.string(),
      field: z.string().optional(),
      problems: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: "ApiError", description: "Every 4xx and 5xx answer" });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
