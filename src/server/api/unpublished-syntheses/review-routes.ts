import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { draftRecordSchema } from "../../../contract/drafts.ts";
import {
  commentBodySchema,
  draftCheckSchema,
  draftCommentSchema,
  previewAnswerSchema,
  previewSchema,
  reviewChangesSchema,
  reviewQueueSchema,
  secondLookAnswerSchema,
} from "../../../contract/review.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { PublicUser } from "../../../db/repositories/users.ts";
import { doubleSubmit } from "../../auth/double-submit.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { checkDraft } from "../../commands/publish-draft.ts";
import {
  commentOnDraft,
  draftProblems,
  isEditor,
  isOwner,
  requestChanges,
  sendForSecondLook,
  submitDraft,
} from "../../commands/review.ts";
import { changesSinceReview } from "../../commands/review-changes.ts";
import { answerPreview, openPreview } from "../../commands/review-preview.ts";
import type { ReviewDeps } from "../../commands/review-support.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";

/** Comments are at most 4,000 characters: refuse anything much larger before reading it. */
const commentBodyLimit = bodyLimit(64 * 1024);

const tags = ["Review"];
const idPath = z.object({ id: z.string().meta({ description: "The draft id", example: "1" }) });
const tokenPath = z.object({ token: z.string().meta({ description: "The preview link's token" }) });
const commentBody = jsonBody(commentBodySchema);
const bodyRefusals = {
  400: "invalid_input (field body), invalid_json",
  413: "payload_too_large",
  415: "unsupported_media_type",
};
const readRefusals = {
  401: "unauthenticated",
  403: "forbidden: not a contributor",
  404: "not_found: no such draft, or not yours",
};
const writeRefusals = { ...readRefusals, 419: "csrf_token_mismatch" };
const linkRefusals = {
  400: "invalid_token: the link was never issued (field token)",
  409: "conflict: the draft is no longer waiting for this answer; draft_changed",
  410: "token_used, token_expired (field token)",
  419: "csrf_token_mismatch: X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie",
};
/**
 * The review workflow (docs/product/api.md §5.16): the contributor submits a draft, editors read the
 * queue, comment, ask for changes or send it for the submitter's second look through a private,
 * single-use preview link, which the submitter approves or answers. Every change of state e-mails
 * the other party through the outbox, in the transaction of the change.
 */
export function reviewMount(deps: ReviewDeps & { requireRole: RequireRole }) {
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
        summary: "What changed in a draft since the last review step",
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
          ...errorAnswers({ ...writeRefusals, ...bodyRefusals }),
        },
      }),
      async (c) => {
        const user = c.get("user");
        const draft = c.get("draft");
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

  const queue = apiRoutes<SessionEnv>().openapi(
    createRoute({
      method: "get",
      path: "/queue",
      tags,
      summary: "The drafts waiting for review, with their submitters (editors)",
      security: SESSION,
      middleware: editorOnly,
      responses: {
        200: json(reviewQueueSchema, "The queue"),
        ...errorAnswers({ 401: "unauthenticated", 403: "forbidden: not an editor" }),
      },
    }),
    async (c) => {
      const waiting = await drafts.reviewQueue();
      const owners = new Map<number, Awaited<ReturnType<typeof reviews.contact>>>();
      const created = new Map<number, Awaited<ReturnType<typeof reviews.createdItems>>>();
      for (const draft of waiting) {
        if (!owners.has(draft.user.id)) {
          owners.set(draft.user.id, await reviews.contact(draft.user.id));
          created.set(draft.user.id, await reviews.createdItems(draft.user.id));
        }
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(
        waiting.map((draft) => {
          const owner = owners.get(draft.user.id);
          return {
            draft,
            owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
            // Always set by the loop above (the map's type cannot say so).
            created_items: created.get(draft.user.id) ?? {
              authors: [],
              reagents: [],
              solvents: [],
              named_reactions: [],
            },
          };
        }),
        200,
      );
    },
  );

  // Anonymous: the token of the e-mailed link is the credential. Writes use the login's double
  // submit (the XSRF-TOKEN cookie copied into X-XSRF-TOKEN), checked before anything else.
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

  return ({ api }: { api: ApiGroup }) => {
    api.route("/unpublishedSyntheses", draftRoutes);
    api.route("/review", queue);
    api.route("/preview", preview);
  };
}
