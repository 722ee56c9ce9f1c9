import { api } from "./api.ts";
import type { AnswerOf } from "./api-routes.ts";

/** The History list's calls (docs/product/api.md §5.20), typed from the routes. */

/** The kinds of reference data the server keeps a history of. */
export type HistoryKind = AnswerOf<"get", "/api/history/{kind}/{id}">[number]["kind"];

/** GET /api/history/{kind}/{id}: the item's entries, newest first. */
export const historyOf = (kind: HistoryKind, id: number) =>
  api.get("/api/history/{kind}/{id}", { path: { kind, id } });

/** POST /api/history/{entryId}/restore: the item as it is now restored. */
export const restoreHistoryEntry = (entryId: number) =>
  api.post("/api/history/{entryId}/restore", { path: { entryId } });
