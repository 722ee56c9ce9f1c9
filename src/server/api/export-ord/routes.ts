import { createRoute } from "@hono/zod-openapi";
import { ordDatasetSchema } from "../../../contract/export-ord.ts";
import { DATA_LICENCE_URL } from "../../../domain/export/ord/ord-dataset.ts";
import type { BackgroundPacer } from "../../http/background-pace.ts";
import { type ApiGroup, apiRoutes, json } from "../../http/registry.ts";
import { type OrdStreamDeps, ordDatasetStream } from "./ord-stream.ts";

export interface OrdExportDeps extends OrdStreamDeps {
  revisions: { current(): Promise<number> };
  /** PUBLIC_URL; when empty, the request's own origin names the archive in the dump. */
  publicUrl: string;
  /** The bulk downloads' background pace (http/background-pace.ts); without it, full speed. */
  pacer?: BackgroundPacer;
}

/** ETag of the dump at a data revision: the same revision gives the same bytes. */
export const ordEtag = (revision: number) => `"r${revision}-ord"`;

/** If-None-Match names this ETag (a list, weak or not) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });
}

/**
 * GET /api/export/ord.json (docs/product/api.md "The archive as an ORD dataset"): every published
 * synthesis as an Open Reaction Database Dataset, streamed; ETag and Last-Modified name the data
 * revision, and a matching If-None-Match gets 304 without reading any synthesis.
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
    },
  });
  const router = apiRoutes().openapi(route, async (c) => {
    const revision = await deps.revisions.current();
    const etag = ordEtag(revision);
    const newest = await deps.ordExport.newestChange();
    const headers: Record<string, string> = {
      ETag: etag,
      "Cache-Control": "public, no-cache",
      Link: `<${DATA_LICENCE_URL}>; rel="license"`,
    };
    if (newest) headers["Last-Modified"] = new Date(newest).toUTCString();
    if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
    const origin = deps.publicUrl || new URL(c.req.url).origin;
    return c.body(ordDatasetStream({ ...deps, giveWay: deps.pacer?.start() }, origin, revision), 200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="synthesis-archive-ord.json"',
    });
  });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/export", router);
  };
}
