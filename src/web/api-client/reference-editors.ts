import { api } from "./api.ts";
import type { BodyOf } from "./api-routes.ts";

/**
 * The Named Reactions and Protecting Groups editors' calls (docs/product/api.md §5.18), typed from
 * the routes' declarations.
 */

/** What PUT /api/named-reactions/{id} takes: the fields to change. */
export type NamedReactionChange = BodyOf<"put", "/api/named-reactions/{id}">;
/** What PUT /api/protecting-groups/{id} takes: the fields to change. */
export type ProtectingGroupChange = BodyOf<"put", "/api/protecting-groups/{id}">;

/** GET /api/named-reactions/{id}/edit: the reaction as the editor shows it. */
export const namedReactionForEditor = (id: number) =>
  api.get("/api/named-reactions/{id}/edit", { path: { id } });

/** PUT /api/named-reactions/{id}: the fields sent change, the others keep their values. */
export const changeNamedReaction = (id: number, change: NamedReactionChange) =>
  api.put("/api/named-reactions/{id}", { path: { id }, body: change });

/** DELETE /api/named-reactions/{id} (refused while a synthesis or a draft uses it). */
export const deleteNamedReaction = (id: number) => api.del("/api/named-reactions/{id}", { path: { id } });

/** POST /api/protecting-groups: a new group, unnamed unless a name is sent. */
export const createProtectingGroup = (body: BodyOf<"post", "/api/protecting-groups"> = {}) =>
  api.post("/api/protecting-groups", { body });

/** PUT /api/protecting-groups/{id}: the fields sent change, the others keep their values. */
export const changeProtectingGroup = (id: number, change: ProtectingGroupChange) =>
  api.put("/api/protecting-groups/{id}", { path: { id }, body: change });

/** DELETE /api/protecting-groups/{id} (refused while a synthesis or a draft uses it). */
export const deleteProtectingGroup = (id: number) => api.del("/api/protecting-groups/{id}", { path: { id } });

/** POST /api/structures/reaction-preview: the reaction as a scheme would show it (nothing stored). */
export const previewReaction = (body: BodyOf<"post", "/api/structures/reaction-preview">) =>
  api.post("/api/structures/reaction-preview", { body });

/** POST /api/markdown/preview: the public page's rendering of a description. */
export const previewMarkdown = (body: BodyOf<"post", "/api/markdown/preview">) =>
  api.post("/api/markdown/preview", { body });
