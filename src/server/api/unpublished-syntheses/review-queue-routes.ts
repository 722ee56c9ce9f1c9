import { createRoute, z } from "@hono/zod-openapi";
import { draftSummarySchema } from "../../../contract/drafts.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import type { ReviewDeps } from "../../commands/review-support.ts";
import { apiRoutes, errorAnswers, json, SESSION } from "../../http/registry.ts";
import { tags } from "./review-shapes.ts";

const queueEntrySchema = z.looseObject({
  draft: draftSummarySchema,
  owner: z.looseObject({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  /** What the submitter created that is still waiting for an editor's acceptance. */
  created_items: z.record(z.string(), z.array(z.looseObject({ id: z.number(), name: z.string() }))),
});

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
        200: json(z.array(queueEntrySchema), "The queue"),
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
            created_items: created.get(draft.user.id) ?? {},
          };
        }),
        200,
      );
    },
  );
}
