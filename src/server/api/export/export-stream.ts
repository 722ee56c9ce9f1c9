import { type ExportMeta, LICENSE_URL } from "../../../domain/export/export-meta.ts";

/**
 * A dump as an HTTP answer: its text pieces pulled one at a time (a piece is made only when the
 * client has taken the previous ones, so a slow download holds one page, not the archive), and
 * the headers every export sends: its media type, file name, licence, revision validators.
 */

/** A ReadableStream over an async generator of text, pulled on demand; cancelling ends the generator. */
export function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

export interface ExportAnswer {
  mediaType: string;
  fileName: string;
  /** Names the format in the ETag: one revision has one ETag per file. */
  tag: string;
}

/** The entity tag of a file at a revision. */
export const exportEtag = (meta: ExportMeta, tag: string) => `"r${meta.revision}-${tag}"`;

/** True when If-None-Match names the tag (or `*`); weak tags match too (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === etag);
}

/**
 * The headers of an export. `no-cache` lets browsers and proxies keep a copy but ask again each
 * time (a 304 costs nothing); it also keeps the shared cache from storing it (shared-cache-middleware).
 */
export function exportHeaders(answer: ExportAnswer, meta: ExportMeta): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": answer.mediaType,
    "Content-Disposition": `attachment; filename="${answer.fileName}"`,
    "Cache-Control": "public, no-cache",
    ETag: exportEtag(meta, answer.tag),
    Link: `<${LICENSE_URL}>; rel="license"`,
    "X-Data-Revision": String(meta.revision),
  };
  if (meta.modified) headers["Last-Modified"] = new Date(meta.modified).toUTCString();
  return headers;
}

/** The answer: 304 when the client has this revision's file, else the stream. */
export function exportResponse(
  answer: ExportAnswer,
  meta: ExportMeta,
  ifNoneMatch: string | undefined,
  pieces: () => AsyncGenerator<string>,
): Response {
  const headers = exportHeaders(answer, meta);
  if (matchesEtag(ifNoneMatch, headers.ETag as string)) {
    const { "Content-Type": _type, "Content-Disposition": _file, ...kept } = headers;
    return new Response(null, { status: 304, headers: kept });
  }
  return new Response(streamOf(pieces()), { status: 200, headers });
}
