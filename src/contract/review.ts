import { z } from "zod";
import { DRAFT_STATUSES } from "../domain/draft-status.ts";
import { isPlainText, MULTI_LINE_MESSAGE } from "../domain/plain-text.ts";
import type { SynthesisDocument } from "../domain/synthesis-document.ts";
import { draftRecordSchema, draftSummarySchema } from "./drafts.ts";

/**
 * Review and publishing (docs/product/api.md §5.14 to §5.16): the bodies of a draft's comments,
 * change requests and preview answers, of publishing, and of unpublishing and restoring a
 * synthesis, and the answers of those calls.
 */

/** The text of a comment, a change request or an answer. */
export const commentBodySchema = z.object({
  body: z
    .string({ error: "must be a text" })
    .trim()
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .min(1, "must not be empty")
    .max(4000, "must be at most 4000 characters"),
});

/** The note kept in the synthesis's history with a publication (optional). */
export const noteSchema = z
  .string({ error: "must be a text" })
  .trim()
  .max(500, "must be at most 500 characters")
  .refine(isPlainText, MULTI_LINE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** Why a draft its submitter has not approved is published anyway (docs/product/api.md §5.16). */
const reasonSchema = z
  .string({ error: "must be a text" })
  .trim()
  .max(1000, "must be at most 1000 characters")
  .refine(isPlainText, MULTI_LINE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** The document_hash of the version the editor has open: a draft changed since is refused (409). */
const seenSchema = z
  .string({ error: "must be the document_hash of the draft" })
  .regex(/^[0-9a-f]{64}$/, "must be the document_hash of the draft")
  .nullish();

/** POST /api/unpublishedSyntheses/{id}/publish: `{note?, reason?, seen?}`, or no body. */
export const publishBodySchema = z.object({ note: noteSchema, reason: reasonSchema, seen: seenSchema });

/** POST /api/syntheses/{id}/unpublish and /restore: `{note?, version?}`, or no body. */
export const publicationBodySchema = z.object({
  note: noteSchema,
  /** The version the editor opened; a stale one is refused (409). */
  version: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .positive("must be positive")
    .optional(),
});

/** A comment on a draft (its kind: a comment, a change request, an answer…). */
export const draftCommentSchema = z.looseObject({
  id: z.number(),
  kind: z.string(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ id: z.number(), name: z.string() }),
});

/** What stands between a draft and publishing: each problem at its path. */
export const draftCheckSchema = z.looseObject({
  problems: z.array(z.looseObject({ path: z.string(), message: z.string() })),
});

/** One difference: where, what, and the value before and after as text (null: added, removed). */
export const reviewChangeSchema = z.looseObject({
  place: z.string(),
  field: z.string(),
  change: z.enum(["added", "removed", "changed"]),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * The changes of a draft since the review step that settled on a version and, for a revision, what
 * it changes in the published synthesis at its current version (null for a new synthesis).
 */
export const reviewChangesSchema = z.looseObject({
  since: z.looseObject({ as: z.string(), at: z.string() }).nullable(),
  changes: z.array(reviewChangeSchema),
  document_hash: z.string(),
  published: z
    .looseObject({ synthesis_id: z.number(), version: z.number(), changes: z.array(reviewChangeSchema) })
    .nullable(),
});

/** A draft waiting for review, its submitter, and what they created that waits for an editor. */
const createdItem = z.looseObject({ id: z.number(), name: z.string() });
export const reviewQueueEntrySchema = z.looseObject({
  draft: draftSummarySchema,
  owner: z.looseObject({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  created_items: z.looseObject({
    authors: z.array(createdItem),
    reagents: z.array(createdItem),
    solvents: z.array(createdItem),
    named_reactions: z.array(createdItem),
  }),
});
export const reviewQueueSchema = z.array(reviewQueueEntrySchema);

/** The draft as a second look leaves it (waiting for its submitter). */
export const secondLookAnswerSchema = z.looseObject({ draft: draftRecordSchema });

/** What publishing a draft answers: the synthesis, its new version, and the published draft. */
export const publishAnswerSchema = z.looseObject({
  id: z.number(),
  version: z.number(),
  draft: draftRecordSchema,
});

/** A preview link's draft as its submitter sees it, and the state an answer leaves it in. */
export const previewSchema = z.looseObject({
  draft_id: z.number(),
  status: z.enum(DRAFT_STATUSES),
  document: z.record(z.string(), z.unknown()).nullable(),
});
export const previewAnswerSchema = z.looseObject({ draft_id: z.number(), status: z.enum(DRAFT_STATUSES) });

/** A synthesis's publication state after unpublishing or restoring it. */
export const publicationStateSchema = z.looseObject({
  id: z.number(),
  version: z.number(),
  unpublished_at: z.string().nullable(),
});

/** One entry of a published synthesis's history: who changed it, when, to which version, why. */
export const historyEntrySchema = z.looseObject({
  at: z.string(),
  user: z.looseObject({ id: z.number(), name: z.string() }).nullable(),
  version: z.number(),
  note: z.string(),
  /** Whose draft the version was published from (a suggested correction's contributor); null otherwise. */
  contributor: z.looseObject({ id: z.number(), name: z.string() }).nullable(),
});
/** GET /api/syntheses/{id}/history: the version an editor checks against, and the history. */
export const synthesisHistorySchema = z.object({ version: z.number(), history: z.array(historyEntrySchema) });

/** A published synthesis as a Synthesis document, for the editor's Open dialog. */
export const synthesisDocumentSchema = publicationStateSchema.extend({
  document: z.record(z.string(), z.unknown()),
});
/** The answer as the editor reads it: the document is a Synthesis document (domain/synthesis-document.ts). */
export type SynthesisDocumentAnswer = z.output<typeof synthesisDocumentSchema> & {
  document: SynthesisDocument;
};
