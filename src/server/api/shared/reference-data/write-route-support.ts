import { z } from "@hono/zod-openapi";
import type { RequireRole } from "../../../auth/require-role.ts";
import { emptyBodyIsObject } from "../../../http/empty-body.ts";
import type { LookupWriteDeps } from "./lookup-writes.ts";

/** What the lookup write routes need: the role guard and the write command's dependencies. */
export interface LookupRouteDeps {
  requireRole: RequireRole;
  writes: LookupWriteDeps;
}

/** The `{id}` of a lookup item's path; a malformed one is a 404 (http/params.ts idParam). */
export const idPath = (what: string) =>
  z.object({ id: z.string().meta({ description: `The ${what} id`, example: "1" }) });

/**
 * The middleware of a lookup write with a body: the role (401, 419, 403), then a body that may be
 * left out read as `{}` (the editor's Add sends none), before the declared schema.
 */
export const withBody = (guard: ReturnType<RequireRole>) => [guard, emptyBodyIsObject];

/** The refusals every lookup write may answer, before and after its schema. */
export const SIGNED_IN = { 401: "unauthenticated", 419: "csrf_token_mismatch" } as const;
export const BODY_REFUSED = {
  400: "invalid_input (field names it), invalid_json",
  415: "unsupported_media_type",
} as const;
