import { Hono } from "hono";
import { z } from "zod";
import { slugSchema } from "../../../domain/synthesis-document.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createAuthor, removeAuthor, updateAuthorItem } from "../../commands/lookup-writes.ts";
import { mergeAuthor } from "../../commands/reference-merges.ts";
import { idParam } from "../../http/params.ts";
import { type LookupRouteDeps, mergeSchema, nameField, readBody } from "../lookups/write-support.ts";

const createSchema = z.object({ firstName: nameField.default(""), lastName: nameField.default("") });
const updateSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  /** Used only when an editor sends it; empty or absent keeps the current url. */
  url: z
    .string()
    .trim()
    .max(200, "must be at most 200 characters")
    .refine(
      (url) => url === "" || slugSchema.safeParse(url).success,
      "must be a lower-case slug (a-z, 0-9, -)",
    )
    .optional(),
});

/** POST /api/authors, PUT and DELETE /api/authors/{id}, POST /api/authors/{id}/merge (the reads are in routes.ts). */
export function authorWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  return new Hono<SessionEnv>()
    .post("/", requireRole("contributor"), async (c) => {
      const names = await readBody(c, createSchema);
      return c.json(await createAuthor(writes, c.get("user"), names), 201);
    })
    .put("/:id", requireRole("contributor"), async (c) => {
      const id = idParam(c.req.param("id"), "Author");
      const change = await readBody(c, updateSchema);
      return c.json(await updateAuthorItem(writes, c.get("user"), id, change));
    })
    .delete("/:id", requireRole("contributor"), async (c) => {
      await removeAuthor(writes, c.get("user"), idParam(c.req.param("id"), "Author"));
      return c.body(null, 204);
    })
    .post("/:id/merge", requireRole("editor"), async (c) => {
      const id = idParam(c.req.param("id"), "Author");
      const { into } = await readBody(c, mergeSchema);
      return c.json(await mergeAuthor(writes, c.get("user"), id, into));
    });
}
