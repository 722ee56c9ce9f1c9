import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewWorkflow, draftPath, reviewCalls } from "../../../../tests/support/review-workflow.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";

/**
 * Comments on drafts are limited per account (COMMENT_MAX_PER_ACCOUNT in ten minutes,
 * docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md): past it a 429 with
 * Retry-After that writes nothing; other accounts are not held back.
 */

const LIMIT = 3;
let t: TestApp;
let editor: SignedIn;
let complete: StoredDraft;
const { send, get, errorOf, draftAt } = reviewCalls(() => ({ t, editor, complete }));
beforeAll(async () => {
  ({ t, editor, complete } = await createReviewWorkflow({ COMMENT_MAX_PER_ACCOUNT: String(LIMIT) }));
});
afterAll(async () => {
  await t.close();
});

describe(`the limit of comments per account (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses the comment past the limit with 429 and Retry-After, writing nothing", async () => {
    const { owner, draft } = await draftAt("draft");
    const path = draftPath(draft.id, "/comments");
    // Refusals before the limit (blank body, someone else's draft) spend none of it.
    expect((await send(owner, "POST", path, { body: " " })).status).toBe(400);
    for (let i = 1; i <= LIMIT; i++)
      expect((await send(owner, "POST", path, { body: `Note ${i}` })).status).toBe(201);
    const refused = await send(owner, "POST", path, { body: "One too many" });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await errorOf(refused)).toMatchObject({
      code: "too_many_requests",
      message: expect.stringContaining("Too many comments from this account"),
    });
    const comments = await get<{ body: string }[]>(owner, path);
    expect(comments.map((c) => c.body)).toEqual(["Note 1", "Note 2", "Note 3"]);
  });

  it("counts per account: another account may still comment on the same draft", async () => {
    const { owner, draft } = await draftAt("draft");
    const path = draftPath(draft.id, "/comments");
    for (let i = 0; i < LIMIT; i++)
      expect((await send(owner, "POST", path, { body: `Mine ${i}` })).status).toBe(201);
    expect((await send(owner, "POST", path, { body: "Refused" })).status).toBe(429);
    const fromEditor = await send(editor, "POST", path, { body: "An editor's note" });
    expect(fromEditor.status).toBe(201);
  });
});
