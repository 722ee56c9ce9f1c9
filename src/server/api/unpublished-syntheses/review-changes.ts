import type { DraftRecord, DraftRepository, ReviewedAs } from "../../../db/repositories/drafts.ts";
import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { Tx } from "../../../db/transactions.ts";
import { type DocumentChange, documentChanges } from "../../../domain/document-changes.ts";
import { draftToDocument } from "../../../domain/editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";

export interface ChangesDeps {
  drafts: Pick<DraftRepository, "reviewBaseline">;
  publication: Pick<PublicationRepository, "referenceData">;
}

/** What changed since the review last settled on a version (api.md §5.16.9). */
export interface ReviewChanges {
  /** The review step that settled on the version compared with, and when; null before any. */
  since: { as: ReviewedAs; at: string } | null;
  changes: DocumentChange[];
  /** The version of the document now (DraftRecord.document_hash). */
  document_hash: string;
}

const opened = (json: string, lookups: DraftLookups) => draftToDocument(loadStoredDraft(json, lookups));

/**
 * A version of a draft as a review step keeps it (reviewed_json, a preview link's document): the
 * draft's own text, references by their ids (docs/decisions-incoming/review.md "An approval covers
 * the synthesis's own content"). Compared later, both sides are named with today's reference data,
 * so renaming a shared reagent, solvent, author or named reaction in the reference editors changes
 * no reviewed version: the approval and the preview link keep covering the draft. Versions kept
 * before this (names only, no ids) still compare by those names.
 */
export const reviewedVersion = (synthesisJson: string): string => synthesisJson;

/**
 * The changes between two versions of a draft's document, stored drafts or kept reviewed versions.
 * Both are opened with today's reference data, as publishing would name them, so a rename in the
 * archive between the two is no change of the draft. Identical texts need no reading at all.
 * Inside a transaction, pass it.
 */
export async function storedChanges(
  deps: Pick<ChangesDeps, "publication">,
  before: string,
  after: string,
  executor?: Tx,
): Promise<DocumentChange[]> {
  if (before === after) return [];
  const lookups = await deps.publication.referenceData(executor);
  return documentChanges(opened(before, lookups), opened(after, lookups));
}

/** The draft's changes since the review last settled on a version (none before its first submission). */
export async function changesSinceReview(deps: ChangesDeps, draft: DraftRecord): Promise<ReviewChanges> {
  const baseline = await deps.drafts.reviewBaseline(draft.id);
  return {
    since: baseline ? { as: baseline.as, at: baseline.at } : null,
    changes: baseline ? await storedChanges(deps, baseline.json, draft.synthesis_json) : [],
    document_hash: draft.document_hash,
  };
}
