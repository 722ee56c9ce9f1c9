import type { DraftRecord, DraftRepository } from "../../../../db/repositories/drafts.ts";
import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { PublicationRepository } from "../../../../db/repositories/publication.ts";
import type { MailContact, ReviewRepository } from "../../../../db/repositories/reviews.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
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
  /** Told after commit, so the messages go out at once. */
  mail: { wake(): void };
  site: MailSite;
  now?: () => Date;
}

export const clock = (deps: ReviewDeps) => (deps.now ?? (() => new Date()))();

/** Writes the messages in the transaction; the caller wakes the sender after commit. */
export async function enqueueAll(
  repos: Pick<TxRepositories, "mailOutbox">,
  messages: MailMessage[],
  at: Date,
): Promise<void> {
  for (const message of messages) await repos.mailOutbox.enqueue(message, at);
}

/**
 * The editors to tell about the contributor's words: those who took part, else every editor; but
 * a draft never submitted is its author's own (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments: a limit per account
 * and e-mail digests"): only editors who wrote on it hear of it.
 */
export async function editorsToTell(repos: Pick<TxRepositories, "reviews">, draft: DraftRecord) {
  const involved = await repos.reviews.editorsWhoCommented(draft.id);
  const editors =
    involved.length > 0 || draft.submitted_at === null ? involved : await repos.reviews.editors();
  return editors.filter((e) => e.id !== draft.user.id);
}

export async function ownerOf(
  repos: Pick<TxRepositories, "reviews">,
  draft: DraftRecord,
): Promise<MailContact> {
  const owner = await repos.reviews.contact(draft.user.id);
  if (!owner) throw notFound("Unpublished synthesis");
  return owner;
}

/** The draft as it is now: `repos` of the write's transaction, or the command's own `deps` outside one. */
export async function reread(
  repos: { drafts: Pick<DraftRepository, "find"> },
  id: number,
): Promise<DraftRecord> {
  const record = await repos.drafts.find(id);
  if (!record) throw notFound("Unpublished synthesis");
  return record;
}
