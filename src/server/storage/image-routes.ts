import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { notFound } from "../../domain/errors.ts";
import { errorResponse, fromDomain } from "../http/errors.ts";
import { resolveImagePath } from "./image-storage.ts";

const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * GET /images/<folder>/<file> (and /images/syntheses/<id>/<file>) from the storage directory.
 * Unknown folders, unsafe names, traversal attempts and missing files all answer 404.
 */
export function imageRoutes(root: string) {
  return new Hono().get("/*", async (c) => {
    const rest = c.req.path.replace(/^\/images\/?/, "");
    let segments: string[];
    try {
      segments = rest.split("/").map((s) => decodeURIComponent(s));
    } catch {
      return errorResponse(fromDomain(notFound("Image")));
    }
    const path = resolveImagePath(root, segments);
    const type = TYPES[segments.at(-1)?.split(".").pop()?.toLowerCase() ?? ""];
    if (!path || !type) return errorResponse(fromDomain(notFound("Image")));
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return errorResponse(fromDomain(notFound("Image")));

    const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const headers: Record<string, string> = {
      "Content-Type": type,
      ETag: etag,
      // Names change when content changes (content-addressed or re-rendered on publish), so cache long.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    };
    // SVGs are images, never documents: no scripts even when opened directly.
    if (type === "image/svg+xml")
      headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
    if (c.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    headers["Content-Length"] = String(info.size);
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
    return new Response(body, { status: 200, headers });
  });
}
