import { createRoute, z } from "@hono/zod-openapi";
import type { CitationDateRepository } from "../../../db/repositories/citation-dates.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../../domain/errors.ts";
import { gone } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { type ApiGroup, apiRoutes, errorAnswers } from "../../http/registry.ts";
import {
  CITATION_FORMATS,
  citationAnswer,
  citationFormatSchema,
  citationPageOf,
} from "../shared/citation-answer.ts";
import { UNPUBLISHED_MESSAGE } from "../shared/withdrawn-synthesis.ts";
import { type MoleculeCitationDeps, moleculeCitationRoutes } from "./molecule-citation-routes.ts";

const citation = createRoute({
  method: "get",
  path: "/{id}/citation",
  tags: ["Syntheses"],
  summary: "Citations of a published synthesis: its archive page, then each publication it lists",
  request: {
    params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
    query: z.object({ format: citationFormatSchema }),
  },
  responses: {
    200: {
      description: "A file to download (Content-Disposition: attachment)",
      content: Object.fromEntries(
        Object.values(CITATION_FORMATS).map((f) => [f.type, { schema: { type: "string" as const } }]),
      ),
    },
    ...errorAnswers({
      400: "invalid_input: format is not ris, bibtex or csl",
      404: "not_found",
      410: "gone: the synthesis was withdrawn from the archive",
    }),
  },
});

/**
 * GET /api/syntheses/{id}/citation?format=ris|bibtex|csl (docs/product/api.md §5.3), and the
 * citations of every route to one target, GET /api/molecules/{id}/citations (§5.3.4).
 */
export function citationMount(
  deps: {
    syntheses: Pick<SynthesisRepository, "find" | "isUnpublished">;
    citationDates: CitationDateRepository;
    publicUrl: string;
    siteName: string;
  } & MoleculeCitationDeps,
) {
  const router = apiRoutes().openapi(citation, async (c) => {
    const id = idParam(c.req.valid("param").id, "Synthesis");
    const { format } = c.req.valid("query");
    const synthesis = await deps.syntheses.find(id);
    if (!synthesis) {
      if (await deps.syntheses.isUnpublished(id)) throw gone(UNPUBLISHED_MESSAGE);
      throw notFound("Synthesis");
    }
    return citationAnswer(format, synthesis, await citationPageOf(deps, id, c.req.url));
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/syntheses", router);
    api.route("/molecules", moleculeCitationRoutes(deps));
  };
}
