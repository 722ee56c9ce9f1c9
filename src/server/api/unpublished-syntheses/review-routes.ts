import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { PublicUser } from "../../../db/repositories/users.ts";
import { readCsrfHeader, readXsrfCookie } from "../../auth/cookies.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { secretsMatch } from "../../auth/tokens.ts";
import { checkDraft } from "../../commands/publish-draft.ts";
import {
  commentBodySchema,
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
import { csrfMismatch, forbidden, notFound } from "../../http/errors.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { idParam } from "../../http/params.ts";

/** Comments are at most 4,000 characters: refuse anything much larger before reading it. */
const commentBodyLimit = bodyLimit(64 * 1024);

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

  const draftRoutes = new Hono<SessionEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    })
    .get("/:id/check", signedIn, async (c) => {
      const draft = await find(c.get("user"), c.req.param("id"));
      return c.json({ problems: await draftProblems(deps, draft) }, 200);
    })
    .get("/:id/changes", signedIn, async (c) => {
      const draft = await find(c.get("user"), c.req.param("id"));
      return c.json(await changesSinceReview(deps, draft), 200);
    })
    .post("/:id/submit", signedIn, async (c) => {
      const user = c.get("user");
      const draft = await find(user, c.req.param("id"));
      if (!isOwner(user, draft)) throw forbidden("Only the contributor who owns the draft can submit it");
      return c.json(await submitDraft(deps, draft), 200);
    })
    .get("/:id/comments", signedIn, async (c) => {
      const draft = await find(c.get("user"), c.req.param("id"));
      return c.json(await reviews.comments(draft.id), 200);
    })
    .post("/:id/comments", signedIn, commentBodyLimit, async (c) => {
      const user = c.get("user");
      const draft = await find(user, c.req.param("id"));
      const { body } = await readJsonBody(c, commentBodySchema);
      await commentOnDraft(deps, draft, user, body);
      const comments = await reviews.comments(draft.id);
      return c.json(comments[comments.length - 1], 201);
    })
    .post("/:id/request-changes", editorOnly, commentBodyLimit, async (c) => {
      const user = c.get("user");
      const draft = await find(user, c.req.param("id"));
      const { body } = await readJsonBody(c, commentBodySchema);
      return c.json(await requestChanges(deps, draft, user, body), 200);
    })
    .post("/:id/second-look", editorOnly, async (c) => {
      const draft = await find(c.get("user"), c.req.param("id"));
      return c.json({ draft: await sendForSecondLook(deps, draft) }, 200);
    });

  const queue = new Hono<SessionEnv>().get("/queue", editorOnly, async (c) => {
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
          created_items: created.get(draft.user.id),
        };
      }),
      200,
    );
  });

  // Anonymous: the token of the e-mailed link is the credential. Writes use the login's double
  // submit (the XSRF-TOKEN cookie copied into X-XSRF-TOKEN), checked before anything else.
  const anonymousCsrf = createMiddleware(async (c, next) => {
    if (!secretsMatch(readCsrfHeader(c), readXsrfCookie(c))) throw csrfMismatch();
    await next();
  });
  const token = (raw: string | undefined) => raw ?? "";
  const preview = new Hono()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
      c.header("X-Robots-Tag", "noindex");
    })
    .get("/:token", async (c) => {
      const { draft } = await openPreview(deps, token(c.req.param("token")));
      const { check } = await checkDraft(deps, draft);
      return c.json({ draft_id: draft.id, status: draft.status, document: check.document ?? null }, 200);
    })
    .post("/:token/approve", anonymousCsrf, async (c) => {
      const draft = await answerPreview(deps, token(c.req.param("token")), { approve: true });
      return c.json({ draft_id: draft.id, status: draft.status }, 200);
    })
    .post("/:token/answer", anonymousCsrf, commentBodyLimit, async (c) => {
      const { body } = await readJsonBody(c, commentBodySchema);
      const draft = await answerPreview(deps, token(c.req.param("token")), { approve: false, body });
      return c.json({ draft_id: draft.id, status: draft.status }, 200);
    });

  return ({ api }: { api: Hono }) => {
    api.route("/unpublishedSyntheses", draftRoutes);
    api.route("/review", queue);
    api.route("/preview", preview);
  };
}
