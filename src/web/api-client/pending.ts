import type { z } from "zod";
import type { acceptedSchema, pendingItemsSchema } from "../../contract/pending.ts";
import { api } from "./api.ts";

/** The editors' queue of pending reference data (docs/product/api.md §5.22), typed from the contract. */

export type PendingItems = z.output<typeof pendingItemsSchema>;
/** The API collection of each kind that can be pending. */
export type PendingCollection = "authors" | "reagents" | "solvents" | "named-reactions";

/** GET /api/pending: every pending item with its creator, one list per kind. */
export const listPending = () => api.get<PendingItems>("/api/pending");

/** POST /api/{collection}/{id}/accept: the item becomes public. */
export const acceptPending = (collection: PendingCollection, id: number) =>
  api.post<z.output<typeof acceptedSchema>>(`/api/${collection}/${id}/accept`, {});
