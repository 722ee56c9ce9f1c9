import type { z } from "zod";
import type {
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  namedReactionChangeSchema,
  namedReactionEditSchema,
  protectingGroupChangeSchema,
  protectingGroupCreateSchema,
  protectingGroupEditSchema,
  reactionPreviewRequestSchema,
  reactionPreviewSchema,
} from "../../contract/reference-editors.ts";
import { api } from "./api.ts";

/**
 * The Named Reactions and Protecting Groups editors' calls (docs/product/api.md §5.18), typed from
 * the contract the routes validate with. Types only are imported: no schema reaches the browser.
 */

type NamedReactionEdit = z.output<typeof namedReactionEditSchema>;
type ProtectingGroupEdit = z.output<typeof protectingGroupEditSchema>;

/** GET /api/named-reactions/{id}/edit: the reaction as the editor shows it. */
export const namedReactionForEditor = (id: number) =>
  api.get<NamedReactionEdit>(`/api/named-reactions/${id}/edit`);

/** PUT /api/named-reactions/{id}: the fields sent change, the others keep their values. */
export const changeNamedReaction = (id: number, change: z.input<typeof namedReactionChangeSchema>) =>
  api.put<NamedReactionEdit>(`/api/named-reactions/${id}`, change);

/** DELETE /api/named-reactions/{id} (refused while a synthesis or a draft uses it). */
export const deleteNamedReaction = (id: number) => api.del(`/api/named-reactions/${id}`);

/** POST /api/protecting-groups: a new group, unnamed unless a name is sent. */
export const createProtectingGroup = (body: z.input<typeof protectingGroupCreateSchema> = {}) =>
  api.post<ProtectingGroupEdit>("/api/protecting-groups", body);

/** PUT /api/protecting-groups/{id}: the fields sent change, the others keep their values. */
export const changeProtectingGroup = (id: number, change: z.input<typeof protectingGroupChangeSchema>) =>
  api.put<ProtectingGroupEdit>(`/api/protecting-groups/${id}`, change);

/** DELETE /api/protecting-groups/{id} (refused while a synthesis or a draft uses it). */
export const deleteProtectingGroup = (id: number) => api.del(`/api/protecting-groups/${id}`);

/** POST /api/structures/reaction-preview: the reaction as a scheme would show it (nothing stored). */
export const previewReaction = (body: z.input<typeof reactionPreviewRequestSchema>) =>
  api.post<z.output<typeof reactionPreviewSchema>>("/api/structures/reaction-preview", body);

/** POST /api/markdown/preview: the public page's rendering of a description. */
export const previewMarkdown = (body: z.input<typeof markdownPreviewRequestSchema>) =>
  api.post<z.output<typeof markdownPreviewSchema>>("/api/markdown/preview", body);
