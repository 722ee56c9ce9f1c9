import { api } from "./api.ts";
import type { AnswerOf, PathOf } from "./api-routes.ts";

/** The editors' queue of pending reference data (docs/product/api.md §5.22), typed from the routes. */

export type PendingItems = AnswerOf<"get", "/api/pending">;

/** The acceptance route of each API collection that can have pending items. */
const ACCEPT = {
  authors: "/api/authors/{id}/accept",
  reagents: "/api/reagents/{id}/accept",
  solvents: "/api/solvents/{id}/accept",
  "named-reactions": "/api/named-reactions/{id}/accept",
} as const satisfies Record<string, PathOf<"post">>;
/** The API collection of each kind that can be pending. */
export type PendingCollection = keyof typeof ACCEPT;

/** GET /api/pending: every pending item with its creator, one list per kind. */
export const listPending = () => api.get("/api/pending");

/** POST /api/{collection}/{id}/accept: the item becomes public. */
export const acceptPending = (collection: PendingCollection, id: number) =>
  api.post(ACCEPT[collection], { path: { id } });
