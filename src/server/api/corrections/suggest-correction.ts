import type { CorrectionRepository } from "../../../db/repositories/corrections.ts";
import type { DraftRecord, DraftRepository } from "../../../db/repositories/drafts.ts";
import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { ReviewRepository } from "../../../db/repositories/reviews.ts";
import type { SynthesisDocumentReader } from "../../../db/repositories/synthesis-document-reader.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import { revisionName } from "../../../domain/corrections.ts";
import { suggestionDraft } from "../../../domain/editor/suggestion-draft.ts";
import { conflict, notFound } from "../../../domain/errors.ts";
import { checkNewDraft, type DraftQuota } from "../unpublished-syntheses/draft-quota.ts";

export interface CorrectionDeps {
  transaction: TransactionRunner;
  drafts: DraftRepository;
  corrections: CorrectionRepository;
  reviews: Pick<ReviewRepository, "addComment">;
  reader: SynthesisDocumentReader;
  publication: Pick<PublicationRepository, "referenceData">;
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
 * published changes, and nobody is e-mailed: the draft goes to the editors when its contributor
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

  const at = new Date().toISOString();
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
      if (!prefilled)
        throw conflict(
          "id",
          "your revision draft of this synthesis was just deleted; suggest the correction again",
        );
      if (input.quota) checkNewDraft(input.quota, usage, Buffer.byteLength(prefilled.json));
      id = await deps.drafts.insert(trx, {
        userId,
        displayName: revisionName(synthesisId),
        synthesisJson: prefilled.json,
        at,
        revisionOf: { synthesisId, baseVersion: prefilled.version },
      });
      created = true;
    }
    if (created || (await deps.corrections.lastNote(id, userId, trx)) !== note) {
      await deps.reviews.addComment(trx, {
        draftId: id,
        authorUserId: userId,
        kind: "suggestion",
        body: note,
        at,
      });
    }
    return { draft: await deps.drafts.find(id, trx), created };
  });
  if (!outcome.draft) throw notFound("Unpublished synthesis");
  return { draft: outcome.draft, created: outcome.created };
}
