import type { DraftRecord, DraftRepository } from "../../../../db/repositories/drafts.ts";
import type { MailOutboxRepository } from "../../../../db/repositories/mail-outbox.ts";
import type { PublicationRepository } from "../../../../db/repositories/publication.ts";
import type { MailContact, ReviewRepository } from "../../../../db/repositories/reviews.ts";
import type { TransactionRunner, Tx } from "../../../../db/transactions.ts";
import { notFound } from "../../../../domain/errors.ts";
import type { MailMessage } from "../../../mail/mailer.ts";
import type { MailSite } from "../../../mail/messages.ts";
import type { UploadStorage } from "../../../storage/upload-storage.ts";

/** What the review commands (review.ts) and the preview link's (review-preview.ts) work with. */
export interface ReviewDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  drafts: DraftRepository;
  reviews: ReviewRepository;
  publication: Pick<PublicationRepository, "referenceData">;
  uploads: UploadStorage;
  outbox: MailOutboxRepository;
  /** Told after commit, so the messages go out at once. */
  mail: { wake(): void };
  site: MailSite;
  now?: () => Date;
}

export const clock = (deps: ReviewDeps) => (deps.now ?? (() => new Date()))();

/** Writes the messages in the transaction; the caller wakes the sender after commit. */
export async function enqueueAll(
  deps: ReviewDeps,
  trx: Tx,
  messages: MailMessage[],
  at: Date,
): Promise<void> {
  for (const message of messages) await deps.outbox.enqueue(trx, message, at);
}

/**
 * The editors to tell about the contributor's words: those who took part, else every editor; but
 * a draft never submitted is its author's own (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments: a limit per account
 * and e-mail digests"): only editors who wrote on it hear of it.
 */
export async function editorsToTell(deps: ReviewDeps, trx: Tx, draft: DraftRecord) {
  const involved = await deps.reviews.editorsWhoCommented(draft.id, trx);
  const editors =
    involved.length > 0 || draft.submitted_at === null ? involved : await deps.reviews.editors(trx);
  return editors.filter((e) => e.id !== draft.user.id);
}

export async function ownerOf(deps: ReviewDeps, trx: Tx, draft: DraftRecord): Promise<MailContact> {
  const owner = await deps.reviews.contact(draft.user.id, trx);
  if (!owner) throw notFound("Unpublished synthesis");
  return owner;
}

export async function reread(deps: ReviewDeps, id: number, trx?: Tx): Promise<DraftRecord> {
  const record = await deps.drafts.find(id, trx);
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}
