import type { DraftRecord } from "../../../../db/repositories/drafts.ts";
import type { MailContact } from "../../../../db/repositories/reviews.ts";
import type { Tx } from "../../../../db/transactions.ts";
import { type DigestComment, draftCommentsMessage } from "../../../mail/messages.ts";
import type { ReviewDeps } from "./review-support.ts";

/**
 * How long the comments on one draft collect before they are e-mailed to one recipient: at most one
 * e-mail per draft and recipient in this time, however many comments (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments:
 * a limit per account and e-mail digests").
 */
export const COMMENT_DIGEST_MS = 5 * 60_000;

const isComment = (item: unknown): item is DigestComment =>
  typeof item === "object" &&
  item !== null &&
  typeof (item as DigestComment).from === "string" &&
  typeof (item as DigestComment).body === "string";

/**
 * Adds a comment to the e-mail that tells `recipient` about the comments on `draft`, in the
 * comment's transaction: the digest of the outbox for this draft and recipient when one is waiting,
 * else a new one due COMMENT_DIGEST_MS from now, written again with every comment it holds.
 */
export async function addToCommentDigest(
  deps: ReviewDeps,
  trx: Tx,
  input: { draft: DraftRecord; recipient: MailContact; forEditor: boolean; comment: DigestComment; at: Date },
): Promise<void> {
  const { draft, recipient, at } = input;
  const digest = await deps.outbox.openDigest(trx, `draft-comments:${draft.id}:user:${recipient.id}`, {
    to: recipient.email,
    at,
    dueAt: new Date(at.getTime() + COMMENT_DIGEST_MS),
  });
  const comments = [...digest.items.filter(isComment), input.comment];
  const message = draftCommentsMessage(deps.site, {
    to: recipient.email,
    name: recipient.name,
    title: draft.display_name,
    comments,
    forEditor: input.forEditor,
    draftId: draft.id,
  });
  await deps.outbox.writeDigest(trx, digest.id, message, comments);
}
