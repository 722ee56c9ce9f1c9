import type { CorrectionRepository } from "../../../db/repositories/corrections.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import { revisionName } from "../../../domain/corrections.ts";
import { suggestionDraft } from "../../../domain/editor/suggestion-draft.ts";
import { conflict, notFound } from "../../../domain/errors.ts";
import { reviewCommentText } from "../../../domain/review-texts.ts";
import { addToCommentDigest } from "../shared/drafts/comment-digest.ts";
import { checkNewDraft, type DraftQuota } from "../shared/drafts/draft-quota.ts";
import { editorsToTell, type ReviewDeps } from "../shared/drafts/review-support.ts";

/** The review's own (transaction, drafts, reviews, outbox, mail) with what a suggestion reads. */
export interface CorrectionDeps extends ReviewDeps {
  corrections: CorrectionRepository;
  reader: SynthesisDocumentReader;
}

export interface SuggestedCorrection {
  draft: DraftRecord;
  /** False when the contributor already had an open revision draft of the synthesis. */
  created: boolean;
}

/**
 * A contributor suggests a correction of a published synthesis (issue 40 point 6, api.md §5.10.1):
 * their revision draft of it, prefilled with the published version and tied to that version, with
 * the note (what is wrong, and the source) as the draft's first review comment, so the editor who
 * reviews the draft reads it beside the changes. A contributor who already has an open revision
 * draft of the synthesis gets that one back (`created: false`) and the note is added to it, unless
 * it repeats the last one they left (a request sent twice leaves one draft and one note). Nothing
 * published changes. A note is told as the contributor's comment would be (review.ts
 * commentOnDraft): to the editors who took part, or every editor once the draft was submitted, in
 * the comment digest; so a new draft mails nobody and goes to the editors when its contributor
 * submits it, as every draft does. An unknown or unpublished synthesis is a 404.
 */
export async function suggestCorrection(
  deps: CorrectionDeps,
  input: { userId: number; synthesisId: number; note: string; quota?: DraftQuota },
): Promise<SuggestedCorrection> {
  const { userId, synthesisId, note } = input;
  if ((await deps.corrections.publicVersion(synthesisId)) === undefined) throw notFound("Synthesis");
  // Read and stored outside the transaction (a few queries over the reference data); only when
  // no open draft exists, which the transaction checks again.
  let prefilled: { json: string; version: number } | undefined;
  if (!(await deps.corrections.openDraftOf(userId, synthesisId))) {
    const read = await deps.reader.read(synthesisId);
    if (!read || read.unpublished_at !== null) throw notFound("Synthesis");
    const lookups = await deps.publication.referenceData();
    prefilled = { json: JSON.stringify(suggestionDraft(read.document, lookups)), version: read.version };
  }

  const at = new Date();
  const outcome = await deps.transaction(async (trx) => {
    // On PostgreSQL this locks the contributor's row: two suggestions of one contributor at once
    // take turns, so the second finds the first one's draft instead of making another.
    const usage = await deps.drafts.usage(trx, userId);
    const open = await deps.corrections.openDraftOf(userId, synthesisId, trx);
    let id: number;
    let created = false;
    if (open) id = open.id;
    else {
      // Unpublished meanwhile: no draft of a synthesis readers cannot see.
      if ((await deps.corrections.publicVersion(synthesisId, trx)) === undefined) throw notFound("Synthesis");
      // The draft found before was deleted meanwhile (by its owner, in another tab).
      if (!prefilled) {
        throw conflict(
          "id",
          "your revision draft of this synthesis was just deleted; suggest the correction again",
        );
      }
      if (input.quota) checkNewDraft(input.quota, usage, Buffer.byteLength(prefilled.json));
      id = await deps.drafts.insert(trx, {
        userId,
        displayName: revisionName(synthesisId),
        synthesisJson: prefilled.json,
        at: at.toISOString(),
        revisionOf: { synthesisId, baseVersion: prefilled.version },
      });
      created = true;
    }
    const draft = await deps.drafts.find(id, trx);
    if (!draft) throw notFound("Unpublished synthesis");
    if (created || (await deps.corrections.lastNote(id, userId, trx)) !== note) {
      await deps.reviews.addComment(trx, {
        draftId: id,
        authorUserId: userId,
        kind: "suggestion",
        body: note,
        at: at.toISOString(),
      });
      const editors = (await editorsToTell(deps, trx, draft)).filter((e) => e.id !== userId);
      // In the order of their ids, as review.ts does: concurrent comments lock digests in one order.
      for (const recipient of editors.sort((a, b) => a.id - b.id)) {
        await addToCommentDigest(deps, trx, {
          draft,
          recipient,
          forEditor: true,
          comment: { from: draft.user.name, body: reviewCommentText("suggestion", note) },
          at,
        });
      }
    }
    return { draft, created };
  });
  deps.mail.wake();
  return outcome;
}
