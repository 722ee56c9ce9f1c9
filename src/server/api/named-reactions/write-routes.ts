import { Hono } from "hono";
import { z } from "zod";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createNamedReaction } from "../../commands/lookup-writes.ts";
import { type LookupRouteDeps, nameField, readBody } from "../lookups/write-support.ts";

const createSchema = z.object({
  name: nameField.min(1, "is required"),
  synonyms: z.array(z.string().max(200, "must be at most 200 characters")).max(50).default([]),
});

/** POST /api/named-reactions: a named reaction by name, so a reaction can cite one the archive lacks. */
export function namedReactionWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  return new Hono<SessionEnv>().post("/", requireRole("contributor"), async (c) => {
    const input = await readBody(c, createSchema);
    return c.json(await createNamedReaction(writes, c.get("user"), input), 201);
  });
}
