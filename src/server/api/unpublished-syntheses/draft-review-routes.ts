import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { draftRecordSchema } from "../../../contract/drafts.ts";
import {
  draftCheckSchema,
  draftCommentSchema,
  reviewChangesSchema,
  secondLookAnswerSchema,
} from "../../../contract/review.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import type { PublicUser } from "../../../db/repositories/users.ts";
import { forbidden, notFound } from "../../../domain/errors.ts";
import type { CommentLimits } from "../../auth/comment-limits.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { commentLimitReached } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, SESSION, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import type { ReviewDeps } from "../shared/drafts/review-support.ts";
import {
  commentOnDraft,
  draftProblems,
  isEditor,
  isOwner,
  requestChanges,
  sendForSecondLook,
  submitDraft,
} from "./review.ts";
import { changesSinceReview } from "./review-changes.ts";
import { bodyRefusals, commentBody, commentBodyLimit, tags } from "./review-route-shapes.ts";

const idPath = z.object({ id: z.string().meta({ description: "The draft id", example: "1" }) });
const readRefusals = {
  401: "unauthenticated",
  403: "forbidden: not a contributor",
  404: "not_found: no such draft, or not yours",
};
const writeRefusals = { ...readRefusals, 419: "csrf_token_mismatch" };

/**
 * The review calls on one draft (/api/unpublishedSyntheses/{id}/…): its check and changes, submit,
 * comments, request changes and second look.
 */
export function draftReviewRoutes(
  deps: ReviewDeps & {
    requireRole: RequireRole;
    commentLimits: CommentLimits;
    /** A revision's changes are read against its published synthesis. */
    synthesisDocuments: Pick<SynthesisDocumentReader, "read">;
  },
) {
  const { drafts, reviews, requireRole } = deps;
  const signedIn = requireRole("contributor");
  const editorOnly = requireRole("editor");
  /** The owner and editors see a draft; to anyone else it does not exist (404). */
  const find = async (user: PublicUser, raw: string) => {
    const draft = await drafts.find(idParam(raw, "Unpublished synthesis"));
    if (!draft || !(isOwner(user, draft) || isEditor(user))) throw notFound("Unpublished synthesis");
    return draft;
  };

  /**
   * The draft a comment or a change request is about, found before its body is checked: an unknown
   * draft, or one not the caller's, is a 404 whatever the body (as before the registry).
   */
  type DraftEnv = { Variables: SessionEnv["Variables"] & { draft: DraftRecord } };
  const theDraft = createMiddleware<DraftEnv>(async (c, next) => {
    c.set("draft", await find(c.get("user"), c.req.param("id") ?? ""));
    await next();
  });

  const draftRoutes = apiRoutes<DraftEnv>();
  draftRoutes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  draftRoutes
    .openapi(
      createRoute({
        method: "get",
        path: "/{id}/check",
        tags,
        summary: "What stands between a draft and publishing",
        security: SESSION,
        middleware: signedIn,
        request: { params: idPath },
        responses: {
          200: json(draftCheckSchema, "The problems (none: ready)"),
          ...errorAnswers(readRefusals),
        },
      }),
      async (c) => {
        const draft = await find(c.get("user"), c.req.valid("param").id);
        return c.json({ problems: await draftProblems(deps, draft) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/{id}/changes",
        tags,
        summary:
          "What changed in a draft since the last review step, and a revision's changes to its synthesis",
        security: SESSION,
        middleware: signedIn,
        request: { params: idPath },
        responses: { 200: json(reviewChangesSchema, "The changes"), ...errorAnswers(readRefusals) },
      }),
      async (c) => {
        const draft = await find(c.get("user"), c.req.valid("param").id);
        return c.json(await changesSinceReview(deps, draft), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{id}/submit",
        tags,
        summary: "Submit your draft for review",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: signedIn,
        request: { params: idPath },
        responses: {
          200: json(draftRecordSchema, "The submitted draft"),
          ...errorAnswers({
            ...writeRefusals,
            403: "forbidden: not the contributor who owns the draft",
            409: "conflict: the draft is not in a state to submit",
            422: "incomplete: problems lists every cause",
          }),
        },
      }),
      async (c) => {
        const user = c.get("user");
        const draft = await find(user, c.req.valid("param").id);
        if (!isOwner(user, draft)) throw forbidden("Only the contributor who owns the draft can submit it");
        return c.json(await submitDraft(deps, draft), 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/{id}/comments",
        tags,
        summary: "A draft's comments, oldest first",
        security: SESSION,
        middleware: signedIn,
        request: { params: idPath },
        responses: { 200: json(z.array(draftCommentSchema), "The comments"), ...errorAnswers(readRefusals) },
      }),
      async (c) => {
        const draft = await find(c.get("user"), c.req.valid("param").id);
        return c.json(await reviews.comments(draft.id), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{id}/comments",
        tags,
        summary: "Comment on a draft",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: [signedIn, commentBodyLimit, theDraft] as const,
        request: { params: idPath, ...commentBody },
        responses: {
          201: json(draftCommentSchema, "The comment"),
          ...errorAnswers({
            ...writeRefusals,
            ...bodyRefusals,
            429: "too_many_requests: past COMMENT_MAX_PER_ACCOUNT comments in ten minutes; Retry-After",
          }),
        },
      }),
      async (c) => {
        const user = c.get("user");
        const draft = c.get("draft");
        // Counted once the comment would be written: a refused one (404, 400) spends nothing.
        const wait = await deps.commentLimits.comment(user.id);
        if (wait > 0) throw commentLimitReached(wait);
        await commentOnDraft(deps, draft, user, c.req.valid("json").body);
        const comments = await reviews.comments(draft.id);
        return c.json(comments[comments.length - 1], 201);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{id}/request-changes",
        tags,
        summary: "Send a draft back to its contributor with what to change (editors)",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: [editorOnly, commentBodyLimit, theDraft] as const,
        request: { params: idPath, ...commentBody },
        responses: {
          200: json(draftRecordSchema, "The draft, sent back"),
          ...errorAnswers({
            ...writeRefusals,
            ...bodyRefusals,
            403: "forbidden: not an editor",
            409: "conflict: the draft is not under review",
          }),
        },
      }),
      async (c) => {
        const user = c.get("user");
        const draft = c.get("draft");
        return c.json(await requestChanges(deps, draft, user, c.req.valid("json").body), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/{id}/second-look",
        tags,
        summary: "Send the submitter a private preview link for a second look (editors)",
        security: SESSION_AND_ANTI_FORGERY,
        middleware: editorOnly,
        request: { params: idPath },
        responses: {
          200: json(secondLookAnswerSchema, "The draft, waiting for its submitter"),
          ...errorAnswers({
            ...writeRefusals,
            403: "forbidden: not an editor",
            409: "conflict: the draft is not under review",
            422: "incomplete: problems lists every cause",
          }),
        },
      }),
      async (c) => {
        const draft = await find(c.get("user"), c.req.valid("param").id);
        return c.json({ draft: await sendForSecondLook(deps, draft) }, 200);
      },
    );

  return draftRoutes;
}
