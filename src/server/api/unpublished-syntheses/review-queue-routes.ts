import { createRoute } from "@hono/zod-openapi";
import { reviewQueueSchema } from "../../../contract/review.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { apiRoutes, errorAnswers, json, SESSION } from "../../http/registry.ts";
import type { ReviewDeps } from "../shared/drafts/review-support.ts";
import { tags } from "./review-route-shapes.ts";

/** The editors' review queue (/api/review/queue): the drafts waiting, with their submitters. */
export function reviewQueueRoutes(deps: ReviewDeps & { requireRole: RequireRole }) {
  const { drafts, reviews, requireRole } = deps;
  const editorOnly = requireRole("editor");
  return apiRoutes<SessionEnv>().openapi(
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
}
