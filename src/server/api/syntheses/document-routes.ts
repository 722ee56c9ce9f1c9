import { Hono } from "hono";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";

/**
 * GET /api/syntheses/{id}/document (docs/product/api.md §5.10): a published synthesis as a Synthesis
 * document, for the editor's Open dialog (issue 15 point 5). Signed-in users only; answers
 * `{ id, version, document }`, the version being the one a revision draft is later checked against.
 */
export function synthesisDocumentMount(deps: { reader: SynthesisDocumentReader; requireRole: RequireRole }) {
  const router = new Hono<SessionEnv>().get("/:id/document", deps.requireRole("contributor"), async (c) => {
    const read = await deps.reader.read(idParam(c.req.param("id"), "Synthesis"));
    if (!read) throw notFound("Synthesis");
    c.header("Cache-Control", "private, no-store");
    return c.json(read, 200);
  });
  return ({ api }: { api: Hono }) => {
    api.route("/syntheses", router);
  };
}
