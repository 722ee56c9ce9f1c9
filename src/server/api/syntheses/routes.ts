import { createRoute, z } from "@hono/zod-openapi";
import {
  countSchema,
  synthesisListSchema,
  synthesisSchema,
  synthesisSummarySchema,
} from "../../../contract/public-reads.ts";
import type { CorrectionRepository } from "../../../db/repositories/corrections.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { invalidInput, notFound } from "../../../domain/errors.ts";
import { gone } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json } from "../../http/registry.ts";
import { UNPUBLISHED_MESSAGE } from "../shared/withdrawn-synthesis.ts";
import { relativeTime } from "./relative-time.ts";

const tags = ["Syntheses"];
const nPath = z.object({ n: z.string().meta({ description: "A position (whole number)", example: "3" }) });
const idPath = z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) });

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Every published synthesis",
  responses: { 200: json(synthesisListSchema, "The syntheses, oldest first") },
});
const count = createRoute({
  method: "get",
  path: "/count",
  tags,
  summary: "How many syntheses are published",
  responses: { 200: json(countSchema, "The count") },
});
const resume = createRoute({
  method: "get",
  path: "/resume/{n}",
  tags,
  summary: "The n-th published synthesis (the home page's sample)",
  request: { params: nPath },
  responses: {
    200: json(synthesisSummarySchema, "The synthesis"),
    ...errorAnswers({ 404: "not_found: no such position" }),
  },
});
const recent = createRoute({
  method: "get",
  path: "/recent/{n}",
  tags,
  summary: "The n latest syntheses (n is kept between 1 and 50)",
  request: { params: nPath },
  responses: {
    200: json(synthesisListSchema, "The syntheses, newest first"),
    ...errorAnswers({ 400: "invalid_input: n is not a whole number" }),
  },
});
const one = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One synthesis with its parts, reactions and references",
  request: { params: idPath },
  responses: {
    200: json(synthesisSchema, "The synthesis"),
    ...errorAnswers({ 404: "not_found", 410: "gone: the synthesis was withdrawn from the archive" }),
  },
});

/** GET /api/syntheses… (docs/product/api.md §5.3); an unpublished synthesis is gone (410, §5.15). */
export function synthesisRoutes(deps: {
  syntheses: SynthesisRepository;
  corrections: Pick<CorrectionRepository, "correctedBy">;
}) {
  const { syntheses, corrections } = deps;
  return apiRoutes()
    .openapi(list, async (c) => c.json(await syntheses.list(), 200))
    .openapi(count, async (c) => c.json({ count: await syntheses.count() }, 200))
    .openapi(resume, async (c) => {
      const n = idParam(c.req.valid("param").n, "Synthesis");
      const synthesis = await syntheses.nth(n);
      if (!synthesis) throw notFound("Synthesis");
      return c.json(synthesis, 200);
    })
    .openapi(recent, async (c) => {
      const raw = c.req.valid("param").n;
      if (!/^-?\d{1,9}$/.test(raw)) throw invalidInput("n", "must be a whole number");
      const n = Math.min(50, Math.max(1, Number(raw)));
      return c.json(await syntheses.recent(n), 200);
    })
    .openapi(one, async (c) => {
      const id = idParam(c.req.valid("param").id, "Synthesis");
      const synthesis = await syntheses.find(id);
      if (!synthesis) {
        if (await syntheses.isUnpublished(id)) throw gone(UNPUBLISHED_MESSAGE);
        throw notFound("Synthesis");
      }
      // Those the page credits after the submitter (a suggested correction's contributors).
      const correctedBy = await corrections.correctedBy(id);
      return c.json(
        {
          ...synthesis,
          corrected_by: correctedBy,
          createdAtHuman: relativeTime(synthesis.created_at, new Date()),
        },
        200,
      );
    });
}
