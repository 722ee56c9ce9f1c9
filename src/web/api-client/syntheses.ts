import type { z } from "zod";
import type {
  publicationBodySchema,
  publicationStateSchema,
  SynthesisDocumentAnswer,
  synthesisHistorySchema,
} from "../../contract/review.ts";
import { api } from "./api.ts";

/** The editor's calls about a published synthesis (docs/product/api.md §5.8, §5.10, §5.15). */

export type SynthesisHistory = z.output<typeof synthesisHistorySchema>;
type PublicationBody = z.input<typeof publicationBodySchema>;
type PublicationState = z.output<typeof publicationStateSchema>;

const path = (id: number, action: string) => `/api/syntheses/${id}/${action}`;

/** GET /api/syntheses/{id}/document: the synthesis as a Synthesis document, with its version. */
export const synthesisDocument = (id: number) => api.get<SynthesisDocumentAnswer>(path(id, "document"));

/** GET /api/syntheses/{id}/history: its version and who changed it, when, with what note (editors). */
export const synthesisHistory = (id: number) => api.get<SynthesisHistory>(path(id, "history"));

/** POST /api/syntheses/{id}/unpublish: takes it off the public site (editors). */
export const unpublishSynthesis = (id: number, body: PublicationBody) =>
  api.post<PublicationState>(path(id, "unpublish"), body);

/** POST /api/syntheses/{id}/restore: puts it back (editors). */
export const restoreSynthesis = (id: number, body: PublicationBody) =>
  api.post<PublicationState>(path(id, "restore"), body);
