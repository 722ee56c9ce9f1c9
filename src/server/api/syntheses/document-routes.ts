import { createRoute, z } from "@hono/zod-openapi";
import { synthesisDocumentSchema } from "../../../contract/review.ts";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import { notFound } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import { type ApiGroup, apiRoutes, errorAnswers, json, SESSION } from "../../http/registry.ts";

/**
 * GET /api/syntheses/{id}/document (docs/product/api.md §5.10): a published synthesis as a Synthesis
 * document, for the editor's Open dialog (issue 15 point 5). Signed-in users only; answers
 * `{ id, version, document }`, the version being the one a revision draft is later checked against.
 */
export function synthesisDocumentMount(deps: { reader: SynthesisDocumentReader; requireRole: RequireRole }) {
  const router = apiRoutes<SessionEnv>().openapi(
    createRoute({
      method: "get",
      path: "/{id}/document",
      tags: ["Syntheses"],
      summary: "A published synthesis as a Synthesis document (for the editor)",
      security: SESSION,
      middleware: deps.requireRole("contributor"),
      request: {
        params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
      },
      responses: {
        200: json(synthesisDocumentSchema, "The synthesis's document and version"),
        ...errorAnswers({ 401: "unauthenticated", 403: "forbidden", 404: "not_found" }),
      },
    }),
    async (c) => {
      const read = await deps.reader.read(idParam(c.req.valid("param").id, "Synthesis"));
      if (!read) throw notFound("Synthesis");
      c.header("Cache-Control", "private, no-store");
      return c.json(read, 200);
    },
  );
  return ({ api }: { api: ApiGroup }) => {
    api.route("/syntheses", router);
  };
}
