import { Hono } from "hono";
import type { LookupRepository } from "../../../db/repositories/lookups.ts";

/** GET /api/reagents, /api/solvents and /api/references (the editor's lookup lists). */
export function lookupRoutes(deps: { lookups: LookupRepository }) {
  const { lookups } = deps;
  return {
    reagents: new Hono().get("/", async (c) => c.json(await lookups.reagents())),
    solvents: new Hono().get("/", async (c) => c.json(await lookups.solvents())),
    references: new Hono().get("/", async (c) => c.json(await lookups.references())),
  };
}
