import { Hono } from "hono";
import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createReagent, removeReagent, updateReagentItem } from "../../commands/lookup-writes.ts";
import { mergeReagent } from "../../commands/reference-merges.ts";
import { idParam } from "../../http/params.ts";
import { type LookupRouteDeps, mergeSchema, nameField, readBody } from "../lookups/write-support.ts";

const synonymField = z
  .string()
  .max(200, "must be at most 200 characters")
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);

const formulaField = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .refine(isSingleLine, SINGLE_LINE_MESSAGE);
/** The whole set, as the list shows it ({id, synonym}) or as plain strings. */
const synonymsField = z
  .array(z.union([synonymField, z.object({ synonym: synonymField }).transform((s) => s.synonym)]))
  .max(100, "must hold at most 100 synonyms");

/** A new reagent: the name, and (the pickers' short form) its formula and synonyms in the same call. */
const createSchema = z.object({
  name: nameField.default(""),
  formula: formulaField.nullish(),
  synonyms: synonymsField.optional(),
});
const updateSchema = z.object({
  name: nameField,
  /** Absent: unchanged; null or empty: none. */
  formula: formulaField.nullish(),
  synonyms: synonymsField.optional(),
});

/** POST /api/reagents, PUT and DELETE /api/reagents/{id}, POST /api/reagents/{id}/merge (the list is GET in lookups/routes.ts). */
export function reagentWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  return new Hono<SessionEnv>()
    .post("/", requireRole("contributor"), async (c) => {
      const { name, formula, synonyms } = await readBody(c, createSchema);
      return c.json(await createReagent(writes, c.get("user"), name, { formula, synonyms }), 201);
    })
    .put("/:id", requireRole("contributor"), async (c) => {
      const id = idParam(c.req.param("id"), "Reagent");
      const change = await readBody(c, updateSchema);
      return c.json(await updateReagentItem(writes, c.get("user"), id, change));
    })
    .delete("/:id", requireRole("contributor"), async (c) => {
      await removeReagent(writes, c.get("user"), idParam(c.req.param("id"), "Reagent"));
      return c.body(null, 204);
    })
    .post("/:id/merge", requireRole("editor"), async (c) => {
      const id = idParam(c.req.param("id"), "Reagent");
      const { into } = await readBody(c, mergeSchema);
      return c.json(await mergeReagent(writes, c.get("user"), id, into));
    });
}
