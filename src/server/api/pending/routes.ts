import type { Hono } from "hono";
import type { PendingItemRepository, PendingKind } from "../../../db/repositories/pending-items.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { acceptPending } from "../../commands/accept-pending.ts";
import { idParam } from "../../http/params.ts";
import type { LookupRouteDeps } from "../lookups/write-support.ts";

/** The path segment of each kind and the label its 404 names. */
const RESOURCES: readonly [string, PendingKind, string][] = [
  ["authors", "author", "Author"],
  ["reagents", "reagent", "Reagent"],
  ["solvents", "solvent", "Solvent"],
  ["named-reactions", "named_reaction", "Named reaction"],
];

/**
 * The editor's queue of pending reference data (docs/product/api.md §5.22): GET /api/pending lists
 * what contributors created and no editor accepted yet; POST /api/{authors|reagents|solvents|
 * named-reactions}/{id}/accept makes one public. Editors only.
 */
export function pendingMount(deps: LookupRouteDeps & { pending: Pick<PendingItemRepository, "list"> }) {
  return ({ api }: { api: Hono }) => {
    const editor = deps.requireRole("editor");
    const routes = api as unknown as Hono<SessionEnv>;
    routes.get("/pending", editor, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await deps.pending.list());
    });
    for (const [path, kind, label] of RESOURCES) {
      routes.post(`/${path}/:id/accept`, editor, async (c) => {
        const id = idParam(c.req.param("id"), label);
        return c.json(await acceptPending(deps.writes, c.get("user"), kind, id));
      });
    }
  };
}
