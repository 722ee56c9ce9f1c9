import { createRoute } from "@hono/zod-openapi";
import {
  mergeBodySchema,
  reagentCreateSchema,
  reagentItemSchema,
  reagentUpdateSchema,
} from "../../../contract/lookups.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { createReagent, removeReagent, updateReagentItem } from "../lookups/lookup-writes.ts";
import { mergeReagent } from "../lookups/reference-merges.ts";
import {
  BODY_REFUSED,
  idPath,
  type LookupRouteDeps,
  SIGNED_IN,
  withBody,
} from "../lookups/write-route-support.ts";

const tags = ["Reagents"];
const security = SESSION_AND_ANTI_FORGERY;
const params = idPath("reagent");

/** POST /api/reagents, PUT and DELETE /api/reagents/{id}, POST /api/reagents/{id}/merge (the list is GET in lookups/routes.ts). */
export function reagentWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  const contributor = requireRole("contributor");
  const create = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Create a reagent, with its formula and synonyms if given (contributors)",
    security,
    middleware: withBody(contributor),
    request: jsonBody(reagentCreateSchema),
    responses: {
      201: json(reagentItemSchema, "The new reagent"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor",
        409: "conflict: a reagent of that name exists",
      }),
    },
  });
  const update = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Change a reagent: its name, and its formula and whole set of synonyms when sent",
    security,
    middleware: withBody(contributor),
    request: { params, ...jsonBody(reagentUpdateSchema) },
    responses: {
      200: json(reagentItemSchema, "The reagent"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor, or another's or a published reagent",
        404: "not_found",
        409: "conflict: the name is taken, or a used reagent would lose its name",
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete a reagent no synthesis or draft uses",
    security,
    middleware: contributor,
    request: { params },
    responses: {
      204: { description: "Deleted" },
      ...errorAnswers({
        ...SIGNED_IN,
        403: "forbidden: not a contributor, or another's or a published reagent",
        404: "not_found",
        409: "conflict: a synthesis or draft uses it",
      }),
    },
  });
  const merge = createRoute({
    method: "post",
    path: "/{id}/merge",
    tags,
    summary: "Merge a reagent into another, which keeps its uses and takes its names as synonyms (editors)",
    security,
    middleware: withBody(requireRole("editor")),
    request: { params, ...jsonBody(mergeBodySchema) },
    responses: {
      200: json(reagentItemSchema, "The reagent kept"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not an editor",
        404: "not_found",
        409: "conflict: the reagent to keep has no name",
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(create, async (c) => {
      const { name, formula, synonyms } = c.req.valid("json");
      return c.json(await createReagent(writes, c.get("user"), name, { formula, synonyms }), 201);
    })
    .openapi(update, async (c) => {
      const id = idParam(c.req.valid("param").id, "Reagent");
      return c.json(await updateReagentItem(writes, c.get("user"), id, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      await removeReagent(writes, c.get("user"), idParam(c.req.valid("param").id, "Reagent"));
      return c.body(null, 204);
    })
    .openapi(merge, async (c) => {
      const id = idParam(c.req.valid("param").id, "Reagent");
      const { into } = c.req.valid("json");
      return c.json(await mergeReagent(writes, c.get("user"), id, into), 200);
    });
}
