import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  protectingGroupChangeSchema,
  protectingGroupCreateSchema,
  protectingGroupEditSchema,
} from "../../../contract/reference-editors.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { emptyBodyIsObject } from "../../http/empty-body.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { BODY_REFUSALS, EDITOR_REFUSALS, idPath } from "../shared/reference-data/editor-routes-support.ts";
import {
  createProtectingGroup,
  type ReferenceEditorDeps,
  removeProtectingGroup,
  updateProtectingGroup,
} from "../shared/reference-data/reference-editor-writes.ts";

/** POST /api/protecting-groups, PUT and DELETE /api/protecting-groups/{id} (§5.18), editors. */
export function protectingGroupEditorRoutes(
  deps: ReferenceEditorDeps,
  editor: MiddlewareHandler<SessionEnv>,
) {
  const tags = ["Protecting groups"];
  const params = idPath("The protecting group's id");
  const create = createRoute({
    method: "post",
    path: "/protecting-groups",
    tags,
    summary: "Add a protecting group, unnamed unless a name is sent (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    // No body at all counts as `{}` (the editor's Add sends none).
    middleware: [editor, emptyBodyIsObject] as const,
    request: jsonBody(protectingGroupCreateSchema),
    responses: {
      201: json(protectingGroupEditSchema, "The group as the editor shows it"),
      ...errorAnswers({
        ...EDITOR_REFUSALS,
        ...BODY_REFUSALS,
        409: "conflict: the name is another group's",
      }),
    },
  });
  const change = createRoute({
    method: "put",
    path: "/protecting-groups/{id}",
    tags,
    summary: "Change a protecting group's fields or structure (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [editor, emptyBodyIsObject] as const,
    request: { params, ...jsonBody(protectingGroupChangeSchema) },
    responses: {
      200: json(protectingGroupEditSchema, "The group as the editor shows it"),
      ...errorAnswers({
        ...EDITOR_REFUSALS,
        ...BODY_REFUSALS,
        404: "not_found",
        409: "conflict: the name or url is another group's, or a synthesis needs the name",
        422: "unprocessable: a structure RDKit cannot read; structure_failed",
        503: "storage_unavailable, structure_timeout or structures_unavailable (Retry-After)",
      }),
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/protecting-groups/{id}",
    tags,
    summary: "Delete a protecting group no synthesis or draft uses (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: { params },
    responses: {
      204: { description: "Deleted" },
      ...errorAnswers({
        ...EDITOR_REFUSALS,
        404: "not_found",
        409: "conflict: a synthesis or a draft uses it (the message names them)",
        419: "csrf_token_mismatch",
      }),
    },
  });

  return apiRoutes<SessionEnv>()
    .openapi(create, async (c) =>
      c.json(await createProtectingGroup(deps, c.req.valid("json"), c.get("user")), 201),
    )
    .openapi(change, async (c) => {
      const id = idParam(c.req.valid("param").id, "Protecting group");
      return c.json(await updateProtectingGroup(deps, id, c.req.valid("json"), c.get("user")), 200);
    })
    .openapi(remove, async (c) => {
      await removeProtectingGroup(deps, idParam(c.req.valid("param").id, "Protecting group"), c.get("user"));
      return c.body(null, 204);
    });
}
