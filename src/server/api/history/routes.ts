import { Hono } from "hono";
import type { PendingItemRepository, PendingKind } from "../../../db/repositories/pending-items.ts";
import {
  HISTORY_KINDS,
  type HistoryKind,
  type ReferenceHistoryRepository,
} from "../../../db/repositories/reference-history.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { restoreHistoryEntry } from "../../commands/history-restore.ts";
import type { RestoreDeps } from "../../commands/history-restore-support.ts";
import { notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";

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

/**
 * GET /api/history/{kind}/{id} (contributors and above: the item's history, newest first) and
 * POST /api/history/{entryId}/restore (editors: the item as it was before that entry),
 * docs/product/api.md §5.20.
 */
export function historyRoutes(
  deps: RestoreDeps & {
    history: ReferenceHistoryRepository;
    pending: Pick<PendingItemRepository, "hiddenFrom">;
    requireRole: RequireRole;
  },
) {
  return new Hono<SessionEnv>()
    .get("/:kind/:id", deps.requireRole("contributor"), async (c) => {
      const path = c.req.param("kind");
      const kind = Object.hasOwn(KIND_PATHS, path) ? KIND_PATHS[path] : undefined;
      if (!kind) throw notFound("History");
      const id = idParam(c.req.param("id"), "History");
      // Another contributor's pending item does not exist for this contributor (its names neither).
      if (
        PENDING_KINDS.has(kind) &&
        (await deps.pending.hiddenFrom(kind as PendingKind, id, c.get("user")))
      ) {
        throw notFound("History");
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(await deps.history.list(kind, id));
    })
    .post("/:entryId/restore", deps.requireRole("editor"), async (c) => {
      const entryId = idParam(c.req.param("entryId"), "History entry");
      const item = await restoreHistoryEntry(deps, c.get("user"), entryId);
      c.header("Cache-Control", "private, no-store");
      return c.json({ item });
    });
}
