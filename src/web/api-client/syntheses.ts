import type { SynthesisDocumentAnswer } from "../../contract/review.ts";
import { api, readAs } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** The editor's calls about a published synthesis (docs/product/api.md §5.8, §5.10, §5.15). */

export type SynthesisHistory = AnswerOf<"get", "/api/syntheses/{id}/history">;
type PublicationBody = BodyOf<"post", "/api/syntheses/{id}/unpublish">;

/** GET /api/syntheses/{id}/document: the synthesis as a Synthesis document, with its version. */
export const synthesisDocument = (id: number) =>
  readAs<SynthesisDocumentAnswer, AnswerOf<"get", "/api/syntheses/{id}/document">>(
    api.get("/api/syntheses/{id}/document", { path: { id } }),
  );

/** GET /api/syntheses/{id}/history: its version and who changed it, when, with what note (editors). */
export const synthesisHistory = (id: number) => api.get("/api/syntheses/{id}/history", { path: { id } });

/** POST /api/syntheses/{id}/unpublish: takes it off the public site (editors). */
export const unpublishSynthesis = (id: number, body: PublicationBody) =>
  api.post("/api/syntheses/{id}/unpublish", { path: { id }, body });

/** POST /api/syntheses/{id}/restore: puts it back (editors). */
export const restoreSynthesis = (id: number, body: PublicationBody) =>
  api.post("/api/syntheses/{id}/restore", { path: { id }, body });
