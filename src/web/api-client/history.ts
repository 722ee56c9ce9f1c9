import type { z } from "zod";
import type { historyListSchema, historyRestoreSchema } from "../../contract/history.ts";
import { api } from "./api.ts";

/**
 * The History list's calls (docs/product/api.md §5.20), typed from the contract the routes answer
 * with. Types only are imported: no schema reaches the browser.
 */

/** The kinds of reference data the server keeps a history of. */
export type HistoryKind = z.output<typeof historyListSchema>[number]["kind"];

/** GET /api/history/{kind}/{id}: the item's entries, newest first. */
export const historyOf = (kind: HistoryKind, id: number) =>
  api.get<z.output<typeof historyListSchema>>(`/api/history/${kind}/${id}`);

/** POST /api/history/{entryId}/restore: the item as it is now restored. */
export const restoreHistoryEntry = (entryId: number) =>
  api.post<z.output<typeof historyRestoreSchema>>(`/api/history/${entryId}/restore`, {});
