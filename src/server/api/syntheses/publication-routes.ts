import { createRoute, z } from "@hono/zod-openapi";
import { publicationBodySchema, publicationStateSchema } from "../../../contract/review.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { emptyBodyIsObject } from "../../http/empty-body.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { changePublication, type UnpublishDeps } from "./unpublish-synthesis.ts";

/**
 * POST /api/syntheses/{id}/unpublish and /restore (docs/product/api.md §5.15): editors take a
 * synthesis off the public site and put it back. The body (`{note?, version?}`) may be left out.
 */
export function publicationMount(deps: UnpublishDeps & { requireRole: RequireRole }) {
  const editor = deps.requireRole("editor");
  const declare = (path: "/{id}/unpublish" | "/{id}/restore", summary: string) =>
    createRoute({
      method: "post",
      path,
      tags: ["Syntheses"],
      summary,
      security: SESSION_AND_ANTI_FORGERY,
      middleware: [editor, emptyBodyIsObject] as const,
      request: {
        params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
        ...jsonBody(publicationBodySchema),
      },
      responses: {
        200: json(publicationStateSchema, "The synthesis's publication state"),
        ...errorAnswers({
          400: "invalid_input (field names it), invalid_json",
          401: "unauthenticated",
          403: "forbidden: not an editor",
          404: "not_found",
          409: "conflict: already in that state, or a stale version",
          413: "payload_too_large",
          415: "unsupported_media_type",
          419: "csrf_token_mismatch",
        }),
      },
    });
  const router = apiRoutes<SessionEnv>();
  for (const unpublish of [true, false]) {
    router.openapi(
      declare(
        unpublish ? "/{id}/unpublish" : "/{id}/restore",
        unpublish
          ? "Take a synthesis off the public site (editors)"
          : "Put an unpublished synthesis back (editors)",
      ),
      async (c) => {
        const synthesisId = idParam(c.req.valid("param").id, "Synthesis");
        const body = c.req.valid("json");
        const state = await changePublication(deps, {
          synthesisId,
          userId: c.get("user").id,
          unpublish,
          note: body.note,
          version: body.version,
        });
        c.header("Cache-Control", "private, no-store");
        return c.json(state, 200);
      },
    );
  }
  return ({ api }: { api: ApiGroup }) => {
    api.route("/syntheses", router);
  };
}
