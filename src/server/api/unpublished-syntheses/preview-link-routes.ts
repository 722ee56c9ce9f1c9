import { createRoute, z } from "@hono/zod-openapi";
import { previewAnswerSchema, previewSchema } from "../../../contract/review.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import { apiRoutes, errorAnswers, json } from "../../http/registry.ts";
import type { ReviewDeps } from "../shared/drafts/review-support.ts";
import { checkDraft } from "./publish-draft.ts";
import { answerPreview, openPreview } from "./review-preview.ts";
import { bodyRefusals, commentBody, commentBodyLimit, tags } from "./review-route-shapes.ts";

const tokenPath = z.object({ token: z.string().meta({ description: "The preview link's token" }) });
const linkRefusals = {
  400: "invalid_token: the link was never issued (field token)",
  409: "conflict: the draft is no longer waiting for this answer; draft_changed",
  410: "token_used, token_expired (field token)",
  419: "csrf_token_mismatch: X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie",
};

/**
 * The submitter's preview link (/api/preview/{token}): read the draft, approve it or answer the
 * editor. Anonymous: the token of the e-mailed link is the credential. Writes use the login's double
 * submit (the XSRF-TOKEN cookie copied into X-XSRF-TOKEN), checked before anything else.
 */
export function previewLinkRoutes(deps: ReviewDeps) {
  const preview = apiRoutes();
  preview.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
  });
  preview
    .openapi(
      createRoute({
        method: "get",
        path: "/{token}",
        tags,
        summary: "A draft as its submitter's preview link shows it",
        request: { params: tokenPath },
        responses: {
          200: json(previewSchema, "The draft's document"),
          ...errorAnswers({ 400: linkRefusals[400], 410: linkRefusals[410] }),
        },
      }),
      async (c) => {
        const { draft } = await openPreview(deps, c.req.valid("param").token);
        const { check } = await checkDraft(deps, draft);
        return c.json({ draft_id: draft.id, status: draft.status, document: check.document ?? null }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{token}/approve",
        tags,
        summary: "Approve the draft as the preview link shows it",
        security: [{ antiForgery: [] }],
        middleware: doubleSubmit,
        request: { params: tokenPath },
        responses: { 200: json(previewAnswerSchema, "Approved"), ...errorAnswers(linkRefusals) },
      }),
      async (c) => {
        const draft = await answerPreview(deps, c.req.valid("param").token, { approve: true });
        return c.json({ draft_id: draft.id, status: draft.status }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{token}/answer",
        tags,
        summary: "Answer the editor instead of approving: the draft comes back to you",
        security: [{ antiForgery: [] }],
        middleware: [doubleSubmit, commentBodyLimit] as const,
        request: { params: tokenPath, ...commentBody },
        responses: {
          200: json(previewAnswerSchema, "Answered"),
          ...errorAnswers({
            ...linkRefusals,
            ...bodyRefusals,
            400: "invalid_input (field body), invalid_json, invalid_token (field token)",
          }),
        },
      }),
      async (c) => {
        const { body } = c.req.valid("json");
        const draft = await answerPreview(deps, c.req.valid("param").token, { approve: false, body });
        return c.json({ draft_id: draft.id, status: draft.status }, 200);
      },
    );

  return preview;
}
