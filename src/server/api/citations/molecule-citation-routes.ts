import { createRoute, z } from "@hono/zod-openapi";
import type { CitationDateRepository } from "../../../db/repositories/citation-dates.ts";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { citationSources } from "../../../domain/citations/citation-sources.ts";
import { notFound } from "../../../domain/errors.ts";
import { idParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers } from "../../http/registry.ts";
import {
  CITATION_FORMATS,
  citationFile,
  citationFormatSchema,
  citationPageOf,
} from "../shared/citation-answer.ts";

export interface MoleculeCitationDeps {
  molecules: Pick<MoleculeRepository, "findById">;
  syntheses: Pick<SynthesisRepository, "listByMolecule" | "find">;
  citationDates: Pick<CitationDateRepository, "synthesisChangedAt">;
  publicUrl: string;
  siteName: string;
}

const route = createRoute({
  method: "get",
  path: "/{id}/citations",
  tags: ["Molecules"],
  summary: "Citations of every published route to a molecule, in one file",
  request: {
    params: z.object({ id: z.string().meta({ description: "The molecule id", example: "1" }) }),
    query: z.object({ format: citationFormatSchema }),
  },
  responses: {
    200: {
      description:
        "A file to download (Content-Disposition: attachment): each route's citations in year order, as its own citation file has them",
      content: Object.fromEntries(
        Object.values(CITATION_FORMATS).map((f) => [f.type, { schema: { type: "string" as const } }]),
      ),
    },
    ...errorAnswers({
      400: "invalid_input: format is not ris, bibtex or csl",
      404: "not_found: no molecule with a published synthesis has this id",
    }),
  },
});

/** GET /api/molecules/{id}/citations?format=ris|bibtex|csl (docs/product/api.md §5.3.4). */
export function moleculeCitationRoutes(deps: MoleculeCitationDeps) {
  return apiRoutes().openapi(route, async (c) => {
    const id = idParam(c.req.valid("param").id, "Molecule");
    const { format } = c.req.valid("query");
    // Public only: a molecule without a published synthesis is not found, as on its page.
    const molecule = await deps.molecules.findById(id);
    if (!molecule) throw notFound("Molecule");
    const routes = await deps.syntheses.listByMolecule(id);
    const sources = await Promise.all(
      routes.map(async ({ id: synthesisId }) => {
        const synthesis = await deps.syntheses.find(synthesisId);
        return synthesis && citationSources(synthesis, await citationPageOf(deps, synthesisId, c.req.url));
      }),
    );
    const found = sources.filter((s) => s !== undefined);
    if (found.length === 0) throw notFound("Molecule");
    return citationFile(format, CITATION_FORMATS[format].many(found), `${molecule.structure}-citations`);
  });
}
