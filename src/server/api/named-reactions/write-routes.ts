import { Hono } from "hono";
import { z } from "zod";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "../../../domain/plain-text.ts";
import { hasRole } from "../../../domain/roles.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { createNamedReaction } from "../../commands/lookup-writes.ts";
import { invalidInput } from "../../http/errors.ts";
import { type LookupRouteDeps, nameField, readBody } from "../lookups/write-support.ts";

const createSchema = z.object({
  name: nameField.default(""),
  synonyms: z
    .array(z.string().max(200, "must be at most 200 characters").refine(isSingleLine, SINGLE_LINE_MESSAGE))
    .max(50)
    .default([]),
});

/**
 * POST /api/named-reactions: a named reaction by name, so a reaction can cite one the archive lacks;
 * an editor may create one unnamed (the Named Reactions editor's Add). The other writes are in
 * api/reference-editors/.
 */
export function namedReactionWriteRoutes({ requireRole, writes }: LookupRouteDeps) {
  return new Hono<SessionEnv>().post("/", requireRole("contributor"), async (c) => {
    const input = await readBody(c, createSchema);
    if (input.name === "" && !hasRole(c.get("user").role, "editor"))
      throw invalidInput("name", "is required");
    return c.json(await createNamedReaction(writes, c.get("user"), input), 201);
  });
}
