import { api } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** The editor's calls of /api/unpublishedSyntheses (docs/product/api.md §5.7), typed from the routes. */

export type DraftAnswer = AnswerOf<"get", "/api/unpublishedSyntheses/{id}">;
export type DraftSummaryAnswer = AnswerOf<"get", "/api/unpublishedSyntheses">[number];

/** GET /api/unpublishedSyntheses: the signed-in user's drafts (editors: everyone's), without documents. */
export const listDrafts = () => api.get("/api/unpublishedSyntheses");

/** GET /api/unpublishedSyntheses/{id}: one draft with its document. */
export const getDraft = (id: number) => api.get("/api/unpublishedSyntheses/{id}", { path: { id } });

/** POST /api/unpublishedSyntheses: a new draft, or a revision draft of a published synthesis. */
export const createDraft = (body: BodyOf<"post", "/api/unpublishedSyntheses">) =>
  api.post("/api/unpublishedSyntheses", { body });

/** PUT /api/unpublishedSyntheses/{id}: a draft's new name or document. */
export const updateDraft = (id: number, body: BodyOf<"put", "/api/unpublishedSyntheses/{id}">) =>
  api.put("/api/unpublishedSyntheses/{id}", { path: { id }, body });
