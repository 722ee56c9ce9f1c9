import type { Context } from "hono";
import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { LookupWriteDeps } from "../../commands/lookup-writes.ts";
import { readJsonBody } from "../../http/json-body.ts";

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
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** The JSON body checked with `schema`; an empty body counts as `{}` (see readJsonBody). */
export const readBody = <T>(c: Context, schema: z.ZodType<T>): Promise<T> =>
  readJsonBody(c, schema, { emptyIsObject: true });

/** `POST /api/{kind}/{id}/merge`: the id of the item to keep. */
export const mergeSchema = z.object({
  into: z
    .number({ error: "must be the id of the item to keep" })
    .int("must be the id of the item to keep")
    .positive("must be the id of the item to keep"),
});
