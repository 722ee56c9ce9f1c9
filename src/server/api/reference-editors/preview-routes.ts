import { createRoute } from "@hono/zod-openapi";
import {
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  reactionPreviewRequestSchema,
  reactionPreviewSchema,
} from "../../../contract/reference-editors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { emptyBodyIsObject } from "../../http/empty-body.ts";
import { apiRoutes, errorAnswers, json, jsonBody, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";
import { BODY_REFUSALS } from "../shared/reference-data/editor-routes-support.ts";
import type { ReferenceEditorDeps } from "../shared/reference-data/reference-editor-writes.ts";

/**
 * POST /api/structures/reaction-preview (any contributor, like the structure preview) and
 * POST /api/markdown/preview (editors), §5.18.8: nothing is stored, the answers are private.
 */
export function editorPreviewRoutes(
  deps: Pick<ReferenceEditorDeps, "markdown"> & {
    requireRole: RequireRole;
    structures: Pick<StructureService, "previewReaction">;
  },
) {
  const reaction = createRoute({
    method: "post",
    path: "/structures/reaction-preview",
    tags: ["Structures"],
    summary: "Read a reaction SMILES and draw it as a scheme is drawn (nothing is stored)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [deps.requireRole("contributor"), bodyLimit(64 * 1024), emptyBodyIsObject] as const,
    request: jsonBody(reactionPreviewRequestSchema),
    responses: {
      200: json(reactionPreviewSchema, "The reaction with each molecule canonical, and its drawing"),
      ...errorAnswers({
        ...BODY_REFUSALS,
        400: "invalid_input: not a reaction RDKit can read (field smiles), invalid_json",
        401: "unauthenticated",
        403: "forbidden: not a contributor",
        413: "payload_too_large: over 64 KB",
        422: "structure_failed",
        503: "structure_timeout or structures_unavailable (Retry-After)",
      }),
    },
  });
  const markdown = createRoute({
    method: "post",
    path: "/markdown/preview",
    tags: ["Named reactions"],
    summary: "Render a description's Markdown as the public page does (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [deps.requireRole("editor"), bodyLimit(256 * 1024), emptyBodyIsObject] as const,
    request: jsonBody(markdownPreviewRequestSchema),
    responses: {
      200: json(markdownPreviewSchema, "The HTML the page would show"),
      ...errorAnswers({
        ...BODY_REFUSALS,
        400: "invalid_input: too long or past a Markdown limit (field markdown), invalid_json",
        401: "unauthenticated",
        403: "forbidden: not an editor",
        413: "payload_too_large: over 256 KB",
        422: "unprocessable: takes too long to render",
        503: "busy: too many texts wait to be rendered (Retry-After)",
      }),
    },
  });

  return apiRoutes()
    .openapi(reaction, async (c) => {
      const { smiles } = c.req.valid("json");
      c.header("Cache-Control", "private, no-store");
      try {
        return c.json(await deps.structures.previewReaction(smiles), 200);
      } catch (error) {
        throw structureApiError(error, "smiles") ?? error;
      }
    })
    .openapi(markdown, async (c) => {
      const { markdown } = c.req.valid("json");
      c.header("Cache-Control", "private, no-store");
      return c.json({ html: (await deps.markdown.render(markdown, "markdown")) ?? "" }, 200);
    });
}
