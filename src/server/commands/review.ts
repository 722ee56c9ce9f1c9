import { z } from "zod";
import type { DraftRecord, DraftRepository, DraftStatus } from "../../db/repositories/drafts.ts";
import type { MailOutboxRepository } from "../../db/repositories/mail-outbox.ts";
import type { PublicationRepository } from "../../db/repositories/publication.ts";
import type { MailContact, PreviewLink, ReviewRepository } from "../../db/repositories/reviews.ts";
import type { TransactionRunner, Tx } from "../../db/transactions.ts";
import {
  conflict,
  draftChanged,
  incomplete,
  invalidToken,
  notFound,
  tokenExpired,
  tokenUsed,
} from "../../domain/errors.ts";
import { isPlainText, MULTI_LINE_MESSAGE } from "../../domain/plain-text.ts";
import type { PublishProblem } from "../../domain/publish-check.ts";
import { hasRole } from "../../domain/roles.ts";
import { randomToken, sha256Hex } from "../auth/tokens.ts";
import type { MailMessage } from "../mail/mailer.ts";
import {
  changesRequestedMessage,
  draftCommentMessage,
  draftReceivedMessage,
  draftSubmittedNotice,
  type MailSite,
  previewAnsweredNotice,
  previewApprovedNotice,
  secondLookMessage,
} from "../mail/messages.ts";
import type { UploadStorage } from "../storage/upload-storage.ts";
import { checkDraft } from "./publish-draft.ts";
import { reviewedVersion, storedChanges } from "./review-changes.ts";

/** A preview link works for this long after the editor sent it, once. */
export const PREVIEW_LINK_LIFETIME_MS = 14 * 24 * 60 * 60_000;
/** The shape of our tokens (32 random bytes, base64url); anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The text of a comment, a change request or an answer. */
export const commentBodySchema = z.object({
  body: z
    .string({ error: "must be a text" })
    .trim()
    .refine(isPlainText, MULTI_LINE_MESSAGE)
    .min(1, "must not be empty")
    .max(4000, "must be at most 4000 characters"),
});

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

interface Actor {
  id: number;
  name: string;
  role: string;
}

const clock = (deps: ReviewDeps) => (deps.now ?? (() => new Date()))();

const STATUS_WORDS: Record<DraftStatus, string> = {
  draft: "a draft not yet submitted",
  submitted: "submitted and waiting for an editor",
  changes_requested: "back with its contributor for changes",
  second_look: "with its submitter for a second look",
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

/** Writes the messages in the transaction; the caller wakes the sender after commit. */
async function enqueueAll(deps: ReviewDeps, trx: Tx, messages: MailMessage[], at: Date): Promise<void> {
  for (const message of messages) await deps.outbox.enqueue(trx, message, at);
}

/** The editors to tell about the contributor's words: those who took part, else every editor. */
async function editorsToTell(deps: ReviewDeps, trx: Tx, draft: DraftRecord) {
  const involved = await deps.reviews.editorsWhoCommented(draft.id, trx);
  const editors = involved.length > 0 ? involved : await deps.reviews.editors(trx);
  return editors.filter((e) => e.id !== draft.user.id);
}

async function ownerOf(deps: ReviewDeps, trx: Tx, draft: DraftRecord): Promise<MailContact> {
  const owner = await deps.reviews.contact(draft.user.id, trx);
  if (!owner) throw notFound("Unpublished synthesis");
  return owner;
}

async function reread(deps: ReviewDeps, id: number, trx?: Tx): Promise<DraftRecord> {
  const record = await deps.drafts.find(id, trx);
  if (!record) throw notFound("Unpublished synthesis");
  return record;
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
      json: await reviewedVersion(deps, (await reread(deps, draft.id, trx)).synthesis_json, trx),
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
 * contributor's to the editors who took part (every editor when none has yet).
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
    await enqueueAll(
      deps,
      trx,
      recipients.map((r) =>
        draftCommentMessage(deps.site, {
          to: r.email,
          name: r.name,
          title: draft.display_name,
          from: author.name,
          body,
          forEditor: fromOwner,
        }),
      ),
      at,
    );
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
      json: await reviewedVersion(deps, (await reread(deps, draft.id, trx)).synthesis_json, trx),
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
  if (!from.includes(draft.status)) throw wrongStatus(draft, "sent for a second look");
  const problems = await draftProblems(deps, draft);
  if (problems.length > 0) throw incomplete(problems);
  const at = clock(deps);
  const token = randomToken();
  const record = await deps.transaction(async (trx) => {
    if (!(await deps.drafts.setStatus(trx, draft.id, { from, to: "second_look", at: at.toISOString() }))) {
      throw wrongStatus(await reread(deps, draft.id, trx), "sent for a second look");
    }
    // The link shows and approves this version of the document only.
    const sent = await reviewedVersion(deps, (await reread(deps, draft.id, trx)).synthesis_json, trx);
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
 * The draft of a preview link from an e-mail: 404 naming `token` when there is no such link, 410
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

/** True when `user` is the draft's owner. */
export const isOwner = (user: { id: number }, draft: DraftRecord) => draft.user.id === user.id;
/** True when `user` reviews drafts (editors and admins). */
export const isEditor = (user: { role: string }) => hasRole(user.role, "editor");
