import type { Context } from "hono";
import { z } from "zod";
import type { RequireRole } from "../../auth/require-role.ts";
import type { LookupWriteDeps } from "../../commands/lookup-writes.ts";
import { ApiError, invalidInput, unsupportedMediaType } from "../../http/errors.ts";

/** What the lookup write routes need: the role guard and the write command's dependencies. */
export interface LookupRouteDeps {
  requireRole: RequireRole;
  writes: LookupWriteDeps;
}

/** A lookup item's name: stored trimmed; empty means "not named yet". */
export const nameField = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

/**
 * The JSON body checked with `schema` (400 naming the first bad field). An empty body counts as
 * `{}`: the editor creates authors with no body at all. Fields the schema does not know are dropped.
 */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const raw = await c.req.text();
  let body: unknown = {};
  if (raw.trim()) {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0].trim();
    if (!/^application\/([\w.-]+\+)?json$/i.test(mediaType)) throw unsupportedMediaType();
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ApiError(400, "invalid_json", "The body is not valid JSON", { field: "body" });
    }
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidInput(issue?.path.length ? issue.path.join(".") : "body", issue?.message ?? "is invalid");
  }
  return result.data;
}
