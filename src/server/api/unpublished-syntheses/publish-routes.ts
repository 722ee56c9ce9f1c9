import { createRoute, z } from "@hono/zod-openapi";
import { publishAnswerSchema, publishBodySchema } from "../../../contract/review.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { emptyBodyIsObject } from "../../http/empty-body.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { type PublishDraftDeps, publishDraft } from "./publish-draft.ts";

/**
 * POST /api/unpublishedSyntheses/{id}/publish (docs/product/api.md §5.14): editors publish a draft,
 * a new synthesis or a revision of a published one. The body (`{note?, reason?, seen?}`) may be left
 * out.
 */
export function publishMount(deps: PublishDraftDeps & { requireRole: RequireRole }) {
  const router = apiRoutes<SessionEnv>().openapi(
    createRoute({
      method: "post",
      path: "/{id}/publish",
      tags: ["Review"],
      summary: "Publish a draft as a new synthesis or a revision (editors)",
      security: SESSION_AND_ANTI_FORGERY,
      middleware: [deps.requireRole("editor"), emptyBodyIsObject] as const,
      request: {
        params: z.object({ id: z.string().meta({ description: "The draft id", example: "1" }) }),
        ...jsonBody(publishBodySchema),
      },
      responses: {
        201: json(publishAnswerSchema, "The synthesis, its version and the published draft"),
        ...errorAnswers({
          400: "invalid_input (field names it), invalid_json",
          401: "unauthenticated",
          403: "forbidden: not an editor",
          404: "not_found",
          409: "conflict: already published, or a stale revision; draft_changed (field seen)",
          413: "payload_too_large",
          415: "unsupported_media_type",
          419: "csrf_token_mismatch",
          422: "incomplete: problems lists every cause",
          503: "storage_unavailable",
        }),
      },
    }),
    async (c) => {
      const draftId = idParam(c.req.valid("param").id, "Unpublished synthesis");
      const body = c.req.valid("json");
      const result = await publishDraft(deps, {
        draftId,
        userId: c.get("user").id,
        note: body.note,
        reason: body.reason,
        seen: body.seen,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(result, 201);
    },
  );
  return ({ api }: { api: ApiGroup }) => {
    api.route("/unpublishedSyntheses", router);
  };
}
