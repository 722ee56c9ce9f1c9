import { createRoute } from "@hono/zod-openapi";
import { namedReactionCreatedSchema, namedReactionCreateSchema } from "../../../contract/lookups.ts";
import { invalidInput } from "../../../domain/errors.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { createNamedReaction } from "../shared/reference-data/lookup-writes.ts";
import {
  BODY_REFUSED,
  type LookupRouteDeps,
  SIGNED_IN,
  withBody,
} from "../shared/reference-data/write-route-support.ts";

/**
 * POST /api/named-reactions: a named reaction by name, so a reaction can cite one the archive lacks;
 * an editor may create one unnamed (the Named Reactions editor's Add). The other writes are in
 * editor-routes.ts.
 */
export function namedReactionWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  const create = createRoute({
    method: "post",
    path: "/",
    tags: ["Named reactions"],
    summary: "Create a named reaction by name (contributors; editors may leave the name empty)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: withBody(requireRole("contributor")),
    request: jsonBody(namedReactionCreateSchema),
    responses: {
      201: json(namedReactionCreatedSchema, "The new named reaction"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor",
        409: "conflict: a named reaction of that name exists",
      }),
    },
  });
  return apiRoutes<SessionEnv>().openapi(create, async (c) => {
    const input = c.req.valid("json");
    if (input.name === "" && !hasRole(c.get("user").role, "editor"))
      throw invalidInput("name", "is required");
    return c.json(await createNamedReaction(writes, c.get("user"), input), 201);
  });
}
