import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { DraftStatus } from "../../../domain/draft-status.ts";
import { conflict, incomplete } from "../../../domain/errors.ts";
import type { PublishProblem } from "../../../domain/publish-check.ts";
import { hasRole } from "../../../domain/roles.ts";
import { randomToken, sha256Hex } from "../../auth/tokens.ts";
import {
  changesRequestedMessage,
  draftReceivedMessage,
  draftSubmittedNotice,
  secondLookMessage,
} from "../../mail/messages.ts";
import { addToCommentDigest } from "../shared/drafts/comment-digest.ts";
import {
  clock,
  editorsToTell,
  enqueueAll,
  ownerOf,
  type ReviewDeps,
  reread,
} from "../shared/drafts/review-support.ts";
import { checkDraft } from "./publish-draft.ts";
import { reviewedVersion } from "./review-changes.ts";

/** A preview link works for this long after the editor sent it, once. */
export const PREVIEW_LINK_LIFETIME_MS = 14 * 24 * 60 * 60_000;

interface Actor {
  id: number;
  name: string;
  role: string;
}

const STATUS_WORDS: Record<DraftStatus, string> = {
  draft: "a draft not yet submitted",
  submitted: "submitted and waiting for an editor",
  changes_requested: "back with its contributor for changes",
  second_look: "waiting for its submitter to approve the preview",
  approved: "approved by its submitter",
  published: "already published",
};
/** 409 naming `status`: the draft is not where this step starts. */
const wrongStatus = (draft: DraftRecord, action: string) =>
  conflict("status", `this draft is ${STATUS_WORDS[draft.status]}; it cannot be ${action} now`);

/** Every problem that keeps a draft from being published; an empty list: it is complete. */
export async function draftProblems(deps: ReviewDeps, draft: DraftRecord): Promise<PublishProblem[]> {
  const { check, problems } = await checkDraft(deps, draft);
  if (problems.length === 0 && !check.document) {
    return [{ path: "synthesis_json", message: "The synthesis cannot be read." }];
  }
  return problems;
}

/**
 * The contributor submits their draft for review (from `draft` or `changes_requested`): it must be
 * complete (422 with every problem). The contributor gets a receipt, every editor a notice.
 */
export async function submitDraft(deps: ReviewDeps, draft: DraftRecord): Promise<DraftRecord> {
  if (draft.status !== "draft" && draft.status !== "changes_requested") throw wrongStatus(draft, "submitted");
  const problems = await draftProblems(deps, draft);
  if (problems.length > 0) throw incomplete(problems);
  const at = clock(deps);
  const record = await deps.transaction(async (trx) => {
    const moved = await deps.drafts.setStatus(trx, draft.id, {
      from: ["draft", "changes_requested"],
      to: "submitted",
      at: at.toISOString(),
      submittedAt: at.toISOString(),
    });
    if (!moved) throw wrongStatus(await reread(deps, draft.id, trx), "submitted");
    // The first submission is what the review starts from; a later one keeps what an earlier step
    // settled on, so the editor sees what the contributor changed since.
    await deps.drafts.setReviewBaseline(trx, draft.id, {
      json: reviewedVersion((await reread(deps, draft.id, trx)).synthesis_json),
      at: at.toISOString(),
      as: "submitted",
      onlyFirst: true,
    });
    const owner = await ownerOf(deps, trx, draft);
    const editors = (await deps.reviews.editors(trx)).filter((e) => e.id !== owner.id);
    await enqueueAll(
      deps,
      trx,
      [
        draftReceivedMessage(deps.site, { to: owner.email, name: owner.name, title: draft.display_name }),
        ...editors.map((e) =>
          draftSubmittedNotice(deps.site, {
            to: e.email,
            name: e.name,
            title: draft.display_name,
            contributor: owner.name,
            draftId: draft.id,
          }),
        ),
      ],
      at,
    );
    return reread(deps, draft.id, trx);
  });
  deps.mail.wake();
  return record;
}

/**
 * A comment by the owner or an editor. An editor's comment goes to the contributor; the
 * contributor's to the editors who took part (every editor when none has yet, once the draft was
 * submitted). The e-mails are digests: the comments on a draft reach each recipient at most once
 * in COMMENT_DIGEST_MS (shared/drafts/comment-digest.ts).
 */
