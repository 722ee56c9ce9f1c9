import { z } from "zod";

/**
 * Path parameters as they arrive: strings. A malformed id or slug is a missing record (404, see
 * src/domain/url-params.ts), never a 400, so the schemas only name and describe them.
 */
export const idPath = z.object({
  id: z.string().meta({ description: "A record id (a positive whole number)", example: "12" }),
});
export const urlPath = z.object({
  url: z
    .string()
    .meta({ description: "The record's url slug (a former slug answers 301)", example: "aldol-reaction" }),
});
