import type { ExportMeta } from "../../../domain/export/export-meta.ts";
import { ordDatasetFrame } from "../../../domain/export/ord/ord-dataset.ts";
import { ordReactionsOfSynthesis } from "../../../domain/export/ord/ord-reaction.ts";
import { w3cDatetime } from "../../../domain/page-dates.ts";
import type { ExportDeps } from "./export-writers.ts";

/**
 * One published synthesis as an ORD Dataset (`?format=ord`), the same frame and reactions as the
 * whole archive's `/api/export/ord.json`: one Reaction per step. The record's creation time is the
 * synthesis's, as in the bulk dump.
 */
export async function* synthesisOrd(
  deps: ExportDeps,
  meta: ExportMeta,
  only?: number,
): AsyncGenerator<string> {
  const { head, tail } = ordDatasetFrame(meta.origin, meta.revision);
  yield head;
  const id = only ?? 0;
  const [row] = await deps.ordExport.page(id - 1, 1);
  const published = row?.id === id ? await deps.reader.read(id) : undefined;
  if (row && published && published.unpublished_at === null) {
    const createdAt = w3cDatetime(row.created_at) ?? row.created_at;
    const reactions = ordReactionsOfSynthesis(published.document, { id, origin: meta.origin, createdAt });
    yield reactions.map((r) => JSON.stringify(r)).join(",");
  }
  yield tail;
}
