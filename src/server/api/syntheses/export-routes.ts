import { createRoute, z } from "@hono/zod-openapi";
import { routeTreesSchema, synthesisExportSchema } from "../../../contract/exports.ts";
import { notFound } from "../../http/errors.ts";
import { idParam } from "../../http/params.ts";
import { type ApiGroup, apiRoutes, errorAnswers } from "../../http/registry.ts";
import { SYNTHESIS_EXPORT_NAMES, SYNTHESIS_EXPORTS } from "../export/export-formats.ts";
import { exportResponse } from "../export/export-stream.ts";
import { type ExportMountDeps, exportAnswers, exportMeta } from "../export/routes.ts";

const text = { schema: z.string() };

/**
 * GET /api/syntheses/{id}/export?format=… (docs/product/api.md "Downloads and exports"): one
 * published synthesis in the formats of the bulk downloads, written by the same writers restricted
 * to it. The formats are the table SYNTHESIS_EXPORTS (api/export/export-formats.ts).
 */
export function synthesisExportMount(deps: ExportMountDeps) {
  const route = createRoute({
    method: "get",
    path: "/{id}/export",
    tags: ["Exports"],
    summary: "One published synthesis as a file (its document, molecules, reactions or route tree)",
    request: {
      params: z.object({ id: z.string().meta({ description: "The synthesis id", example: "1" }) }),
      query: z.object({
        format: z
          .enum(SYNTHESIS_EXPORT_NAMES)
          .default("json")
          .meta({ description: "json (the document), sdf, rdf or route (AiZynthFinder route tree)" }),
      }),
    },
    responses: {
      ...exportAnswers(
        {
          "application/json": { schema: z.union([synthesisExportSchema, routeTreesSchema]) },
          "chemical/x-mdl-sdfile": text,
          "chemical/x-mdl-rdfile": text,
        },
        "The file in the format asked for",
      ),
      ...errorAnswers({ 400: "invalid_input: format is not one of the formats", 404: "not_found" }),
    },
  });
  const group = apiRoutes().openapi(route, async (c) => {
    const id = idParam(c.req.valid("param").id, "Synthesis");
    const name = c.req.valid("query").format;
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
