import { type Context, Hono } from "hono";
import { z } from "zod";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { changePublication, type UnpublishDeps } from "../../commands/unpublish-synthesis.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { idParam } from "../../http/params.ts";
import { noteSchema } from "../unpublished-syntheses/publish-routes.ts";

const bodySchema = z.object({
  note: noteSchema,
  /** The version the editor opened; a stale one is refused (409). */
  version: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .positive("must be positive")
    .optional(),
});

/**
 * POST /api/syntheses/{id}/unpublish and /restore (docs/product/api.md §5.15): editors take a
 * synthesis off the public site and put it back. The body (`{note?, version?}`) may be left out.
 */
export function publicationMount(deps: UnpublishDeps & { requireRole: RequireRole }) {
  const editor = deps.requireRole("editor");
  const change = (unpublish: boolean) =>
    async function handler(c: Context<SessionEnv, "/:id/unpublish" | "/:id/restore">) {
      const synthesisId = idParam(c.req.param("id"), "Synthesis");
      const body = await readJsonBody(c, bodySchema, { emptyIsObject: true });
      const state = await changePublication(deps, {
        synthesisId,
        userId: c.get("user").id,
        unpublish,
        note: body.note,
        version: body.version,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(state, 200);
    };
  const router = new Hono<SessionEnv>()
    .post("/:id/unpublish", editor, change(true))
    .post("/:id/restore", editor, change(false));
  return ({ api }: { api: Hono }) => {
    api.route("/syntheses", router);
  };
}
