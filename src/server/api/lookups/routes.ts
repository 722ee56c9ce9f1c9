import { Hono, type MiddlewareHandler } from "hono";
import type { LookupRepository } from "../../../db/repositories/lookups.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";

/**
 * GET /api/reagents, /api/solvents and /api/references (the editor's lookup lists). Items without a
 * name are listed for signed-in callers only (`currentUser` tells), so the editor sees those it just
 * created and the public never does; a pending item only for its creator and editors.
 */
export function lookupRoutes(deps: {
  lookups: LookupRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { lookups } = deps;
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  return {
    reagents: new Hono<OptionalSessionEnv>().get("/", viewer, async (c) =>
      c.json(await lookups.reagents({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
    ),
    solvents: new Hono<OptionalSessionEnv>().get("/", viewer, async (c) =>
      c.json(await lookups.solvents({ includeNameless: Boolean(c.get("user")), viewer: c.get("user") })),
    ),
    references: new Hono().get("/", async (c) => c.json(await lookups.references())),
  };
}
