import { createRoute, z } from "@hono/zod-openapi";
import { historyListSchema, historyRestoreSchema } from "../../../contract/history.ts";
import type { PendingItemRepository, PendingKind } from "../../../db/repositories/pending-items.ts";
import {
  HISTORY_KINDS,
  type HistoryKind,
  type ReferenceHistoryRepository,
} from "../../../db/repositories/reference-history.ts";
import { notFound } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, SESSION, SESSION_AND_ANTI_FORGERY } from "../../http/registry.ts";
import { restoreHistoryEntry } from "./history-restore.ts";
import type { RestoreDeps } from "./history-restore-support.ts";

const KIND_PATHS: Record<string, HistoryKind> = {
  ...Object.fromEntries(HISTORY_KINDS.map((k) => [k, k])),
  "named-reactions": "named_reaction",
  "protecting-groups": "protecting_group",
  molecules: "molecule",
  authors: "author",
  reagents: "reagent",
  solvents: "solvent",
};

const PENDING_KINDS = new Set<HistoryKind>(["author", "reagent", "solvent", "named_reaction"]);

const tags = ["History"];

// Both are declared as text: an unknown kind or a malformed id is a 404, never a 400.
const list = createRoute({
  method: "get",
  path: "/{kind}/{id}",
  tags,
  summary: "An item's history of changes, newest first (contributors)",
  security: SESSION,
  request: {
    params: z.object({
      kind: z.string().meta({
        description:
          "named_reaction, protecting_group, molecule, author, reagent or solvent (or the plural path)",
        example: "reagents",
      }),
      id: z.string().meta({ description: "The item's id", example: "1" }),
    }),
  },
  responses: {
    200: json(historyListSchema, "The item's entries, newest first"),
    ...errorAnswers({
      401: "unauthenticated",
      403: "forbidden: not a contributor",
      404: "not_found: an unknown kind or item (an author, reagent, solvent or named reaction with no entries and no row), or another contributor's pending item",
    }),
  },
});

const restore = createRoute({
  method: "post",
  path: "/{entryId}/restore",
  tags,
  summary: "Bring an item back to its state before an entry (editors)",
  security: SESSION_AND_ANTI_FORGERY,
  request: {
    params: z.object({ entryId: z.string().meta({ description: "The history entry's id", example: "1" }) }),
  },
  responses: {
    200: json(historyRestoreSchema, "The item as it is now restored"),
    ...errorAnswers({
      401: "unauthenticated",
      403: "forbidden: not an editor",
      404: "not_found",
      409: "conflict: 'Cannot restore: …' when something since depends on the later state",
      419: "csrf_token_mismatch",
      422: "structure_failed: a molecule's earlier structure",
      503: "storage_unavailable, structure_timeout or structures_unavailable (Retry-After)",
    }),
  },
});

/**
 * GET /api/history/{kind}/{id} (contributors and above: the item's history, newest first) and
 * POST /api/history/{entryId}/restore (editors: the item as it was before that entry),
 * docs/product/api.md §5.20.
 */
export function historyRoutes(
  deps: RestoreDeps & {
    history: ReferenceHistoryRepository;
    pending: Pick<PendingItemRepository, "hiddenFrom" | "isPending">;
    requireRole: RequireRole;
  },
) {
  return apiRoutes<SessionEnv>()
    .openapi({ ...list, middleware: deps.requireRole("contributor") }, async (c) => {
      const params = c.req.valid("param");
      const kind = Object.hasOwn(KIND_PATHS, params.kind) ? KIND_PATHS[params.kind] : undefined;
      if (!kind) throw notFound("History");
      const id = idParam(params.id, "History");
      // Another contributor's pending item does not exist for this contributor (its names neither).
      if (
        PENDING_KINDS.has(kind) &&
        (await deps.pending.hiddenFrom(kind as PendingKind, id, c.get("user")))
      ) {
        throw notFound("History");
      }
      const entries = await deps.history.list(kind, id);
      // So an id nothing was ever recorded for and no item has is the same 404: the answer cannot
      // tell a hidden item from a missing one.
      if (
        entries.length === 0 &&
        PENDING_KINDS.has(kind) &&
        (await deps.pending.isPending(kind as PendingKind, id)) === undefined
      ) {
        throw notFound("History");
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(entries, 200);
    })
    .openapi({ ...restore, middleware: deps.requireRole("editor") }, async (c) => {
      const entryId = idParam(c.req.valid("param").entryId, "History entry");
      const item = await restoreHistoryEntry(deps, c.get("user"), entryId);
      c.header("Cache-Control", "private, no-store");
      return c.json({ item }, 200);
    });
}
