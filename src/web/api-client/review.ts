import type { z } from "zod";
import type { draftRecordSchema } from "../../contract/drafts.ts";
import type {
  commentBodySchema,
  draftCommentSchema,
  publishAnswerSchema,
  publishBodySchema,
  reviewChangesSchema,
  reviewQueueSchema,
  secondLookAnswerSchema,
} from "../../contract/review.ts";
import { api } from "./api.ts";

/** The editor's calls of the review and publishing routes (docs/product/api.md §5.14, §5.16). */

export type ReviewChangesAnswer = z.output<typeof reviewChangesSchema>;
export type ReviewChange = ReviewChangesAnswer["changes"][number];
export type DraftComment = z.output<typeof draftCommentSchema>;
export type ReviewQueueEntry = z.output<typeof reviewQueueSchema>[number];
type CommentBody = z.input<typeof commentBodySchema>;
type Draft = z.output<typeof draftRecordSchema>;

const path = (id: number, action: string) => `/api/unpublishedSyntheses/${id}/${action}`;

/** GET /api/unpublishedSyntheses/{id}/changes: what changed since the review last settled on a version. */
export const reviewChanges = (draftId: number) => api.get<ReviewChangesAnswer>(path(draftId, "changes"));

/** POST /api/unpublishedSyntheses/{id}/submit: the owner submits the draft for review. */
export const submitDraft = (draftId: number) => api.post<Draft>(path(draftId, "submit"), {});

/** GET /api/unpublishedSyntheses/{id}/comments: the draft's comments, oldest first. */
export const draftComments = (draftId: number) => api.get<DraftComment[]>(path(draftId, "comments"));

/** POST /api/unpublishedSyntheses/{id}/comments: a comment on the draft. */
export const commentOnDraft = (draftId: number, body: CommentBody) =>
  api.post<DraftComment>(path(draftId, "comments"), body);

/** POST /api/unpublishedSyntheses/{id}/request-changes: editors send the draft back with what to change. */
export const requestChanges = (draftId: number, body: CommentBody) =>
  api.post<Draft>(path(draftId, "request-changes"), body);

/** POST /api/unpublishedSyntheses/{id}/second-look: editors send the submitter a preview link. */
export const sendForSecondLook = (draftId: number) =>
  api.post<z.output<typeof secondLookAnswerSchema>>(path(draftId, "second-look"), {});

/** POST /api/unpublishedSyntheses/{id}/publish: editors publish the draft. */
export const publishDraft = (draftId: number, body: z.input<typeof publishBodySchema>) =>
  api.post<z.output<typeof publishAnswerSchema>>(path(draftId, "publish"), body);

/** GET /api/review/queue: the drafts waiting for review (editors). */
export const reviewQueue = () => api.get<ReviewQueueEntry[]>("/api/review/queue");
