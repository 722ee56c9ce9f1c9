import { createRoute } from "@hono/zod-openapi";
import {
  importAgentsAnswerSchema,
  importAgentsSchema,
  importAnswerSchema,
  importRequestSchema,
} from "../../../contract/import.ts";
import { IMPORT_LIMITS } from "../../../domain/import/scheme-file.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import type { LookupWriteDeps } from "../shared/reference-data/lookup-write-support.ts";
import { createImportedAgents } from "./import-agents.ts";
import { type ImportDeps, importReactions } from "./import-reactions.ts";

/** JSON escapes at most double a file's characters (line breaks become `\n`). */
const importBodyLimit = bodyLimit(IMPORT_LIMITS.chars * 2 + 1024);

/** Both import calls refuse the same way: a contributor's session, the token and a JSON body. */
const IMPORT_REFUSALS = {
  400: "invalid_input (field names it), invalid_json",
  401: "unauthenticated",
  403: "forbidden",
  413: "payload_too_large",
  415: "unsupported_media_type",
  419: "csrf_token_mismatch",
} as const;

/**
 * POST /api/import/reactions (docs/product/api.md §5.25): any signed-in contributor sends a scheme
 * file's text and its format, and gets back the parts and reactions it holds in the draft
 * document's form, with the reagent and solvent names the archive does not know. Nothing is stored.
 */
export function importMount(deps: ImportDeps & { requireRole: RequireRole; writes: LookupWriteDeps }) {
  const route = createRoute({
    method: "post",
    path: "/reactions",
    tags: ["Import"],
    summary: "Read a scheme file's reactions in the draft document's form (nothing is stored)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [deps.requireRole("contributor"), importBodyLimit] as const,
    request: jsonBody(importRequestSchema),
    responses: {
      200: json(importAnswerSchema, "The parts and reactions, and the names the archive does not know"),
      ...errorAnswers(IMPORT_REFUSALS),
    },
  });
  const agents = createRoute({
    method: "post",
    path: "/agents",
    tags: ["Import"],
    summary:
      "Create the new reagents (with the structures the file drew) and solvents of an import, in one transaction",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: [deps.requireRole("contributor"), importBodyLimit] as const,
    request: jsonBody(importAgentsSchema),
    responses: {
      200: json(importAgentsAnswerSchema, "What was created (pending for a contributor) and what existed"),
      ...errorAnswers(IMPORT_REFUSALS),
    },
  });
  const group = apiRoutes()
    .openapi(route, async (c) => {
      const user = c.get("user");
      c.header("Cache-Control", "private, no-store");
      return c.json(await importReactions(deps, c.req.valid("json"), { id: user.id, role: user.role }), 200);
    })
    .openapi(agents, async (c) => {
      const user = c.get("user");
      const { agents: list } = c.req.valid("json");
      return c.json(await createImportedAgents(deps, { id: user.id, role: user.role }, list), 200);
    });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/import", group);
  };
}
