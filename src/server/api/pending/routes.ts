import { createRoute } from "@hono/zod-openapi";
import { acceptedSchema, pendingItemsSchema } from "../../../contract/pending.ts";
import type { PendingItemRepository, PendingKind } from "../../../db/repositories/pending-items.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  SESSION,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { acceptPending } from "../shared/reference-data/accept-pending.ts";
import { idPath, type LookupRouteDeps } from "../shared/reference-data/write-route-support.ts";

/** The path segment of each kind, its kind, the label its 404 names and its tag. */
const RESOURCES = [
  ["authors", "author", "Author", "Authors"],
  ["reagents", "reagent", "Reagent", "Reagents"],
  ["solvents", "solvent", "Solvent", "Solvents"],
  ["named-reactions", "named_reaction", "Named reaction", "Named reactions"],
] as const satisfies readonly (readonly [string, PendingKind, string, string])[];

/**
 * The editor's queue of pending reference data (docs/product/api.md §5.22): GET /api/pending lists
 * what contributors created and no editor accepted yet; POST /api/{authors|reagents|solvents|
 * named-reactions}/{id}/accept makes one public. Editors only.
 */
export function pendingMount(deps: LookupRouteDeps & { pending: Pick<PendingItemRepository, "list"> }) {
  const editor = deps.requireRole("editor");
  const list = createRoute({
    method: "get",
    path: "/pending",
    tags: ["Review"],
    summary: "The pending authors, reagents, solvents and named reactions, oldest first (editors)",
    security: SESSION,
    middleware: editor,
    responses: {
      200: json(pendingItemsSchema, "The pending items of each kind, with their creators"),
      ...errorAnswers({ 401: "unauthenticated", 403: "forbidden: not an editor" }),
    },
  });
  const group = apiRoutes<SessionEnv>().openapi(list, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await deps.pending.list(), 200);
  });
  for (const [path, kind, label, tag] of RESOURCES) {
    const accept = createRoute({
      method: "post",
      path: `/${path}/{id}/accept`,
      tags: [tag],
      summary: `Accept a pending ${label.toLowerCase()}: public pages, lists and search show it (editors)`,
      security: SESSION_AND_ANTI_FORGERY,
      middleware: editor,
      request: { params: idPath(label.toLowerCase()) },
      responses: {
        200: json(acceptedSchema, "Accepted (an item already public stays so)"),
        ...errorAnswers({
          401: "unauthenticated",
          403: "forbidden: not an editor",
          404: "not_found",
          419: "csrf_token_mismatch",
        }),
      },
    });
    group.openapi(accept, async (c) => {
      const id = idParam(c.req.valid("param").id, label);
      const accepted = await acceptPending(deps.writes, c.get("user"), kind, id);
      return c.json({ ...accepted, pending: false as const }, 200);
    });
  }
  return ({ api }: { api: ApiGroup }) => {
    api.route("/", group);
  };
}
