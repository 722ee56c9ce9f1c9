import type { DraftRecord, DraftRepository, ReviewedAs } from "../../../db/repositories/drafts.ts";
import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
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
  /**
   * A revision draft: what it changes in the published synthesis as it is now (its current version),
   * so the reviewer reads the revision itself; null for a draft of a new synthesis, or when the
   * synthesis is gone.
   */
  published: PublishedChanges | null;
}

/** The changes a revision draft makes to its published synthesis. */
export interface PublishedChanges {
  synthesis_id: number;
  /** The version compared with (the synthesis's current one; the draft was opened at base_version). */
  version: number;
  changes: DocumentChange[];
}

const opened = (json: string, lookups: DraftLookups) => draftToDocument(loadStoredDraft(json, lookups));

/**
 * A version of a draft as a review step keeps it (reviewed_json, a preview link's document): the
 * draft's own text, references by their ids (docs/decisions/publishing/0125-a-review-loop-that-says-what-to-do.md "An approval covers
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
 * Inside a transaction, pass its repositories as `deps`.
 */
export async function storedChanges(
  deps: Pick<ChangesDeps, "publication">,
  before: string,
  after: string,
): Promise<DocumentChange[]> {
  if (before === after) return [];
  const lookups = await deps.publication.referenceData();
  return documentChanges(opened(before, lookups), opened(after, lookups));
}

/**
 * The draft's changes since the review last settled on a version (none before its first submission)
 * and, given the published documents, a revision's changes to its published synthesis.
 */
export async function changesSinceReview(
  deps: ChangesDeps & { synthesisDocuments?: Pick<SynthesisDocumentReader, "read"> },
  draft: DraftRecord,
): Promise<ReviewChanges> {
  const baseline = await deps.drafts.reviewBaseline(draft.id);
  return {
    since: baseline ? { as: baseline.as, at: baseline.at } : null,
    changes: baseline ? await storedChanges(deps, baseline.json, draft.synthesis_json) : [],
    document_hash: draft.document_hash,
    published: deps.synthesisDocuments
      ? await changesToPublished(deps, deps.synthesisDocuments, draft)
      : null,
  };
}

/**
 * What a revision draft changes in its published synthesis: the synthesis read back as a document
 * (as the editor's Open and a revision's first save read it) and the draft, both named with today's
 * reference data, compared as review changes are (domain/document-changes.ts).
 */
export async function changesToPublished(
  deps: Pick<ChangesDeps, "publication">,
  reader: Pick<SynthesisDocumentReader, "read">,
  draft: DraftRecord,
): Promise<PublishedChanges | null> {
  if (draft.synthesis_id === null) return null;
  const published = await reader.read(draft.synthesis_id);
  if (!published) return null;
  const lookups = await deps.publication.referenceData();
  // The draft's submitter field is not what publishing stores (it credits the owner): left as is.
  const before = opened(JSON.stringify(published.document), lookups);
  const after = opened(draft.synthesis_json, lookups);
  return { synthesis_id: published.id, version: published.version, changes: documentChanges(before, after) };
}
