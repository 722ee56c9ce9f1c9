import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewFixture, type ReviewFixture } from "../../../../tests/support/review-drafts.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";

/**
 * A reviewed draft cannot be swapped (docs/decisions/publishing/0043-a-reviewed-draft-cannot-be-swapped.md): the
 * submitter's change withdraws the submission, a preview link approves only the version it was
 * sent for, and the editor reads what changed since the review.
 */

let f: ReviewFixture;
beforeAll(async () => {
  f = await createReviewFixture();
});
afterAll(async () => {
  await f.t.close();
});

describe(`a submitter's change withdraws the submission (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  for (const status of ["submitted", "second_look", "approved"] as const) {
    it(`moves a ${status} draft back to 'draft' when its submitter changes the synthesis`, async () => {
      const { draft, token } = await f.reviewed(status);
      // A rename, or the same synthesis written out again (keys in another order), changes nothing
      // that is published: the state stays.
      const renamed = await f.okJson<DraftRecord>(
        f.send(f.carla, "PUT", f.path(draft.id), { display_name: "Renamed" }),
      );
      expect(renamed.status).toBe(status);
      const reordered = Object.fromEntries(Object.entries(f.complete).reverse());
      const again = await f.okJson<DraftRecord>(
        f.send(f.carla, "PUT", f.path(draft.id), { synthesis_json: reordered }),
      );
      expect(again.status).toBe(status);
      expect(await f.commentKinds(draft.id)).not.toContain("withdrawn");

      const saved = await f.okJson<DraftRecord>(
        f.send(f.carla, "PUT", f.path(draft.id), { synthesis_json: f.swapped() }),
      );
      expect(saved.status).toBe("draft");
      expect(saved.document_hash).not.toBe(draft.document_hash);
      expect((await f.commentKinds(draft.id)).at(-1)).toBe("withdrawn");
      const queue = await f.okJson<{ draft: { id: number } }[]>(
        f.t.request("/api/review/queue", { headers: f.editor.cookieOnly }),
      );
      expect(queue.some((q) => q.draft.id === draft.id)).toBe(false);
      if (token) {
        // The link sent before the change approves nothing any more.
        const refused = await f.send(null, "POST", `/api/preview/${token}/approve`);
        expect(refused.status).toBe(410);
        expect(await f.errorOf(refused)).toMatchObject({
          field: "token",
          code: expect.stringMatching(/^token_/),
        });
        expect((await f.read(f.carla, draft.id)).status).toBe("draft");
      }
    });
  }

  it("refuses a stale preview link (409) after an editor's change, and changes nothing", async () => {
    const { draft, token } = await f.reviewed("second_look");
    const fixed = await f.okJson<DraftRecord>(
      f.send(f.editor, "PUT", f.path(draft.id), { synthesis_json: f.swapped("90%") }),
    );
    // An editor fixes details without taking the draft from the submitter's look…
    expect(fixed.status).toBe("second_look");
    // …but the link no longer approves: it was sent for the version before.
    for (const [method, tail] of [
      ["POST", "/approve"],
      ["GET", ""],
    ] as const) {
      const refused = await f.send(null, method, `/api/preview/${token}${tail}`);
      expect(refused.status).toBe(409);
      const error = await f.errorOf(refused);
      expect(error).toMatchObject({ code: "draft_changed", field: "token" });
      expect(error.message).toContain("has changed since this preview link was sent");
    }
    expect((await f.read(f.editor, draft.id)).status).toBe("second_look");
    expect(await f.commentKinds(draft.id)).not.toContain("approval");
    const link = await f.t.runtime.db.kysely
      .selectFrom("preview_links")
      .select("used_at")
      .where("draft_id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBeNull();
    // Sent back for changes, the old link is expired for good.
    await f.okJson(f.send(f.editor, "POST", f.path(draft.id, "/request-changes"), { body: "Check my fix" }));
    expect((await f.send(null, "POST", `/api/preview/${token}/approve`)).status).toBe(410);
    // Back with the contributor: their changes are expected, the state stays until they submit.
    const answered = await f.okJson<DraftRecord>(
      f.send(f.carla, "PUT", f.path(draft.id), { synthesis_json: f.complete }),
    );
    expect(answered.status).toBe("changes_requested");
  });

  it("keeps the link working when an editor saves the same synthesis again", async () => {
    const { draft, token } = await f.reviewed("second_look");
    const reordered = Object.fromEntries(Object.entries(f.complete).reverse());
    const again = await f.okJson<DraftRecord>(
      f.send(f.editor, "PUT", f.path(draft.id), { synthesis_json: reordered }),
    );
    expect(again.document_hash).not.toBe(draft.document_hash);
    expect(await f.okJson(f.send(null, "POST", `/api/preview/${token}/approve`))).toMatchObject({
      status: "approved",
    });
    // The version approved is the one the link showed: nothing changed since.
    const changes = await f.changesOf(draft.id);
    expect(changes).toMatchObject({ since: { as: "approved" }, changes: [] });
  });

  it("shows the editor what changed since the approval, field by field, after a resubmission", async () => {
    const { draft } = await f.reviewed("approved");
    const before = await f.changesOf(draft.id);
    expect(before).toMatchObject({
      since: { as: "approved" },
      changes: [],
      document_hash: draft.document_hash,
    });
    await f.okJson(f.send(f.carla, "PUT", f.path(draft.id), { synthesis_json: f.swapped() }));
    await f.okJson(f.send(f.carla, "POST", f.path(draft.id, "/submit")));
    const after = await f.changesOf(draft.id);
    expect(after.since?.as).toBe("approved");
    expect(after.changes).toEqual([
      {
        place: "Synthesis",
        field: "comment",
        change: "changed",
        before: "As reviewed",
        after: "Swapped after the review",
      },
      expect.objectContaining({ field: "yield", change: expect.any(String), after: "99%" }),
    ]);
    expect(after.changes[1]?.place).toMatch(/^Part \d+, step \d+$/);
    expect((await f.t.request(f.path(draft.id, "/changes"))).status).toBe(401);
  });
});
