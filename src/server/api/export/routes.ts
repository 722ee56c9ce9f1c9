import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { routeTreesSchema } from "../../../contract/exports.ts";
import type { RevisionRepository } from "../../../db/repositories/revisions.ts";
import type { ExportMeta } from "../../../domain/export/export-meta.ts";
import type { BackgroundPacer } from "../../http/background-pace.ts";
import { type ApiGroup, apiRoutes } from "../../http/registry.ts";
import { BULK_EXPORTS, type ExportFormat } from "./export-formats.ts";
import { exportResponse } from "./export-stream.ts";
import type { ExportDeps } from "./export-writers.ts";

export interface ExportMountDeps extends ExportDeps {
  revisions: RevisionRepository;
  /** PUBLIC_URL; when empty the request's origin makes the dumps' links. */
  publicUrl: string;
  /** The bulk downloads' background pace; without it a download runs at full speed (tests). */
  pacer?: BackgroundPacer;
}

/** The revision a dump is made at, read before its first page. */
export async function exportMeta(deps: ExportMountDeps, c: Context): Promise<ExportMeta> {
  const [revision, modified] = await Promise.all([deps.revisions.current(), deps.source.lastChange()]);
  return { revision, modified, origin: deps.publicUrl || new URL(c.req.url).origin };
}

/** The answers an export declares: the file (its media type), or 304 for the revision the client has. */
export function exportAnswers(content: Record<string, { schema: z.ZodType }>, description: string) {
  const revision = { schema: { type: "string" as const } };
  return {
    200: {
      description,
      headers: { ETag: revision, "Last-Modified": revision, Link: revision, "Content-Disposition": revision },
      content,
    },
    304: { description: "Not modified: If-None-Match named this revision's ETag" },
  };
}

const text = { schema: z.string() };
const CONTENT: Record<keyof typeof BULK_EXPORTS, Record<string, { schema: z.ZodType }>> = {
  "syntheses.jsonl": { "application/jsonl": text },
  "molecules.sdf": { "chemical/x-mdl-sdfile": text },
  "reactions.rdf": { "chemical/x-mdl-rdfile": text },
  "routes.json": { "application/json": { schema: routeTreesSchema } },
};
const SUMMARIES: Record<keyof typeof BULK_EXPORTS, string> = {
  "syntheses.jsonl": "Every published synthesis's document, one per line (JSON Lines)",
  "molecules.sdf": "Every published molecule and intermediate (SD file)",
  "reactions.rdf": "Every published reaction (RDfile)",
  "routes.json": "Every published synthesis as a route tree (AiZynthFinder / PaRoutes form)",
};

/**
 * GET /api/export/{file} (docs/product/api.md "Downloads and exports"): the archive's bulk
 * downloads, public, streamed a page at a time, licensed CC BY 4.0, validated by the data revision.
 * /api/export/ is not in the shared cache's list (http/cache-policy.ts): a dump is never stored.
 */
export function exportMount(deps: ExportMountDeps) {
  let group = apiRoutes();
  for (const [file, format] of Object.entries(BULK_EXPORTS) as [keyof typeof BULK_EXPORTS, ExportFormat][]) {
    const route = createRoute({
      method: "get",
      path: `/${file}`,
      tags: ["Exports"],
      summary: SUMMARIES[file],
      responses: exportAnswers(CONTENT[file], `The file (${format.mediaType}), streamed`),
    });
    group = group.openapi(route, async (c) => {
      const meta = await exportMeta(deps, c);
      return exportResponse(
        {
          mediaType: format.mediaType,
          fileName: `synthesis-archive-r${meta.revision}-${format.suffix}`,
          tag: file,
        },
        meta,
        c.req.header("if-none-match"),
        () => format.write({ ...deps, giveWay: deps.pacer?.start() }, meta),
      ) as never;
    });
  }
  return ({ api }: { api: ApiGroup }) => {
    api.route("/export", group);
  };
}
