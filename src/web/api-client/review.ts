import { api } from "./api.ts";
import type { AnswerOf, BodyOf } from "./api-routes.ts";

/** The editor's calls of the review and publishing routes (docs/product/api.md §5.14, §5.16). */

export type ReviewChangesAnswer = AnswerOf<"get", "/api/unpublishedSyntheses/{id}/changes">;
export type ReviewChange = ReviewChangesAnswer["changes"][number];
export type DraftComment = AnswerOf<"post", "/api/unpublishedSyntheses/{id}/comments">;
export type ReviewQueueEntry = AnswerOf<"get", "/api/review/queue">[number];
type CommentBody = BodyOf<"post", "/api/unpublishedSyntheses/{id}/comments">;

/** GET /api/unpublishedSyntheses/{id}/changes: what changed since the review last settled on a version. */
export const reviewChanges = (id: number) =>
  api.get("/api/unpublishedSyntheses/{id}/changes", { path: { id } });

/** POST /api/unpublishedSyntheses/{id}/submit: the owner submits the draft for review. */
export const submitDraft = (id: number) =>
  api.post("/api/unpublishedSyntheses/{id}/submit", { path: { id } });

/** GET /api/unpublishedSyntheses/{id}/comments: the draft's comments, oldest first. */
export const draftComments = (id: number) =>
  api.get("/api/unpublishedSyntheses/{id}/comments", { path: { id } });

/** POST /api/unpublishedSyntheses/{id}/comments: a comment on the draft. */
export const commentOnDraft = (id: number, body: CommentBody) =>
  api.post("/api/unpublishedSyntheses/{id}/comments", { path: { id }, body });

/** POST /api/unpublishedSyntheses/{id}/request-changes: editors send the draft back with what to change. */
export const requestChanges = (id: number, body: CommentBody) =>
  api.post("/api/unpublishedSyntheses/{id}/request-changes", { path: { id }, body });

/** POST /api/unpublishedSyntheses/{id}/second-look: editors send the submitter a preview link. */
export const sendForSecondLook = (id: number) =>
  api.post("/api/unpublishedSyntheses/{id}/second-look", { path: { id } });

/** POST /api/unpublishedSyntheses/{id}/publish: editors publish the draft. */
export const publishDraft = (id: number, body: BodyOf<"post", "/api/unpublishedSyntheses/{id}/publish">) =>
  api.post("/api/unpublishedSyntheses/{id}/publish", { path: { id }, body });

/** GET /api/unpublishedSyntheses/{id}/check: what stands between the draft and publishing. */
export const checkDraft = (id: number) => api.get("/api/unpublishedSyntheses/{id}/check", { path: { id } });

/** GET /api/review/queue: the drafts waiting for review (editors). */
export const reviewQueue = () => api.get("/api/review/queue");
