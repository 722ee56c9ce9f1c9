import type { Hono } from "hono";
import { z } from "zod";
import { IMPORT_FORMATS, IMPORT_LIMITS } from "../../../domain/import/scheme-file.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import { bodyLimit } from "../../http/body-limit.ts";
import { validate } from "../../http/validate.ts";
import { type ImportDeps, importReactions } from "./import-reactions.ts";

const importSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(", ")}` }),
  text: z
    .string({ error: "must be a text" })
    .max(
      IMPORT_LIMITS.chars,
      `must be at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters; import fewer reactions at a time`,
    ),
});

/** JSON escapes at most double a file's characters (line breaks become `\n`). */
const importBodyLimit = bodyLimit(IMPORT_LIMITS.chars * 2 + 1024);

/**
 * POST /api/import/reactions (docs/product/api.md §5.25): any signed-in contributor sends a scheme
 * file's text and its format, and gets back the parts and reactions it holds in the draft
 * document's form, with the reagent and solvent names the archive does not know. Nothing is stored.
 */
export function importMount(deps: ImportDeps & { requireRole: RequireRole }) {
  return ({ api }: { api: Hono }) => {
    api.post(
      "/import/reactions",
      deps.requireRole("contributor"),
      importBodyLimit,
      validate("json", importSchema),
      async (c) => {
        const user = c.get("user");
        c.header("Cache-Control", "private, no-store");
        return c.json(
          await importReactions(deps, c.req.valid("json"), { id: user.id, role: user.role }),
          200,
        );
      },
    );
  };
}
