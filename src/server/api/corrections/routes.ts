import { createRoute, z } from "@hono/zod-openapi";
import { correctionAnswerSchema, correctionBodySchema } from "../../../contract/corrections.ts";
import { notFound } from "../../../domain/errors.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { CommentLimits } from "../../auth/comment-limits.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { commentLimitReached } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import type { DraftQuota } from "../shared/drafts/draft-quota.ts";
import { type CorrectionDeps, suggestCorrection } from "./suggest-correction.ts";

/**
 * POST /api/syntheses/{id}/corrections (docs/product/api.md §5.10.1): any signed-in contributor
 * suggests a correction of a published synthesis; the answer is their revision draft of it, new
 * (201) or the one they already had open (200).
 */
export function correctionMount(
  deps: CorrectionDeps & { requireRole: RequireRole; quota: DraftQuota; commentLimits: CommentLimits },
) {
  const route = createRoute({
    method: "post",
    path: "/{id}/corrections",
    tags: ["Syntheses"],
    summary: "Suggest a correction: your revision draft of a published synthesis, with your note",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: deps.requireRole("contributor"),
    request: {
      params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
      ...jsonBody(correctionBodySchema),
    },
    responses: {
      201: json(correctionAnswerSchema, "A new revision draft, prefilled from the published version"),
      200: json(correctionAnswerSchema, "The revision draft of this synthesis you already had open"),
      ...errorAnswers({
        400: "invalid_input: note (what is wrong, and the source) is missing or too long",
        401: "unauthenticated",
        403: "forbidden",
        404: "not_found: no published synthesis with this id",
        409: "quota_exceeded: too many drafts or bytes",
        415: "unsupported_media_type",
        419: "csrf_token_mismatch",
        429: "too_many_requests: the account's comment limit (a note is a comment)",
      }),
    },
  });
  const router = apiRoutes<SessionEnv>().openapi(route, async (c) => {
    const user = c.get("user");
    const synthesisId = idParam(c.req.valid("param").id, "Synthesis");
    // A note is a comment on the draft, under the same limit (COMMENT_MAX_PER_ACCOUNT); counted
    // once the synthesis is known to be there, so a refused request spends nothing.
    if ((await deps.corrections.publicVersion(synthesisId)) === undefined) throw notFound("Synthesis");
    const wait = await deps.commentLimits.comment(user.id);
    if (wait > 0) throw commentLimitReached(wait);
    const answer = await suggestCorrection(deps, {
      userId: user.id,
      synthesisId,
      note: c.req.valid("json").note,
      // Editors keep as many drafts as they need (draft routes' rule).
      ...(hasRole(user.role, "editor") ? {} : { quota: deps.quota }),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(answer, answer.created ? 201 : 200);
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/syntheses", router);
  };
}
