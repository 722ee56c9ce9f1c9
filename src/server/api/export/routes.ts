import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { routeTreesSchema } from "../../../contract/exports.ts";
import type { RevisionRepository } from "../../../db/repositories/revisions.ts";
import type { ExportMeta } from "../../../domain/export/export-meta.ts";
import { type ApiGroup, apiRoutes } from "../../http/registry.ts";
import {
  BULK_REFUSALS,
  type BulkDownloads,
  bulkDownloadAnswer,
  onePerRevision,
} from "./bulk-download-route.ts";
import { BULK_EXPORTS, type ExportFormat } from "./export-formats.ts";
import { exportHeaders } from "./export-stream.ts";
import type { ExportStructures } from "./export-structures.ts";
import type { ExportDeps } from "./export-writers.ts";

export interface ExportMountDeps extends ExportDeps {
  revisions: RevisionRepository;
  /** PUBLIC_URL; when empty the request's origin makes the dumps' links. */
  publicUrl: string;
  /** The stored structures, and the fill a bulk file runs before its first byte. */
  molblocks: ExportStructures;
  /** The bulk downloads' copies, caps and pace. */
  downloads: BulkDownloads;
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
 * downloads, public, licensed CC BY 4.0, validated by the data revision. Each file is made once per
 * revision into a copy every client reads (bulk-download-route.ts); a file with structures first
 * stores the ones it lacks, so writing it never waits for RDKit. /api/export/ is not in the shared
 * cache's list (http/cache-policy.ts): the copies are kept on disk, not in its memory.
 */
export function exportMount(deps: ExportMountDeps) {
  // Every file of a revision has the same dates: read once per revision, not once per request.
  const metaAt = onePerRevision(
    async (revision, origin): Promise<ExportMeta> => ({
      revision,
      modified: await deps.source.lastChange(),
      origin,
    }),
  );
  let group = apiRoutes();
  for (const [file, format] of Object.entries(BULK_EXPORTS) as [keyof typeof BULK_EXPORTS, ExportFormat][]) {
    const route = createRoute({
      method: "get",
      path: `/${file}`,
      tags: ["Exports"],
      summary: SUMMARIES[file],
      responses: {
        ...exportAnswers(CONTENT[file], `The file (${format.mediaType}), made once per data revision`),
        ...BULK_REFUSALS,
      },
    });
    group = group.openapi(route, async (c) => {
      const origin = deps.publicUrl || new URL(c.req.url).origin;
      const meta = await metaAt(await deps.revisions.current(), origin);
      return (await bulkDownloadAnswer(c, deps.downloads, {
        file,
        origin: meta.origin,
        meta,
        headers: (at) =>
          exportHeaders(
            {
              mediaType: format.mediaType,
              fileName: `synthesis-archive-r${at.revision}-${format.suffix}`,
              tag: file,
            },
            at,
          ),
        pieces: (at, giveWay) => bulkText(deps, format, at, giveWay),
      })) as never;
    });
  }
  return ({ api }: { api: ApiGroup }) => {
    api.route("/export", group);
  };
}

/** A bulk file's text: the structures it needs stored first (before its first byte), then its writer. */
async function* bulkText(
  deps: ExportMountDeps,
  format: ExportFormat,
  meta: ExportMeta,
  giveWay: (() => Promise<void>) | undefined,
): AsyncGenerator<string> {
  if (format.structures) await deps.molblocks.fillMissing(giveWay);
  yield* format.write({ ...deps, giveWay }, meta);
}
