import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createReviewWorkflow,
  draftPath,
  emailOf,
  ORIGIN,
  reviewCalls,
} from "../../../../tests/support/review-workflow.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";

/**
 * The review workflow (docs/product/api.md §5.16): submit, the queue, comments, change requests,
 * and the publish gate, with the e-mails each change writes to the outbox. The submitter's second
 * look through a private preview link is in review-second-look.api.test.ts.
 */

let t: TestApp;
let carla: SignedIn;
let other: SignedIn;
let editor: SignedIn;
let editor2: SignedIn;
let complete: StoredDraft;
const { send, get, errorOf, mails, lastMail, saveDraft, draftAt, anon } = reviewCalls(() => ({
  t,
  editor,
  complete,
}));
beforeAll(async () => {
  ({ t, carla, other, editor, editor2, complete } = await createReviewWorkflow());
});
afterAll(async () => {
  await t.close();
});

describe(`the review workflow (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("starts every draft as 'draft' and checks it for the owner and editors", async () => {
    const draft = await saveDraft(carla, complete);
    expect(draft).toMatchObject({ status: "draft", submitted_at: null });
    expect(await get(carla, draftPath(draft.id, "/check"))).toEqual({ problems: [] });
    expect(await get(editor, draftPath(draft.id, "/check"))).toEqual({ problems: [] });
    const other404 = await t.request(draftPath(draft.id, "/check"), { headers: other.cookieOnly });
    expect(other404.status).toBe(404);
    expect((await t.request(draftPath(draft.id, "/check"))).status).toBe(401);

    const empty = await saveDraft(carla, { format: 1, parts: [] }, "Empty");
    const { problems } = await get<{ problems: { path: string }[] }>(carla, draftPath(empty.id, "/check"));
    expect(problems.map((p) => p.path)).toContain("molecule");
  });

  it("refuses to submit an incomplete draft (422 like publishing), another's (404) or as editor (403)", async () => {
    const { owner, draft } = await draftAt("draft");
    const empty = await saveDraft(owner, { format: 1, parts: [] }, "Empty again");
    const res = await send(owner, "POST", draftPath(empty.id, "/submit"));
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: "incomplete", field: "molecule" });
    expect(error.problems?.length).toBeGreaterThan(0);
    expect((await send(other, "POST", draftPath(draft.id, "/submit"))).status).toBe(404);
    expect((await send(editor, "POST", draftPath(draft.id, "/submit"))).status).toBe(403);
    const noToken = await t.request(draftPath(draft.id, "/submit"), {
      method: "POST",
      headers: owner.cookieOnly,
    });
    expect(noToken.status).toBe(419);
  });

  it("submits: status, time, a receipt to the contributor and a notice to every editor, escaped", async () => {
    const { owner, draft: saved } = await draftAt("draft");
    const otherBefore = (await mails(other)).length;
    const res = await send(owner, "POST", draftPath(saved.id, "/submit"));
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DraftRecord;
    expect(draft.status).toBe("submitted");
    expect(draft.submitted_at).toEqual(expect.any(String));

    const receipt = await lastMail(owner);
    expect(receipt.subject).toContain("received");
    expect(receipt.text).toContain("Carla <b>Contributor");
    expect(receipt.html).toContain("Carla &lt;b&gt;Contributor");
    expect(receipt.html).not.toContain("<b>Contributor");
    for (const e of [editor, editor2]) {
      const notice = await lastMail(e);
      expect(notice.subject).toContain("Carla's route");
      expect(notice.html).toContain("Carla &lt;b&gt;Contributor");
      expect(notice.html).not.toContain("<b>");
    }
    expect((await mails(other)).length).toBe(otherBefore);

    const again = await send(owner, "POST", draftPath(draft.id, "/submit"));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).field).toBe("status");
  });

  it("lists submitted drafts in the queue, oldest first, with the owner and the items they created", async () => {
    const { owner, draft } = await draftAt("submitted");
    const reagentName = `Own reagent ${draft.id}`;
    const reagent = await send(owner, "POST", "/api/reagents", { name: reagentName });
    expect(reagent.status).toBe(201);
    const unnamed = await send(owner, "POST", "/api/solvents", {});
    expect(unnamed.status).toBe(201);
    const later = await saveDraft(other, complete, "Otto's route");
    expect((await send(other, "POST", draftPath(later.id, "/submit"))).status).toBe(200);

    expect((await t.request("/api/review/queue", { headers: owner.cookieOnly })).status).toBe(403);
    const queue = await get<
      {
        draft: DraftRecord;
        owner: { id: number; name: string; email: string };
        created_items: Record<string, { id: number; name: string }[]>;
      }[]
    >(editor, "/api/review/queue");
    const mine = queue.filter((q) => q.draft.id === draft.id || q.draft.id === later.id);
    expect(mine.map((q) => q.draft.id)).toEqual([draft.id, later.id]);
    // The queue lists drafts without their documents (the editor opens the one it reviews).
    expect(mine.every((q) => !("synthesis_json" in q.draft))).toBe(true);
    const first = mine[0];
    expect(first?.owner).toEqual({ id: owner.id, name: owner.name, email: emailOf(owner) });
    expect(first?.created_items.reagents).toEqual([
      { id: ((await reagent.json()) as { id: number }).id, name: reagentName },
    ]);
    expect(first?.created_items.solvents).toEqual([
      { id: ((await unnamed.json()) as { id: number }).id, name: "" },
    ]);
    expect(first?.created_items.authors).toEqual([]);
    expect(first?.created_items.named_reactions).toEqual([]);
    const res = await t.request("/api/review/queue", { headers: editor.cookieOnly });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps comments, oldest first, and mails the other party", async () => {
    const { owner, draft } = await draftAt("submitted");
    const fromEditor = await send(editor, "POST", draftPath(draft.id, "/comments"), {
      body: "Which <i>year</i>?",
    });
    expect(fromEditor.status).toBe(201);
    expect(await fromEditor.json()).toMatchObject({ kind: "comment", body: "Which <i>year</i>?" });
    const toOwner = await lastMail(owner);
    expect(toOwner.subject).toContain("New comment");
    expect(toOwner.text).toContain("Which <i>year</i>?");
    expect(toOwner.html).toContain("Which &lt;i&gt;year&lt;/i&gt;?");

    const editor2Before = (await mails(editor2)).length;
    const fromOwner = await send(owner, "POST", draftPath(draft.id, "/comments"), {
      body: "1998, as given.",
    });
    expect(fromOwner.status).toBe(201);
    // The editor who took part is told; the other editors are not.
    expect((await lastMail(editor)).text).toContain("1998, as given.");
    expect((await mails(editor2)).length).toBe(editor2Before);

    const comments = await get<{ kind: string; body: string; author: { id: number; name: string } }[]>(
      owner,
      draftPath(draft.id, "/comments"),
    );
    expect(comments.map((c) => [c.kind, c.body, c.author.id])).toEqual([
      ["comment", "Which <i>year</i>?", editor.id],
      ["comment", "1998, as given.", owner.id],
    ]);
    expect((await t.request(draftPath(draft.id, "/comments"), { headers: other.cookieOnly })).status).toBe(
      404,
    );
    expect((await send(other, "POST", draftPath(draft.id, "/comments"), { body: "hi" })).status).toBe(404);
    const blank = await send(owner, "POST", draftPath(draft.id, "/comments"), { body: "   " });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).field).toBe("body");
    const long = await send(owner, "POST", draftPath(draft.id, "/comments"), { body: "x".repeat(4001) });
    expect((await errorOf(long)).field).toBe("body");
  });

  it("sends the draft back for changes (editors only), then takes it again", async () => {
    const { owner, draft } = await draftAt("submitted");
    expect((await send(owner, "POST", draftPath(draft.id, "/request-changes"), { body: "no" })).status).toBe(
      403,
    );
    const missing = await send(editor, "POST", draftPath(draft.id, "/request-changes"), {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).field).toBe("body");
    const res = await send(editor, "POST", draftPath(draft.id, "/request-changes"), {
      body: "Draw step 2 & its <product>.",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DraftRecord).status).toBe("changes_requested");
    const mail = await lastMail(owner);
    expect(mail.subject).toContain("Changes requested");
    expect(mail.text).toContain("Draw step 2 & its <product>.");
    expect(mail.html).toContain("Draw step 2 &amp; its &lt;product&gt;.");
    const twice = await send(editor, "POST", draftPath(draft.id, "/request-changes"), { body: "again" });
    expect(twice.status).toBe(409);
    expect((await send(editor, "POST", draftPath(draft.id, "/second-look"))).status).toBe(409);
    const comments = await get<{ kind: string }[]>(editor, draftPath(draft.id, "/comments"));
    expect(comments.at(-1)?.kind).toBe("changes_requested");

    const resubmitted = await send(owner, "POST", draftPath(draft.id, "/submit"));
    expect(resubmitted.status).toBe(200);
    expect(((await resubmitted.json()) as DraftRecord).status).toBe("submitted");
  });

  it("refuses to publish a draft its submitter has not approved without a reason (409)", async () => {
    const { draft } = await draftAt("second_look");
    const res = await send(editor, "POST", draftPath(draft.id, "/publish"), {});
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      field: "reason",
      message: expect.stringContaining("has not been approved by its submitter"),
    });
  });

  it("approves with the link: approved, link spent, editors told; then publishes without a reason", async () => {
    const { owner, draft, token } = await draftAt("second_look");
    const res = await anon("POST", `/api/preview/${token}/approve`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ draft_id: draft.id, status: "approved" });
    expect((await lastMail(editor)).subject).toContain("Approved");
    expect((await anon("POST", `/api/preview/${token}/approve`)).status).toBe(410);
    const comments = await get<{ kind: string; author: { id: number } }[]>(
      editor,
      draftPath(draft.id, "/comments"),
    );
    expect(comments.at(-1)).toMatchObject({ kind: "approval", author: { id: owner.id } });

    const published = await send(editor, "POST", draftPath(draft.id, "/publish"), { note: "Reviewed" });
    expect(published.status).toBe(201);
    const body = (await published.json()) as { id: number; draft: DraftRecord };
    const synthesisId = body.id;
    expect(body.draft.status).toBe("published");
    const mail = await lastMail(owner);
    expect(mail.subject).toContain("is published");
    expect(mail.text).toContain(`${ORIGIN}/syn/${synthesisId}`);
    const page = await get<{ submitter: { name: string } | null }>(other, `/api/syntheses/${synthesisId}`);
    expect(page.submitter?.name).toBe(owner.name);
    const queue = await get<{ draft: { id: number } }[]>(editor, "/api/review/queue");
    expect(queue.some((q) => q.draft.id === draft.id)).toBe(false);
  });

  it("publishes an unapproved draft with a reason, kept as a comment and in the history", async () => {
    const plain = await saveDraft(other, complete, "Otto's second route");
    const long = await send(editor, "POST", draftPath(plain.id, "/publish"), { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).field).toBe("reason");
    const res = await send(editor, "POST", draftPath(plain.id, "/publish"), { reason: "Urgent <fix>" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const comments = await get<{ kind: string; body: string }[]>(editor, draftPath(plain.id, "/comments"));
    expect(comments).toEqual([expect.objectContaining({ kind: "publish_reason", body: "Urgent <fix>" })]);
    const { history } = await get<{ history: { note: string }[] }>(editor, `/api/syntheses/${id}/history`);
    expect(history.at(-1)?.note).toBe("Published: without the submitter's approval: Urgent <fix>");
    const mail = await lastMail(other);
    expect(mail.html).not.toContain("<fix>");
  });

  it("publishes an editor's own draft without a reason, and checks completeness before the reason", async () => {
    const own = await saveDraft(editor, complete, "An editor's own route");
    const res = await send(editor, "POST", draftPath(own.id, "/publish"), {});
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const comments = await get<{ kind: string }[]>(editor, draftPath(own.id, "/comments"));
    expect(comments.some((c) => c.kind === "publish_reason")).toBe(false);
    const { history } = await get<{ history: { note: string }[] }>(editor, `/api/syntheses/${id}/history`);
    expect(history.at(-1)?.note).toBe("Published");

    // Someone else's incomplete draft: the problems come first (422), not the missing reason.
    const empty = await saveDraft(other, { parts: [] }, "Otto's empty route");
    const refused = await send(editor, "POST", draftPath(empty.id, "/publish"), {});
    expect(refused.status).toBe(422);
  });
});
