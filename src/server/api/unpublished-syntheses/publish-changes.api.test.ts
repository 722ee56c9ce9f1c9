import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewFixture, type ReviewFixture } from "../../../../tests/support/review-drafts.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";

/**
 * Publishing a reviewed draft (docs/decisions/publishing/0043-a-reviewed-draft-cannot-be-swapped.md): only a
 * version the editor has seen is published, and an approval covers only the version approved.
 */

let f: ReviewFixture;
beforeAll(async () => {
  f = await createReviewFixture();
});
afterAll(async () => {
  await f.t.close();
});

describe(`publishing only what was reviewed (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("never publishes a swapped draft unseen: 409 with the changes, then only the version seen", async () => {
    const { draft } = await f.reviewed("approved");
    const opened = draft.document_hash; // what the editor has open
    await f.okJson(f.send(f.carla, "PUT", f.path(draft.id), { synthesis_json: f.swapped() }));

    // The editor's client sends the version it has open: refused, with what changed.
    const stale = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), {
      seen: opened,
      reason: "Urgent",
    });
    expect(stale.status).toBe(409);
    const error = await f.errorOf(stale);
    expect(error).toMatchObject({ code: "draft_changed", field: "seen", since: { as: "approved" } });
    expect(error.changes?.map((c) => c.field)).toEqual(["comment", "yield"]);
    expect(error.document_hash).not.toBe(opened);

    // Without `seen` too: the changes since the review come back first.
    const blind = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), { reason: "Urgent" });
    expect(blind.status).toBe(409);
    expect((await f.errorOf(blind)).changes?.length).toBe(2);
    expect((await f.read(f.editor, draft.id)).published_synthesis_id).toBeNull();

    // Seen, but the submitter's approval no longer covers it: a reason is needed.
    const seen = error.document_hash;
    const noReason = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen });
    expect(noReason.status).toBe(409);
    expect(await f.errorOf(noReason)).toMatchObject({ field: "reason" });
    const published = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen, reason: "Read the two changes" }),
      201,
    );
    const { document } = await f.okJson<{ document: SynthesisDocument }>(
      f.t.request(`/api/syntheses/${published.id}/document`, { headers: f.editor.cookieOnly }),
    );
    expect(document.comment).toBe("Swapped after the review");
  });

  it("keeps an approval through renames of the reference data the draft names (reagent, solvent)", async () => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const reagent = await f.okJson<{ id: number }>(
      f.send(f.carla, "POST", "/api/reagents", { name: `Carla's reagent ${stamp}` }),
      201,
    );
    const solvent = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", "/api/solvents", { name: `Shared solvent ${stamp}` }),
      201,
    );
    const named = structuredClone(f.complete);
    const step = named.parts[0]?.reactions[0];
    step?.reagents.push({ id: reagent.id, name: "as saved", stage: 1 });
    step?.solvents.push({ id: solvent.id, name: "as saved" });
    const { draft } = await f.reviewed("approved", named);

    // The submitter renames what they created; an editor renames a shared solvent in its editor.
    await f.okJson(
      f.send(f.carla, "PUT", `/api/reagents/${reagent.id}`, { name: `Renamed reagent ${stamp}` }),
    );
    await f.okJson(
      f.send(f.editor, "PUT", `/api/solvents/${solvent.id}`, { name: `Renamed solvent ${stamp}` }),
    );

    // The synthesis itself is what was approved: no change, and no reason asked for.
    expect((await f.changesOf(draft.id)).changes).toEqual([]);
    const published = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen: draft.document_hash }),
      201,
    );
    const { document } = await f.okJson<{ document: SynthesisDocument }>(
      f.t.request(`/api/syntheses/${published.id}/document`, { headers: f.editor.cookieOnly }),
    );
    // Published under today's names.
    const first = document.parts[0]?.reactions[0];
    expect(first?.reagents.map((g) => g.name)).toContain(`Renamed reagent ${stamp}`);
    expect(first?.solvents).toContain(`Renamed solvent ${stamp}`);
  });

  it("keeps a preview link valid through a rename, and still refuses it once the draft's own content changed", async () => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const reagent = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", "/api/reagents", { name: `Link reagent ${stamp}` }),
      201,
    );
    const named = structuredClone(f.complete);
    named.parts[0]?.reactions[0]?.reagents.push({ id: reagent.id, name: "as saved", stage: 1 });
    const { draft, token } = await f.reviewed("second_look", named);
    await f.okJson(f.send(f.editor, "PUT", `/api/reagents/${reagent.id}`, { name: `Link renamed ${stamp}` }));
    // The link still opens and approves: the rename is no change of the synthesis.
    await f.okJson(f.send(null, "POST", `/api/preview/${token}/approve`));
    expect((await f.read(f.carla, draft.id)).status).toBe("approved");

    // Replacing the reagent by another one is a change of the draft's own content.
    const replacement = await f.okJson<{ id: number }>(
      f.send(f.editor, "POST", "/api/reagents", { name: `Other reagent ${stamp}` }),
      201,
    );
    const other = structuredClone(named);
    const reagents = other.parts[0]?.reactions[0]?.reagents ?? [];
    reagents.splice(-1, 1, { id: replacement.id, name: `Other reagent ${stamp}`, stage: 1 });
    const edited = await f.okJson<DraftRecord>(
      f.send(f.editor, "PUT", f.path(draft.id), { synthesis_json: other }),
    );
    const refused = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), {
      seen: edited.document_hash,
    });
    expect(refused.status).toBe(409);
    const error = await f.errorOf(refused);
    expect(error).toMatchObject({ field: "reason", since: { as: "approved" } });
    expect(error.changes).toEqual([
      expect.objectContaining({
        field: "reagent",
        before: `Link renamed ${stamp}`,
        after: `Other reagent ${stamp}`,
      }),
    ]);
  });

  it("keeps an approval and a preview link through a merge of the reagent the draft names", async () => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const create = async (name: string) =>
      (await f.okJson<{ id: number }>(f.send(f.editor, "POST", "/api/reagents", { name }), 201)).id;
    const [merged, kept, linked] = [
      await create(`Merged reagent ${stamp}`),
      await create(`Kept reagent ${stamp}`),
      await create(`Linked reagent ${stamp}`),
    ];
    const withReagent = (id: number) => {
      const named = structuredClone(f.complete);
      named.parts[0]?.reactions[0]?.reagents.push({ id, name: "as saved", stage: 1 });
      return named;
    };
    const approved = (await f.reviewed("approved", withReagent(merged))).draft;
    const waiting = await f.reviewed("second_look", withReagent(linked));

    await f.okJson(f.send(f.editor, "POST", `/api/reagents/${merged}/merge`, { into: kept }));
    await f.okJson(f.send(f.editor, "POST", `/api/reagents/${linked}/merge`, { into: kept }));

    // The draft now names the kept reagent; its approval still covers it.
    expect((await f.changesOf(approved.id)).changes).toEqual([]);
    const current = await f.read(f.editor, approved.id);
    await f.okJson(
      f.send(f.editor, "POST", f.path(approved.id, "/publish"), { seen: current.document_hash }),
      201,
    );
    // Undoing the second merge puts the draft and its kept version back alike: still no change.
    const [mergedAway] = await f.okJson<{ id: number; action: string }[]>(
      f.t.request(`/api/history/reagents/${linked}`, { headers: f.editor.cookieOnly }),
    );
    expect(mergedAway?.action).toBe("merge");
    await f.okJson(f.send(f.editor, "POST", `/api/history/${mergedAway?.id}/restore`));
    expect((await f.changesOf(waiting.draft.id)).changes).toEqual([]);
    // The link sent before the merge (and its undoing) still approves.
    await f.okJson(f.send(null, "POST", `/api/preview/${waiting.token}/approve`));
    expect((await f.read(f.carla, waiting.draft.id)).status).toBe("approved");
  });

  it("asks for a reason when an editor changed an approved draft, and publishes the approved one without", async () => {
    const { draft } = await f.reviewed("approved");
    const edited = await f.okJson<DraftRecord>(
      f.send(f.editor, "PUT", f.path(draft.id), { synthesis_json: f.swapped("91%") }),
    );
    expect(edited.status).toBe("approved");
    const refused = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), {
      seen: edited.document_hash,
    });
    expect(refused.status).toBe(409);
    expect(await f.errorOf(refused)).toMatchObject({
      field: "reason",
      message: expect.stringContaining("changed since its submitter approved it"),
    });
    // Put back as approved: the approval covers it again.
    const restored = await f.okJson<DraftRecord>(
      f.send(f.editor, "PUT", f.path(draft.id), { synthesis_json: f.complete }),
    );
    await f.okJson(
      f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen: restored.document_hash }),
      201,
    );
    const malformed = await f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen: "abc" });
    expect(malformed.status).toBe(400);
    expect((await f.errorOf(malformed)).field).toBe("seen");
  });
});
