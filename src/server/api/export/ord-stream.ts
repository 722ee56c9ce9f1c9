import type { OrdExportSource } from "../../../db/repositories/ord-export-source.ts";
import type { PublishedDocument } from "../../../db/repositories/synthesis-document-reader.ts";
import { ordDatasetFrame } from "../../../domain/export/ord/ord-dataset.ts";
import { ordReactionsOfSynthesis } from "../../../domain/export/ord/ord-reaction.ts";
import { w3cDatetime } from "../../../domain/page-dates.ts";

/** Syntheses read per keyset page: the most the dump holds at once is one page of ids. */
export const ORD_PAGE_SIZE = 200;

export interface OrdStreamDeps {
  ordExport: OrdExportSource;
  documents: { read(id: number): Promise<PublishedDocument | undefined> };
  /** Called before each document is read: a bulk download's background pace. */
  giveWay?: () => Promise<void>;
}

/**
 * The whole ORD dataset as a byte stream: the dataset's head, then each published synthesis's
 * reactions as the reader asks for more (one synthesis per pull, so a slow client holds the server
 * to one document), then the tail. A synthesis unpublished while the dump runs is skipped.
 */
export function ordDatasetStream(
  deps: OrdStreamDeps,
  origin: string,
  revision: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { head, tail } = ordDatasetFrame(origin, revision);
  let page: { id: number; created_at: string }[] = [];
  let afterId = 0;
  let started = false;
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      for (;;) {
        if (page.length === 0 && !done) {
          page = await deps.ordExport.page(afterId, ORD_PAGE_SIZE);
          done = page.length < ORD_PAGE_SIZE;
        }
        const next = page.shift();
        if (!next) {
          controller.enqueue(encoder.encode(tail));
          controller.close();
          return;
        }
        afterId = next.id;
        await deps.giveWay?.();
        const published = await deps.documents.read(next.id);
        if (!published || published.unpublished_at !== null) continue;
        const createdAt = w3cDatetime(next.created_at) ?? next.created_at;
        const reactions = ordReactionsOfSynthesis(published.document, { id: next.id, origin, createdAt });
        if (reactions.length === 0) continue;
        const text = reactions.map((r) => JSON.stringify(r)).join(",");
        controller.enqueue(encoder.encode(first ? text : `,${text}`));
        first = false;
        return;
      }
    },
  });
}
