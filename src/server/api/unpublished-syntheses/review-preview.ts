import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { PreviewLink } from "../../../db/repositories/reviews.ts";
import type { Tx } from "../../../db/transactions.ts";
import { draftChanged, invalidToken, tokenExpired, tokenUsed } from "../../../domain/errors.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { previewAnsweredNotice, previewApprovedNotice } from "../../mail/messages.ts";
import {
  clock,
  editorsToTell,
  enqueueAll,
  type ReviewDeps,
  reread,
} from "../shared/drafts/review-support.ts";
import { storedChanges } from "./review-changes.ts";

/** The shape of our tokens (32 random bytes, base64url); anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const unknownLink = () => invalidToken("this preview link is not valid");
const usedLink = () => tokenUsed("this preview link has already been used");
const expiredLink = () => tokenExpired("this preview link has expired; ask the editor for a new one");
const changedDraft = () =>
  draftChanged(
    "token",
    "the synthesis has changed since this preview link was sent, so the link cannot approve it; ask the editor for a new one",
  );

/** True when the draft's document is still the version the link was sent for. */
async function linkStillFits(
  deps: ReviewDeps,
  link: PreviewLink,
  synthesisJson: string,
  trx?: Tx,
): Promise<boolean> {
  if (link.synthesisJson === null) return false;
  return (await storedChanges(deps, link.synthesisJson, synthesisJson, trx)).length === 0;
}

export interface OpenPreview {
  link: PreviewLink;
  draft: DraftRecord;
}

/**
 * The draft of a preview link from an e-mail: 400 `invalid_token` naming `token` when there is no such link, 410
 * when it was used, has expired, or the draft has left the second look since, 409 `draft_changed`
 * when the synthesis is no longer the version the link was sent for (an editor changed it).
 */
export async function openPreview(deps: ReviewDeps, token: string): Promise<OpenPreview> {
  if (!TOKEN_SHAPE.test(token)) throw unknownLink();
  const link = await deps.reviews.findPreviewLink(sha256Hex(token));
  if (!link) throw unknownLink();
  if (link.usedAt) throw usedLink();
  if (link.expiresAt <= clock(deps).toISOString()) throw expiredLink();
  const draft = await deps.drafts.find(link.draftId);
  if (!draft) throw unknownLink();
  if (draft.status !== "second_look") throw expiredLink();
  if (!(await linkStillFits(deps, link, draft.synthesis_json))) throw changedDraft();
  return { link, draft };
}

/** The submitter's answer to the preview: approve it, or answer with what should still change. */
export async function answerPreview(
  deps: ReviewDeps,
  token: string,
  answer: { approve: true } | { approve: false; body: string },
): Promise<DraftRecord> {
  const { link, draft } = await openPreview(deps, token);
  const at = clock(deps);
  const record = await deps.transaction(async (trx) => {
    // Spent first: of two parallel answers with one link, the second rolls back with a 410.
    if (!(await deps.reviews.usePreviewLink(trx, link.id, at.toISOString()))) throw usedLink();
    const to = answer.approve ? "approved" : "submitted";
    if (!(await deps.drafts.setStatus(trx, draft.id, { from: ["second_look"], to, at: at.toISOString() }))) {
      throw expiredLink();
    }
    // Checked again inside the transaction: a change saved since the link was opened refuses it.
    const current = await reread(deps, draft.id, trx);
    if (!(await linkStillFits(deps, link, current.synthesis_json, trx))) throw changedDraft();
    if (answer.approve && link.synthesisJson !== null) {
      // The approval covers exactly the version the submitter was shown.
      await deps.drafts.setReviewBaseline(trx, draft.id, {
        json: link.synthesisJson,
        at: at.toISOString(),
        as: "approved",
      });
    }
    await deps.reviews.addComment(trx, {
      draftId: draft.id,
      authorUserId: draft.user.id,
      kind: answer.approve ? "approval" : "answer",
      body: answer.approve ? "Approved the preview." : answer.body,
      at: at.toISOString(),
    });
    const editors = await editorsToTell(deps, trx, draft);
    await enqueueAll(
      deps,
      trx,
      editors.map((e) =>
        answer.approve
          ? previewApprovedNotice(deps.site, {
              to: e.email,
              name: e.name,
              title: draft.display_name,
              contributor: draft.user.name,
              draftId: draft.id,
            })
          : previewAnsweredNotice(deps.site, {
              to: e.email,
              name: e.name,
              title: draft.display_name,
              contributor: draft.user.name,
              draftId: draft.id,
              body: answer.body,
            }),
      ),
      at,
    );
    return reread(deps, draft.id, trx);
  });
  deps.mail.wake();
  return record;
}