export async function commentOnDraft(
  deps: ReviewDeps,
  draft: DraftRecord,
  author: Actor,
  body: string,
): Promise<void> {
  const at = clock(deps);
  await deps.transaction(async (trx) => {
    await deps.reviews.addComment(trx, {
      draftId: draft.id,
      authorUserId: author.id,
      kind: "comment",
      body,
      at: at.toISOString(),
    });
    const fromOwner = author.id === draft.user.id;
    const recipients = fromOwner
      ? (await editorsToTell(deps, trx, draft)).filter((e) => e.id !== author.id)
      : [await ownerOf(deps, trx, draft)];
    // Always in the order of their ids: concurrent comments lock the digests in one order.
    for (const recipient of recipients.sort((a, b) => a.id - b.id)) {
      await addToCommentDigest(deps, trx, {
        draft,
        recipient,
        forEditor: fromOwner,
        comment: { from: author.name, body },
        at,
      });
    }
  });
  deps.mail.wake();
}

/** An editor sends the draft back to its contributor with what to change. */
export async function requestChanges(
  deps: ReviewDeps,
  draft: DraftRecord,
  editor: Actor,
  body: string,
): Promise<DraftRecord> {
  const from: DraftStatus[] = ["submitted", "second_look", "approved"];
  if (!from.includes(draft.status)) throw wrongStatus(draft, "sent back for changes");
  const at = clock(deps);
  const record = await deps.transaction(async (trx) => {
    if (
      !(await deps.drafts.setStatus(trx, draft.id, { from, to: "changes_requested", at: at.toISOString() }))
    ) {
      throw wrongStatus(await reread(deps, draft.id, trx), "sent back for changes");
    }
    await deps.reviews.expirePreviewLinks(trx, draft.id, at.toISOString());
    await deps.drafts.setReviewBaseline(trx, draft.id, {
      json: reviewedVersion((await reread(deps, draft.id, trx)).synthesis_json),
      at: at.toISOString(),
      as: "changes_requested",
    });
    await deps.reviews.addComment(trx, {
      draftId: draft.id,
      authorUserId: editor.id,
      kind: "changes_requested",
      body,
      at: at.toISOString(),
    });
    const owner = await ownerOf(deps, trx, draft);
    await enqueueAll(
      deps,
      trx,
      [
        changesRequestedMessage(deps.site, {
          to: owner.email,
          name: owner.name,
          title: draft.display_name,
          from: editor.name,
          body,
          draftId: draft.id,
        }),
      ],
      at,
    );
    return reread(deps, draft.id, trx);
  });
  deps.mail.wake();
  return record;
}

/**
 * An editor asks the submitter for a second look (from `submitted` or `approved`; the draft must be
 * complete): a new single-use preview link, mailed to the contributor; earlier unused links expire.
 */
export async function sendForSecondLook(deps: ReviewDeps, draft: DraftRecord): Promise<DraftRecord> {
  const from: DraftStatus[] = ["submitted", "approved"];
  if (!from.includes(draft.status)) throw wrongStatus(draft, "sent to its submitter for approval");
  const problems = await draftProblems(deps, draft);
  if (problems.length > 0) throw incomplete(problems);
  const at = clock(deps);
  const token = randomToken();
  const record = await deps.transaction(async (trx) => {
    if (!(await deps.drafts.setStatus(trx, draft.id, { from, to: "second_look", at: at.toISOString() }))) {
      throw wrongStatus(await reread(deps, draft.id, trx), "sent to its submitter for approval");
    }
    // The link shows and approves this version of the document only.
    const sent = reviewedVersion((await reread(deps, draft.id, trx)).synthesis_json);
    await deps.reviews.insertPreviewLink(trx, {
      draftId: draft.id,
      tokenHash: sha256Hex(token),
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + PREVIEW_LINK_LIFETIME_MS).toISOString(),
      synthesisJson: sent,
    });
    await deps.drafts.setReviewBaseline(trx, draft.id, {
      json: sent,
      at: at.toISOString(),
      as: "second_look",
    });
    const owner = await ownerOf(deps, trx, draft);
    await enqueueAll(
      deps,
      trx,
      [
        secondLookMessage(deps.site, {
          to: owner.email,
          name: owner.name,
          title: draft.display_name,
          token,
          daysValid: PREVIEW_LINK_LIFETIME_MS / 86_400_000,
        }),
      ],
      at,
    );
    return reread(deps, draft.id, trx);
  });
  deps.mail.wake();
  return record;
}

/** True when `user` is the draft's owner. */
export const isOwner = (user: { id: number }, draft: DraftRecord) => draft.user.id === user.id;
/** True when `user` reviews drafts (editors and admins). */
export const isEditor = (user: { role: string }) => hasRole(user.role, "editor");
