import type { DraftRecord, DraftRepository } from "../../../db/repositories/drafts.ts";
import type { MailOutboxRepository } from "../../../db/repositories/mail-outbox.ts";
import type { PublicationRepository } from "../../../db/repositories/publication.ts";
import type { ReviewRepository } from "../../../db/repositories/reviews.ts";
import type { SynthesisReferenceRepository } from "../../../db/repositories/synthesis-references.ts";
import {
  draftChanged as changedSince,
  conflict,
  incomplete,
  notFound,
  refusedByState,
} from "../../../domain/errors.ts";
import { checkStoredDraft, type PublishProblem, uploadedImages } from "../../../domain/publish-check.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { withDoiCitations } from "../../doi/doi-citations.ts";
import type { DoiResolver } from "../../doi/resolve-doi.ts";
import { draftPublishedMessage, type MailSite } from "../../mail/messages.ts";
import { checkPng } from "../../storage/png-reader.ts";
import type { UploadStorage } from "../../storage/upload-storage.ts";
import { historyNote } from "../shared/synthesis-writing/history-note.ts";
import { type PublishDeps, publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";
import type { PendingImage } from "../shared/synthesis-writing/synthesis-files.ts";
import { changesSinceReview, type ReviewChanges } from "./review-changes.ts";

export interface PublishDraftDeps extends PublishDeps {
  drafts: DraftRepository;
  publication: PublicationRepository;
  /** Raises a synthesis's version and keeps its history. */
  references: SynthesisReferenceRepository;
  uploads: UploadStorage;
  /** The review workflow (docs/product/api.md §5.16): the publish reason and the contributor's e-mail. */
  reviews: ReviewRepository;
  outbox: MailOutboxRepository;
  mail: { wake(): void };
  site: MailSite;
  /**
   * The DOI look-up (DOI_RESOLVER_URL): a reference known only by its DOI is published with the
   * citation it finds, else with the text composed from the DOI. Absent: always composed.
   */
  doiResolver?: Pick<DoiResolver, "resolve">;
}

export interface PublishedDraft {
  id: number;
  version: number;
  draft: DraftRecord;
}

/**
 * Publishes a draft (docs/product/api.md §5.14). The draft is checked as a whole first (every
 * problem at once, 422, nothing written). A draft of a new synthesis becomes a new synthesis credited
 * to the draft's owner; a revision draft replaces the rows of its synthesis in place (same id), only
 * when the synthesis is still at the version the draft was opened at (409 otherwise). Either way,
 * in one transaction: the rows, the version, a history entry (who published, when, the note), the
 * draft's publication mark and the data revision. Uploaded PNGs are copied into the synthesis's
 * image folders after commit, and a revision removes the images no row names any more.
 */
export async function publishDraft(
  deps: PublishDraftDeps,
  input: {
    draftId: number;
    userId: number;
    note?: string | null;
    reason?: string | null;
    /** The document_hash of the version the editor has open (api.md §5.16.7). */
    seen?: string | null;
  },
): Promise<PublishedDraft> {
  const draft = await deps.drafts.find(input.draftId);
  if (!draft) throw notFound("Unpublished synthesis");
  if (draft.published_at !== null) throw alreadyPublished(draft.published_synthesis_id);
  // Completeness first: the editor sees everything still missing before anything else.
  const { check, problems, files } = await checkDraft(deps, draft);
  if (problems.length > 0 || !check.document) throw incomplete(problems);

  // What is published is what the editor has seen: the version they have open (`seen`) and, for
  // someone else's draft, any change since the review last settled on a version.
  const own = draft.user.id === input.userId;
  const review = own ? null : await changesSinceReview(deps, draft);
  if (input.seen != null && input.seen !== draft.document_hash) {
    throw draftChanged(
      "this draft has changed since you opened it; open it again to see the changes",
      draft,
      review,
    );
  }
  const changed = (review?.changes.length ?? 0) > 0;
  if (changed && input.seen == null) {
    throw draftChanged(
      "this draft has changed since the review; read the changes, then publish again with `seen`",
      draft,
      review,
    );
  }

  // Someone else's draft is published without a word of why only once its submitter approved the
  // preview of exactly this version; an editor's own draft has no one else to approve it.
  const needsReason = !own && !(draft.status === "approved" && !changed);
  const reason = needsReason ? (input.reason?.trim() ? input.reason : null) : null;
  if (needsReason && !reason) {
    const message =
      draft.status === "approved"
        ? "this draft has changed since its submitter approved it; send it for another look or give a reason to publish anyway"
        : "this draft has not been approved by its submitter; give a reason to publish anyway";
    // What changed since the review comes with it, whatever `seen` said: a renamed reagent, say,
    // changes what is published without changing the draft's text.
    throw refusedByState(`reason: ${message}`, {
      field: "reason",
      ...(changed ? { details: reviewDetails(draft, review) } : {}),
    });
  }

  const revisionOf = draft.synthesis_id;
  // Before the transaction: a resolver that is slow holds up this request only, never the database.
  const cited = await withDoiCitations(check.document, deps.doiResolver);
  const document: SynthesisDocument = withPngUploads({
    ...cited,
    // The page credits the draft's owner; a revision keeps the synthesis's own submitter.
    submitter: draft.user.name,
  });
  const at = new Date().toISOString();
  let version = 1;
  const id = await publishSynthesis(deps, document, {
    submitterUserId: draft.user.id,
    files,
    ...(revisionOf === null
      ? {}
      : {
          replace: revisionOf,
          before: async (trx) => {
            // First in the transaction: on PostgreSQL the update locks the row for concurrent writers.
            const raised = await deps.references.raiseVersion(trx, revisionOf, at);
            if (raised === undefined) throw notFound("Published synthesis", "synthesis_id");
            if (raised - 1 !== draft.base_version) {
              throw conflict("base_version", "changed by someone else since you opened it");
            }
            version = raised;
          },
        }),
    after: async (trx, synthesisId) => {
      if (!(await deps.publication.markDraftPublished(trx, draft.id, synthesisId, at))) {
        throw alreadyPublished(null);
      }
      const notes = [input.note, reason ? `without the submitter's approval: ${reason}` : null];
      await deps.references.addHistory(trx, {
        synthesisId,
        userId: input.userId,
        at,
        version,
        note: historyNote(revisionOf === null ? "Published" : "Revised", notes.filter(Boolean).join("; ")),
        // The version is the draft owner's work (a revision keeps the synthesis's submitter, so
        // this is where a suggested correction's contributor is credited).
        contributorUserId: draft.user.id,
      });
      if (reason) {
        await deps.reviews.addComment(trx, {
          draftId: draft.id,
          authorUserId: input.userId,
          kind: "publish_reason",
          body: reason,
          at,
        });
      }
      await deps.reviews.expirePreviewLinks(trx, draft.id, at);
      const owner = await deps.reviews.contact(draft.user.id, trx);
      if (owner && owner.id !== input.userId) {
        const message = draftPublishedMessage(deps.site, {
          to: owner.email,
          name: owner.name,
          title: draft.display_name,
          synthesisId,
        });
        await deps.outbox.enqueue(trx, message, new Date(at));
      }
    },
  });
  deps.mail.wake();
  const published = await deps.drafts.find(draft.id);
  if (!published) throw notFound("Unpublished synthesis");
  return { id, version, draft: published };
}

/**
 * The completeness check of a draft as publishing runs it (every problem at once), with the stored
 * uploads it names: a PNG no longer stored is a problem at its chemical.
 */
export async function checkDraft(
  deps: { publication: Pick<PublicationRepository, "referenceData">; uploads: UploadStorage },
  draft: DraftRecord,
): Promise<{
  check: ReturnType<typeof checkStoredDraft>;
  problems: PublishProblem[];
  files: PendingImage[];
}> {
  const check = checkStoredDraft(draft.synthesis_json, await deps.publication.referenceData());
  const problems: PublishProblem[] = [...check.problems];
  const files: PendingImage[] = [];
  for (const upload of uploadedImages(check.source)) {
    const bytes = await deps.uploads.read(upload.filename);
    // Checked again: a file stored before uploads were checked whole may be unsafe to publish.
    const png = bytes ? await checkPng(bytes) : null;
    if (!png?.ok) {
      const why = png ? png.message : "is no longer stored";
      problems.push({
        path: upload.path,
        message: `The image '${upload.filename}' ${why}: drop the PNG again.`,
      });
      continue;
    }
    files.push({
      folder: upload.special ? "special-reagents" : (id) => `syntheses/${id}`,
      name: `${upload.filename}.png`,
      svg: png.bytes,
    });
  }
  return { check, problems, files };
}

/** 409 naming `seen`, with what changed since the review and the version to confirm. */
function draftChanged(message: string, draft: DraftRecord, review: ReviewChanges | null) {
  return changedSince("seen", message, reviewDetails(draft, review));
}

const reviewDetails = (draft: DraftRecord, review: ReviewChanges | null) => ({
  since: review?.since ?? null,
  changes: review?.changes ?? [],
  document_hash: draft.document_hash,
});

function alreadyPublished(synthesisId: number | null) {
  return conflict(
    "id",
    synthesisId === null
      ? "this draft is already published"
      : `this draft is already published as synthesis ${synthesisId}`,
  );
}

/** Uploaded images are PNG files whatever extension the draft gives them. */
function withPngUploads(doc: SynthesisDocument): SynthesisDocument {
  const png = <T extends { smiles: string | null; filename?: string | null; extension?: string | null }>(
    c: T,
  ): T => (!c.smiles && c.filename?.startsWith("upload-") ? { ...c, extension: "png" } : c);
  return {
    ...doc,
    parts: doc.parts.map((part) => ({
      ...part,
      reactions: part.reactions.map((r) => ({
        ...r,
        substrates: r.substrates.map(png),
        products: r.products.map(png),
        special_reagent: r.special_reagent ? png(r.special_reagent) : null,
      })),
    })),
  };
}
