import { z } from "@hono/zod-openapi";

/** A path id, declared as text: a malformed one stays a 404 (idParam), never a 400. */
export const idPath = (description: string) =>
  z.object({ id: z.string().meta({ description, example: "1" }) });

/** The refusals every editor call shares. */
export const EDITOR_REFUSALS = { 401: "unauthenticated", 403: "forbidden: not an editor" } as const;

/** The refusals of a write's JSON body. */
export const BODY_REFUSALS = {
  400: "invalid_input (field names it), invalid_json",
  415: "unsupported_media_type",
  419: "csrf_token_mismatch",
} as const;
