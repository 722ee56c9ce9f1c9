import { createRoute } from "@hono/zod-openapi";
import {
  mergeBodySchema,
  solventCreateSchema,
  solventItemSchema,
  solventUpdateSchema,
} from "../../../contract/lookups.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { createSolvent, removeSolvent, updateSolvent } from "../lookups/lookup-writes.ts";
import { mergeSolvent } from "../lookups/reference-merges.ts";
import {
  BODY_REFUSED,
  idPath,
  type LookupRouteDeps,
  SIGNED_IN,
  withBody,
} from "../lookups/write-route-support.ts";

const tags = ["Solvents"];
const security = SESSION_AND_ANTI_FORGERY;
const params = idPath("solvent");

/** POST /api/solvents, PUT and DELETE /api/solvents/{id}, POST /api/solvents/{id}/merge (the list is GET in lookups/routes.ts). */
export function solventWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  const contributor = requireRole("contributor");
  const create = createRoute({
    method: "post",
    path: "/",
    tags,
    summary:
      "Create a solvent, named or not, with its synonyms if given (contributors; the body may be left out)",
    security,
    middleware: withBody(contributor),
    request: jsonBody(solventCreateSchema),
    responses: {
      201: json(solventItemSchema, "The new solvent"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor",
        409: "conflict: a solvent of that name exists",
      }),
    },
  });
  const update = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Change a solvent: its name, and its whole set of synonyms when sent",
    security,
    middleware: withBody(contributor),
    request: { params, ...jsonBody(solventUpdateSchema) },
    responses: {
      200: json(solventItemSchema, "The solvent"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor, or another's or a published solvent",
        404: "not_found",
        409: "conflict: the name is taken, or a used solvent would lose its name",
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete a solvent no synthesis or draft uses",
    security,
    middleware: contributor,
    request: { params },
    responses: {
      204: { description: "Deleted" },
      ...errorAnswers({
        ...SIGNED_IN,
        403: "forbidden: not a contributor, or another's or a published solvent",
        404: "not_found",
        409: "conflict: a synthesis or draft uses it",
      }),
    },
  });
  const merge = createRoute({
    method: "post",
    path: "/{id}/merge",
    tags,
    summary: "Merge a solvent into another, which keeps its uses and takes its names as synonyms (editors)",
    security,
    middleware: withBody(requireRole("editor")),
    request: { params, ...jsonBody(mergeBodySchema) },
    responses: {
      200: json(solventItemSchema, "The solvent kept"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not an editor",
        404: "not_found",
        409: "conflict: the solvent to keep has no name",
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(create, async (c) => {
      const { name, synonyms } = c.req.valid("json");
      return c.json(await createSolvent(writes, c.get("user"), name, { synonyms }), 201);
    })
    .openapi(update, async (c) => {
      const id = idParam(c.req.valid("param").id, "Solvent");
      return c.json(await updateSolvent(writes, c.get("user"), id, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      await removeSolvent(writes, c.get("user"), idParam(c.req.valid("param").id, "Solvent"));
      return c.body(null, 204);
    })
    .openapi(merge, async (c) => {
      const id = idParam(c.req.valid("param").id, "Solvent");
      const { into } = c.req.valid("json");
      return c.json(await mergeSolvent(writes, c.get("user"), id, into), 200);
    });
}
