import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createReviewWorkflow,
  draftPath,
  ORIGIN,
  reviewCalls,
} from "../../../../tests/support/review-workflow.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { createMailSender } from "../../mail/outbox-sender.ts";
import { COMMENT_DIGEST_MS } from "../shared/drafts/comment-digest.ts";

/**
 * The e-mails about comments are digests (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments: a limit per account and
 * e-mail digests"): however many comments are written on a draft, each recipient gets at most one
 * e-mail about them in COMMENT_DIGEST_MS, listing them all; a comment after that e-mail starts the
 * next one. On PostgreSQL the comments go through two servers of one database at once; a comment
 * on a draft never submitted mails no editor.
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp;
/** A second server of the same database on PostgreSQL (on SQLite, one embedded server: `t`). */
let t2: TestApp;
let editor: SignedIn;
let editor2: SignedIn;
let complete: StoredDraft;
const { send, mails, draftAt } = reviewCalls(() => ({ t, editor, complete }));
const second = reviewCalls(() => ({ t: t2, editor, complete }));
const ENV = { COMMENT_MAX_PER_ACCOUNT: "100" };
beforeAll(async () => {
  ({ t, editor, editor2, complete } = await createReviewWorkflow(ENV));
  t2 =
    t.engine === "postgres" ? await createTestApp({ PUBLIC_URL: ORIGIN, ...ENV }, { sameDatabaseAs: t }) : t;
  await t2.runtime.mail.sender.stop();
});
afterAll(async () => {
  if (t2 !== t) await t2.close();
  await t.close();
});

/** A sender of the test database (as any server's) on a clock `ahead` ms in the future, and what it sent. */
async function sendDueIn(ahead: number): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const sender = createMailSender({
    outbox: t.runtime.repos.mailOutbox,
    mailer: { send: async (m) => void sent.push(m), close() {}, target: "memory" },
    logger: pino({ level: "silent" }),
    pollMs: 60 * 60_000,
    now: () => new Date(Date.now() + ahead),
  });
  while ((await sender.runOnce()).sent > 0) {}
  return sent;
}

/** The messages to `who` added since `before` of them. */
const newMails = async (who: SignedIn, before: number) => (await mails(who)).slice(before);

describe(`e-mail digests of comments (${engine})`, () => {
  it("30 comments at once: one e-mail per editor listing all, sent once due; a later comment, a new one", async () => {
    const { owner, draft } = await draftAt("submitted");
    const path = draftPath(draft.id, "/comments");
    const [before, before2] = [(await mails(editor)).length, (await mails(editor2)).length];
    const bodies = Array.from({ length: 30 }, (_, i) => `Comment number ${i + 1}.`);
    const answers = await Promise.all(
      bodies.map((body, i) => (i % 2 ? second : { send }).send(owner, "POST", path, { body })),
    );
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));

    for (const [who, count] of [
      [editor, before],
      [editor2, before2],
    ] as const) {
      const queued = await newMails(who, count);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.subject).toBe(`30 new comments on "Carla's route"`);
      for (const body of bodies) expect(queued[0]?.text).toContain(body);
      expect(queued[0]?.sentAt).toBeNull();
    }
    // Not due within the window: a sender now sends none of them.
    const early = await sendDueIn(0);
    expect(early.filter((m) => m.subject.includes("new comments"))).toEqual([]);

    // Past the window one e-mail goes to each editor.
    const due = await sendDueIn(COMMENT_DIGEST_MS + 1_000);
    const digests = due.filter((m) => m.subject === `30 new comments on "Carla's route"`);
    expect(digests.map((m) => m.to).sort()).toEqual(
      [(await mails(editor))[before]?.to, (await mails(editor2))[before2]?.to].sort(),
    );

    // A later comment is not added to the e-mail already sent: it opens the next one.
    expect((await send(owner, "POST", path, { body: "One more, later." })).status).toBe(201);
    const next = await newMails(editor, before + 1);
    expect(next).toHaveLength(1);
    expect(next[0]?.subject).toBe(`New comment on "Carla's route"`);
    expect(next[0]?.text).toContain("One more, later.");
    expect(next[0]?.text).not.toContain("Comment number 1.");
    expect(next[0]?.nextAttemptAt).not.toBe((await mails(editor))[before]?.nextAttemptAt);
    const later = await sendDueIn(COMMENT_DIGEST_MS + 1_000);
    expect(later.filter((m) => m.to === next[0]?.to && m.text.includes("One more, later."))).toHaveLength(1);
  });

  it("keeps one digest per draft and recipient: an editor's comments on two drafts are two e-mails", async () => {
    const first = await draftAt("submitted");
    const other = await draftAt("submitted");
    const before = [(await mails(first.owner)).length, (await mails(other.owner)).length];
    for (const [i, { draft }] of [first, first, other, first].entries()) {
      const res = await send(editor, "POST", draftPath(draft.id, "/comments"), { body: `Editor note ${i}` });
      expect(res.status).toBe(201);
    }
    const toFirst = await newMails(first.owner, before[0] ?? 0);
    expect(toFirst.map((m) => m.subject)).toEqual([`3 new comments on "Carla's route"`]);
    expect(toFirst[0]?.text).toMatch(/Editor note 0[\s\S]*Editor note 1[\s\S]*Editor note 3/);
    const toOther = await newMails(other.owner, before[1] ?? 0);
    expect(toOther.map((m) => m.subject)).toEqual([`New comment on "Carla's route"`]);
    expect(toOther[0]?.text).toContain("Editor note 2");
  });

  it("mails no editor about comments on a draft never submitted, unless that editor wrote on it", async () => {
    const { owner, draft } = await draftAt("draft");
    const path = draftPath(draft.id, "/comments");
    const [before, before2] = [(await mails(editor)).length, (await mails(editor2)).length];
    for (const body of ["A note to myself.", "Another one."]) {
      expect((await send(owner, "POST", path, { body })).status).toBe(201);
    }
    expect(await newMails(editor, before)).toEqual([]);
    expect(await newMails(editor2, before2)).toEqual([]);

    // An editor who writes on it is answered; the other editors still hear nothing.
    const ownerBefore = (await mails(owner)).length;
    expect((await send(editor, "POST", path, { body: "Shall I look?" })).status).toBe(201);
    expect((await newMails(owner, ownerBefore)).map((m) => m.subject)).toEqual([
      `New comment on "Carla's route"`,
    ]);
    expect((await send(owner, "POST", path, { body: "Yes please." })).status).toBe(201);
    const told = await newMails(editor, before);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("Yes please.");
    expect(told[0]?.text).not.toContain("A note to myself.");
    expect(await newMails(editor2, before2)).toEqual([]);
  });
});
