import type { Context } from "hono";
import type { z } from "zod";
import { invalidInput, invalidJson, unsupportedMediaType } from "./errors.ts";

/**
 * The JSON body of a request checked with `schema`: 415 for another media type, 400 for broken JSON
 * or the first bad field (named). With `emptyIsObject`, a request without a body counts as `{}`
 * (the editor creates authors with no body at all). Fields the schema does not know are dropped.
 */
export async function readJsonBody<T>(
  c: Context,
  schema: z.ZodType<T>,
  options: { emptyIsObject?: boolean } = {},
): Promise<T> {
  const raw = await c.req.text();
  let body: unknown = {};
  if (!options.emptyIsObject || raw.trim()) {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0].trim();
    if (!/^application\/([\w.-]+\+)?json$/i.test(mediaType)) throw unsupportedMediaType();
    try {
      body = JSON.parse(raw);
    } catch {
      throw invalidJson();
    }
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidInput(issue?.path.length ? issue.path.join(".") : "body", issue?.message ?? "is invalid");
  }
  return result.data;
}
