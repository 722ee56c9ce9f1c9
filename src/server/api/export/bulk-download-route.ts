import type { Context } from "hono";
import { addressGroup, clientAddress } from "../../auth/client-address.ts";
import type { BackgroundPacer, GiveWay } from "../../http/background-pace.ts";
import type { DownloadCopies, Pieces } from "../../http/download-copies.ts";
import type { DownloadSlots } from "../../http/download-slots.ts";
import { downloadsBusy, tooManyDownloads } from "../../http/errors.ts";
import { errorAnswers } from "../../http/registry.ts";
import { matchesEtag } from "./export-stream.ts";

/** Seconds a refused download is told to wait: a download lasts seconds to minutes. */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 10;

/** The refusals a bulk download declares, both before its first byte. */
export const BULK_REFUSALS = errorAnswers({
  429: "too_many_requests: this address already runs BULK_DOWNLOAD_MAX_PER_ADDRESS downloads (Retry-After)",
  503: "busy: the server already runs BULK_DOWNLOAD_MAX_CONCURRENT downloads (Retry-After); database_unavailable; structures_unavailable: a structure to store found no RDKit worker",
});

/** What every bulk download goes through: its copy per revision, the caps, the pace that builds it. */
export interface BulkDownloads {
  copies: DownloadCopies;
  slots: DownloadSlots;
  /** TRUST_PROXY: the client address is X-Forwarded-For's last entry. */
  trustProxy: boolean;
  /** The copies are made at the background pace (http/background-pace.ts); without it, full speed. */
  pacer?: BackgroundPacer;
}

/** One bulk file as asked for: its copy's key, what it is made at, its headers and its text. */
export interface BulkFile<M extends { revision: number }> {
  /** The copy's key: one current copy per key. */
  file: string;
  /** The origin the file's links name (PUBLIC_URL, or the request's when it is empty). */
  origin: string;
  /** The revision and dates read for this request. */
  meta: M;
  /** Every header of the file's 200 for a copy made at `meta`, ETag included. */
  headers: (meta: M) => Record<string, string>;
  /** The file's text, made at `meta`; `giveWay` is called between its small pieces of work. */
  pieces: (meta: M, giveWay?: GiveWay) => Pieces;
}

/**
 * `make` for the latest revision and origin only, made once: a flood of downloads of one revision
 * reads its dates once (a refused request costs one read of the revision), and a failure is not kept.
 */
export function onePerRevision<M>(
  make: (revision: number, origin: string) => Promise<M>,
): (revision: number, origin: string) => Promise<M> {
  let key: string | undefined;
  let value: Promise<M> | undefined;
  return (revision, origin) => {
    const asked = `${revision} ${origin}`;
    if (asked !== key || value === undefined) {
      const made = make(revision, origin);
      key = asked;
      value = made;
      made.catch(() => {
        if (value === made) value = undefined;
      });
    }
    return value;
  };
}

/** The headers a 304 keeps: the validators and caching, not the file's type and name. */
function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const { "Content-Type": _type, "Content-Disposition": _name, ...kept } = headers;
  return kept;
}

/**
 * The answer to a bulk download (docs/product/api.md §5.26): 304 when If-None-Match names this
 * revision's ETag; headers only for HEAD; otherwise, with a slot of the caps (429 for the address,
 * 503 for the server, both before any byte), the revision's one copy of the file, made once and
 * read from its first byte by every client (http/download-copies.ts). A copy that fails before its
 * first byte is an error answer; a slot is given back when the body ends, however it ends.
 */
export async function bulkDownloadAnswer<M extends { revision: number }>(
  c: Context,
  downloads: BulkDownloads,
  bulk: BulkFile<M>,
): Promise<Response> {
  const asked = bulk.headers(bulk.meta);
  if (matchesEtag(c.req.header("if-none-match"), asked.ETag as string))
    return new Response(null, { status: 304, headers: notModifiedHeaders(asked) });
  // Hono answers HEAD from the GET route and drops the body unread: no copy, no slot.
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers: asked });
  const slot = downloads.slots.take(addressGroup(clientAddress(c, { trustProxy: downloads.trustProxy })));
  if (slot === "address") throw tooManyDownloads(DOWNLOAD_RETRY_AFTER_SECONDS);
  if (slot === "total") throw downloadsBusy(DOWNLOAD_RETRY_AFTER_SECONDS);
  let copy: ReturnType<typeof downloads.copies.copyOf<M>>;
  try {
    copy = downloads.copies.copyOf(bulk.file, bulk.origin, bulk.meta.revision, bulk.meta, () =>
      bulk.pieces(bulk.meta, downloads.pacer?.start()),
    );
  } catch (error) {
    slot.release();
    throw error;
  }
  const reader = copy.read(() => slot.release());
  try {
    await reader.started;
  } catch (error) {
    await reader.body.cancel();
    throw error;
  }
  const headers = bulk.headers(copy.meta);
  if (copy.size !== undefined) headers["Content-Length"] = String(copy.size);
  return new Response(reader.body, { status: 200, headers });
}
