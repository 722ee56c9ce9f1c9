import type { DraftRecord, DraftRepository } from "../../../db/repositories/drafts.ts";
import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { ReviewRepository } from "../../../db/repositories/reviews.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import type { DraftStatus } from "../../../domain/draft-status.ts";
import { invalidInput, notFound } from "../../../domain/errors.ts";
import { checkChangedDraft, checkNewDraft, type DraftQuota } from "../shared/drafts/draft-quota.ts";
import { storedChanges } from "./review-changes.ts";

export interface DraftDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  drafts: DraftRepository;
  /** A submitter's change withdraws the submission: its preview links expire, a comment says so. */
  reviews: Pick<ReviewRepository, "expirePreviewLinks" | "addComment">;
  publication: Pick<PublicationRepository, "referenceData">;
}

/** The states in which the editors hold a draft; a change by its submitter takes it back. */
const UNDER_REVIEW: readonly DraftStatus[] = ["submitted", "second_look", "approved"];
/** The comment that marks the withdrawal in the draft's conversation. */
export const WITHDRAWN_TEXT = "Changed the synthesis after submitting it: the submission is withdrawn.";

/**
 * Draft writes (docs/product/api.md §5.7). Drafts are not public, so they leave the data revision
 * alone: a draft saved every few seconds must not empty every server's cache of public answers and
 * rebuild the search index. (A draft that names a reagent deleted at that very moment is caught by
 * the completeness check when it is submitted or published.) A revision draft of a published
 * synthesis changes nothing published either: only the draft row is written.
 */
export async function createDraft(
  deps: DraftDeps,
  input: {
    userId: number;
    displayName: string;
    synthesisJson: string;
    /** A revision draft: the published synthesis it changes and the version it was opened at. */
    revisionOf?: { synthesisId: number; baseVersion: number };
    /** The owner's limits (shared/drafts/draft-quota.ts); none for editors. */
    quota?: DraftQuota;
  },
): Promise<DraftRecord> {
  const record = await deps.transaction(async (trx) => {
    if (input.quota) {
      const usage = await deps.drafts.usage(trx, input.userId);
      checkNewDraft(input.quota, usage, Buffer.byteLength(input.synthesisJson));
    }
    if (input.revisionOf) {
      const current = await deps.drafts.synthesisVersion(trx, input.revisionOf.synthesisId);
      if (current === undefined) throw notFound("Published synthesis", "synthesis_id");
      if (input.revisionOf.baseVersion > current) {
        throw invalidInput(
          "base_version",
          `must be at most the current version of the synthesis (${current})`,
        );
      }
    }
    const id = await deps.drafts.insert(trx, { ...input, at: new Date().toISOString() });
    return deps.drafts.find(id, trx);
  });
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}

/**
 * Saves a draft. When its owner changes the synthesis of a draft under review (submitted, second
 * look, approved), the submission is withdrawn in the same transaction: the status goes back to
 * `draft`, unused preview links expire and a `withdrawn` comment says so, so nothing the editors or
 * the submitter reviewed can be swapped for something else. An editor's change keeps the status
 * (editors fix details); the preview link and the approval then no longer cover it. Renaming the
 * draft, or saving the same synthesis again, changes nothing that is published and withdraws nothing.
 * `quota`: the limits of the one who saves it (a contributor saves only their own drafts).
 */
export async function updateDraft(
  deps: DraftDeps,
  draft: DraftRecord,
  changes: { displayName?: string; synthesisJson?: string },
  actor: { id: number },
  quota?: DraftQuota,
): Promise<DraftRecord> {
  const { id } = draft;
  const withdraws =
    actor.id === draft.user.id &&
    UNDER_REVIEW.includes(draft.status) &&
    changes.synthesisJson !== undefined &&
    (await storedChanges(deps, draft.synthesis_json, changes.synthesisJson)).length > 0;
  const at = new Date().toISOString();
  const record = await deps.transaction(async (trx) => {
    if (quota && changes.synthesisJson !== undefined) {
      const stored = await deps.drafts.size(trx, id);
      // A published draft no longer counts (usage() leaves it out).
      if (stored && !stored.published) {
        // The owner never changes; the size is read again once usage() has locked the owner.
        const usage = await deps.drafts.usage(trx, stored.userId);
        const before = (await deps.drafts.size(trx, id))?.bytes ?? stored.bytes;
        checkChangedDraft(quota, usage, before, Buffer.byteLength(changes.synthesisJson));
      }
    }
    if (!(await deps.drafts.update(trx, id, { ...changes, at }))) return undefined;
    // Conditional: a draft that left review meanwhile (sent back, published) keeps its state.
    if (withdraws && (await deps.drafts.setStatus(trx, id, { from: UNDER_REVIEW, to: "draft", at }))) {
      await deps.reviews.expirePreviewLinks(trx, id, at);
      await deps.reviews.addComment(trx, {
        draftId: id,
        authorUserId: actor.id,
        kind: "withdrawn",
        body: WITHDRAWN_TEXT,
        at,
      });
    }
    return deps.drafts.find(id, trx);
  });
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}

export async function deleteDraft(deps: DraftDeps, id: number): Promise<void> {
  const deleted = await deps.transaction(async (trx) => {
    return deps.drafts.remove(trx, id);
  });
  if (!deleted) throw notFound("Unpublished synthesis");
}
