import { type HistoryKind, historyOf } from "../../api-client/history.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";
import type { Route } from "./+types/history.ts";

/**
 * An item's history (GET /api/history/{kind}/{id}), read when the item is selected and again when
 * the store's copy of it changes (the address's `v`, editor-reads.ts). The answer names its item,
 * so a panel never shows another item's list while its own loads.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const kind = params.kind as HistoryKind;
  const id = Number(params.id);
  return { kind, id, read: await readResult(() => historyOf(kind, id)) };
}

/** A document request for this address: not a page. */
export const loader = notAPage;
