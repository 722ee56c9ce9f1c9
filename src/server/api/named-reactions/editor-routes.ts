import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { namedReactionChangeSchema, namedReactionEditSchema } from "../../../contract/reference-editors.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { emptyBodyIsObject } from "../../http/empty-body.ts";
import { idParam } from "../../http/params.ts";
import {
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { BODY_REFUSALS, EDITOR_REFUSALS, idPath } from "../shared/reference-data/editor-routes-support.ts";
import {
  namedReactionForEditor,
  type ReferenceEditorDeps,
  removeNamedReaction,
  updateNamedReaction,
} from "../shared/reference-data/reference-editor-writes.ts";

/**
 * A named reaction's body: a description of up to 50,000 characters (3 bytes each at most in
 * UTF-8), 50 synonyms, 40 references of up to 3,200 characters; its pictures are SMILES or the
 * names of uploads, never image bytes.
 */
const namedReactionBodyLimit = bodyLimit(512 * 1024);

/** GET /api/named-reactions/{id}/edit, PUT and DELETE /api/named-reactions/{id} (§5.18), editors. */
export function namedReactionEditorRoutes(deps: ReferenceEditorDeps, editor: MiddlewareHandler<SessionEnv>) {
  const tags = ["Named reactions"];
  const params = idPath("The named reaction's id");
  const editView = createRoute({
    method: "get",
    path: "/named-reactions/{id}/edit",
    tags,
    summary: "A named reaction as the editor shows it (editors)",
    security: SESSION,
    middleware: editor,
    request: { params },
    responses: {
      200: json(namedReactionEditSchema, "The reaction with the SMILES its drawings came from"),
      ...errorAnswers({ ...EDITOR_REFUSALS, 404: "not_found" }),
    },
  });
  const change = createRoute({
    method: "put",
    path: "/named-reactions/{id}",
    tags,
    summary: "Change a named reaction's fields, pictures and references (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [editor, namedReactionBodyLimit, emptyBodyIsObject] as const,
    request: { params, ...jsonBody(namedReactionChangeSchema) },
    responses: {
      200: json(namedReactionEditSchema, "The reaction as the editor shows it"),
      ...errorAnswers({
        ...EDITOR_REFUSALS,
        ...BODY_REFUSALS,
        404: "not_found",
        409: "conflict: the name or url is another reaction's, or a synthesis needs the name",
        413: "payload_too_large: over 512 KB",
        422: "unprocessable: a picture RDKit cannot draw, an unknown upload, a description too slow to render; structure_failed",
        503: "storage_unavailable, busy, structure_timeout or structures_unavailable (Retry-After)",
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/named-reactions/{id}",
    tags,
    summary: "Delete a named reaction no synthesis or draft uses (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: { params },
    responses: {
      204: { description: "Deleted, with its synonyms, own references and pictures" },
      ...errorAnswers({
        ...EDITOR_REFUSALS,
        404: "not_found",
        409: "conflict: a synthesis or a draft uses it (the message names them)",
        419: "csrf_token_mismatch",
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(editView, async (c) => {
      const id = idParam(c.req.valid("param").id, "Named reaction");
      c.header("Cache-Control", "private, no-store");
      return c.json(await namedReactionForEditor(deps, id), 200);
    })
    .openapi(change, async (c) => {
      const id = idParam(c.req.valid("param").id, "Named reaction");
      return c.json(await updateNamedReaction(deps, id, c.req.valid("json"), c.get("user")), 200);
    })
    .openapi(remove, async (c) => {
      await removeNamedReaction(deps, idParam(c.req.valid("param").id, "Named reaction"), c.get("user"));
      return c.body(null, 204);
    });
}
