import { Hono } from "hono";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { gone, invalidInput, notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { relativeTime } from "./relative-time.ts";

/** The answer for an unpublished synthesis (410), on the API and its page. */
export const UNPUBLISHED_MESSAGE = "This synthesis has been withdrawn from the archive";

/** GET /api/syntheses… (docs/product/api.md §5.3); an unpublished synthesis is gone (410, §5.15). */
export function synthesisRoutes(deps: { syntheses: SynthesisRepository }) {
  const { syntheses } = deps;
  return new Hono()
    .get("/", async (c) => c.json(await syntheses.list()))
    .get("/count", async (c) => c.json({ count: await syntheses.count() }))
    .get("/resume/:n", async (c) => {
      const n = idParam(c.req.param("n"), "Synthesis");
      const synthesis = await syntheses.nth(n);
      if (!synthesis) throw notFound("Synthesis");
      return c.json(synthesis);
    })
    .get("/recent/:n", async (c) => {
      const raw = c.req.param("n");
      if (!/^-?\d{1,9}$/.test(raw)) throw invalidInput("n", "must be a whole number");
      const n = Math.min(50, Math.max(1, Number(raw)));
      return c.json(await syntheses.recent(n));
    })
    .get("/:id", async (c) => {
      const id = idParam(c.req.param("id"), "Synthesis");
      const synthesis = await syntheses.find(id);
      if (!synthesis) {
        if (await syntheses.isUnpublished(id)) throw gone(UNPUBLISHED_MESSAGE);
        throw notFound("Synthesis");
      }
      return c.json({ ...synthesis, createdAtHuman: relativeTime(synthesis.created_at, new Date()) });
    });
}
