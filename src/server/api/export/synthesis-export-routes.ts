import { createRoute, z } from "@hono/zod-openapi";
import { ordDatasetSchema } from "../../../contract/export-ord.ts";
import { routeTreesSchema, synthesisExportSchema } from "../../../contract/exports.ts";
import type { CitationDateRepository } from "../../../db/repositories/citation-dates.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../../domain/errors.ts";
import { idParam } from "../../http/params.ts";
import { type ApiGroup, apiRoutes, errorAnswers } from "../../http/registry.ts";
import {
  CITATION_FORMAT_NAMES,
  CITATION_FORMATS,
  type CitationFormat,
  citationAnswer,
  citationPageOf,
} from "../shared/citation-answer.ts";
import { SYNTHESIS_EXPORT_NAMES, SYNTHESIS_EXPORTS, type SynthesisExportName } from "./export-formats.ts";
import { exportResponse } from "./export-stream.ts";
import { type ExportMountDeps, exportAnswers, exportMeta } from "./routes.ts";

const text = { schema: z.string() };

/**
 * GET /api/syntheses/{id}/export?format=… (docs/product/api.md "Downloads and exports"): one
 * published synthesis in the formats of the bulk downloads, written by the same writers restricted
 * to it. The formats are the table SYNTHESIS_EXPORTS (api/export/export-formats.ts).
 */
/** What the citation formats read: the synthesis as its page shows it, and its last change. */
export interface ExportCitationDeps {
  syntheses: Pick<SynthesisRepository, "find">;
  citationDates: Pick<CitationDateRepository, "synthesisChangedAt">;
  siteName: string;
}

const FORMATS = [...SYNTHESIS_EXPORT_NAMES, ...CITATION_FORMAT_NAMES] as [
  SynthesisExportName | CitationFormat,
  ...(SynthesisExportName | CitationFormat)[],
];
const isCitation = (name: string): name is CitationFormat => Object.hasOwn(CITATION_FORMATS, name);

export function synthesisExportMount(deps: ExportMountDeps & ExportCitationDeps) {
  const route = createRoute({
    method: "get",
    path: "/{id}/export",
    tags: ["Exports"],
    summary: "One published synthesis as a file (its document, molecules, reactions or route tree)",
    request: {
      params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
      query: z.object({
        format: z.enum(FORMATS).default("json").meta({
          description:
            "json (the document), sdf, rdf, route (AiZynthFinder route tree), ord (ORD Dataset), or its citations: ris, bibtex, csl",
        }),
      }),
    },
    responses: {
      ...exportAnswers(
        {
          "application/json": {
            schema: z.union([synthesisExportSchema, routeTreesSchema, ordDatasetSchema]),
          },
          "chemical/x-mdl-sdfile": text,
          "chemical/x-mdl-rdfile": text,
          ...Object.fromEntries(Object.values(CITATION_FORMATS).map((f) => [f.type, text])),
        },
        "The file in the format asked for",
      ),
      ...errorAnswers({ 400: "invalid_input: format is not one of the formats", 404: "not_found" }),
    },
  });
  const group = apiRoutes().openapi(route, async (c) => {
    const id = idParam(c.req.valid("param").id, "Synthesis");
    const name = c.req.valid("query").format;
    if (isCitation(name)) {
      // The citations of the synthesis (the same files as /api/syntheses/{id}/citation).
      const synthesis = await deps.syntheses.find(id);
      if (!synthesis) throw notFound("Synthesis");
      return citationAnswer(name, synthesis, await citationPageOf(deps, id, c.req.url)) as never;
    }
    const format = SYNTHESIS_EXPORTS[name];
    if ((await deps.source.syntheses(id - 1, 1, id)).length === 0) throw notFound("Synthesis");
    const meta = await exportMeta(deps, c);
    return exportResponse(
      { mediaType: format.mediaType, fileName: `synthesis-${id}.${format.suffix}`, tag: `syn${id}-${name}` },
      meta,
      c.req.header("if-none-match"),
      () => format.write(deps, meta, id),
    ) as never;
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/syntheses", group);
  };
}
