import { Hono } from "hono";
import { z } from "zod";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createSolvent, removeSolvent, updateSolvent } from "../../commands/lookup-writes.ts";
import { mergeSolvent } from "../../commands/reference-merges.ts";
import { idParam } from "../../http/params.ts";
import { type LookupRouteDeps, mergeSchema, nameField, readBody } from "../lookups/write-support.ts";

const createSchema = z.object({ name: nameField.default("") });
const updateSchema = z.object({ name: nameField });

/** POST /api/solvents, PUT and DELETE /api/solvents/{id}, POST /api/solvents/{id}/merge (the list is GET in lookups/routes.ts). */
export function solventWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  return new Hono<SessionEnv>()
    .post("/", requireRole("contributor"), async (c) => {
      const { name } = await readBody(c, createSchema);
      return c.json(await createSolvent(writes, c.get("user"), name), 201);
    })
    .put("/:id", requireRole("contributor"), async (c) => {
      const id = idParam(c.req.param("id"), "Solvent");
      const { name } = await readBody(c, updateSchema);
      return c.json(await updateSolvent(writes, c.get("user"), id, name));
    })
    .delete("/:id", requireRole("contributor"), async (c) => {
      await removeSolvent(writes, c.get("user"), idParam(c.req.param("id"), "Solvent"));
      return c.body(null, 204);
    })
    .post("/:id/merge", requireRole("editor"), async (c) => {
      const id = idParam(c.req.param("id"), "Solvent");
      const { into } = await readBody(c, mergeSchema);
      return c.json(await mergeSolvent(writes, c.get("user"), id, into));
    });
}
