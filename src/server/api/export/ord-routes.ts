import { createRoute } from "@hono/zod-openapi";
import { ordDatasetSchema } from "../../../contract/export-ord.ts";
import { DATA_LICENCE_URL } from "../../../domain/export/ord/ord-dataset.ts";
import { type ApiGroup, apiRoutes, json } from "../../http/registry.ts";
import {
  BULK_REFUSALS,
  type BulkDownloads,
  bulkDownloadAnswer,
  onePerRevision,
} from "./bulk-download-route.ts";
import { type OrdStreamDeps, ordDatasetStream } from "./ord-stream.ts";

export interface OrdExportDeps extends Omit<OrdStreamDeps, "giveWay"> {
  revisions: { current(): Promise<number> };
  /** PUBLIC_URL; when empty, the request's own origin names the archive in the dump. */
  publicUrl: string;
  /** The bulk downloads' copies, caps and pace (api/export/bulk-download-route.ts). */
  downloads: BulkDownloads;
}

/** ETag of the dump at a data revision: the same revision gives the same bytes. */
export const ordEtag = (revision: number) => `"r${revision}-ord"`;

/**
 * GET /api/export/ord.json (docs/product/api.md "The archive as an ORD dataset"): every published
 * synthesis as an Open Reaction Database Dataset, made once per data revision into a copy every
 * client reads (api/export/bulk-download-route.ts); ETag and Last-Modified name the data revision,
 * and a matching If-None-Match gets 304 without reading any synthesis.
 */
export function ordExportMount(deps: OrdExportDeps) {
  const route = createRoute({
    method: "get",
    path: "/ord.json",
    tags: ["Exports"],
    summary: "The archive as an Open Reaction Database dataset (CC BY 4.0)",
    responses: {
      200: {
        ...json(ordDatasetSchema, "The ORD Dataset in protocol-buffer JSON form, streamed"),
        headers: {
          ETag: { schema: { type: "string" as const } },
          "Last-Modified": { schema: { type: "string" as const } },
          Link: { schema: { type: "string" as const }, description: 'The data licence, rel="license"' },
        },
      },
      304: { description: "Not modified: If-None-Match names the current ETag" },
      ...BULK_REFUSALS,
    },
  });
  // The newest change is the same for every request of a revision: read once per revision.
  const metaAt = onePerRevision(async (revision) => ({
    revision,
    newest: await deps.ordExport.newestChange(),
  }));
  const router = apiRoutes().openapi(route, async (c) => {
    const origin = deps.publicUrl || new URL(c.req.url).origin;
    return (await bulkDownloadAnswer(c, deps.downloads, {
      file: "ord.json",
      origin,
      meta: await metaAt(await deps.revisions.current(), origin),
      headers: (at) => ({
        ETag: ordEtag(at.revision),
        "Cache-Control": "public, no-cache",
        Link: `<${DATA_LICENCE_URL}>; rel="license"`,
        ...(at.newest ? { "Last-Modified": new Date(at.newest).toUTCString() } : {}),
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="synthesis-archive-ord.json"',
      }),
      pieces: (at, giveWay) => ordDatasetStream({ ...deps, giveWay }, origin, at.revision),
    })) as never;
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/export", router);
  };
}
