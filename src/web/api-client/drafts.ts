import type { z } from "zod";
import type { draftBodies, draftRecordSchema, draftSummarySchema } from "../../contract/drafts.ts";
import { api } from "./api.ts";

/** The editor's calls of /api/unpublishedSyntheses (docs/product/api.md §5.7), typed from the contract. */

export type DraftAnswer = z.output<typeof draftRecordSchema>;
export type DraftSummaryAnswer = z.output<typeof draftSummarySchema>;

const path = (id: number) => `/api/unpublishedSyntheses/${id}`;

/** GET /api/unpublishedSyntheses: the signed-in user's drafts (editors: everyone's), without documents. */
export const listDrafts = () => api.get<DraftSummaryAnswer[]>("/api/unpublishedSyntheses");

/** GET /api/unpublishedSyntheses/{id}: one draft with its document. */
export const getDraft = (id: number) => api.get<DraftAnswer>(path(id));

/** POST /api/unpublishedSyntheses: a new draft, or a revision draft of a published synthesis. */
export const createDraft = (body: z.input<typeof draftBodies.create>) =>
  api.post<DraftAnswer>("/api/unpublishedSyntheses", body);

/** PUT /api/unpublishedSyntheses/{id}: a draft's new name or document. */
export const updateDraft = (id: number, body: z.input<typeof draftBodies.update>) =>
  api.put<DraftAnswer>(path(id), body);
