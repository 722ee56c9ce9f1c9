import { createRoute } from "@hono/zod-openapi";
import {
  authorCreateSchema,
  authorItemSchema,
  authorUpdateSchema,
  mergeBodySchema,
} from "../../../contract/lookups.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { createAuthor, removeAuthor, updateAuthorItem } from "../lookups/lookup-writes.ts";
import { mergeAuthor } from "../lookups/reference-merges.ts";
import {
  BODY_REFUSED,
  idPath,
  type LookupRouteDeps,
  SIGNED_IN,
  withBody,
} from "../lookups/write-route-support.ts";

const tags = ["Authors"];
const security = SESSION_AND_ANTI_FORGERY;
const params = idPath("author");

/** POST /api/authors, PUT and DELETE /api/authors/{id}, POST /api/authors/{id}/merge (the reads are in routes.ts). */
export function authorWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  const contributor = requireRole("contributor");
  const create = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Create an author, named or not (contributors; the body may be left out)",
    security,
    middleware: withBody(contributor),
    request: jsonBody(authorCreateSchema),
    responses: {
      201: json(authorItemSchema, "The new author"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor",
        409: "conflict: an author of that name exists",
      }),
    },
  });
  const update = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Rename an author; editors may also change its url",
    security,
    middleware: withBody(contributor),
    request: { params, ...jsonBody(authorUpdateSchema) },
    responses: {
      200: json(authorItemSchema, "The author"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not a contributor, or another's or a published author",
        404: "not_found",
        409: "conflict: the name or url is taken, or a used author would lose its name",
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete an author no synthesis or draft uses",
    security,
    middleware: contributor,
    request: { params },
    responses: {
      204: { description: "Deleted" },
      ...errorAnswers({
        ...SIGNED_IN,
        403: "forbidden: not a contributor, or another's or a published author",
        404: "not_found",
        409: "conflict: a synthesis or draft uses it",
      }),
    },
  });
  const merge = createRoute({
    method: "post",
    path: "/{id}/merge",
    tags,
    summary: "Merge an author into another, which keeps its uses (editors)",
    security,
    middleware: withBody(requireRole("editor")),
    request: { params, ...jsonBody(mergeBodySchema) },
    responses: {
      200: json(authorItemSchema, "The author kept"),
      ...errorAnswers({
        ...SIGNED_IN,
        ...BODY_REFUSED,
        403: "forbidden: not an editor",
        404: "not_found",
        409: "conflict: the author to keep has no name",
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(create, async (c) => c.json(await createAuthor(writes, c.get("user"), c.req.valid("json")), 201))
    .openapi(update, async (c) => {
      const id = idParam(c.req.valid("param").id, "Author");
      return c.json(await updateAuthorItem(writes, c.get("user"), id, c.req.valid("json")), 200);
    })
    .openapi(remove, async (c) => {
      await removeAuthor(writes, c.get("user"), idParam(c.req.valid("param").id, "Author"));
      return c.body(null, 204);
    })
    .openapi(merge, async (c) => {
      const id = idParam(c.req.valid("param").id, "Author");
      const { into } = c.req.valid("json");
      return c.json(await mergeAuthor(writes, c.get("user"), id, into), 200);
    });
}
