import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDraftLookups } from "../../../../tests/support/draft-lookups.ts";
import { createReviewFixture, type ReviewFixture } from "../../../../tests/support/review-drafts.ts";
import type { DraftRecord } from "../../../db/repositories/drafts.ts";
import type { DocumentChange } from "../../../domain/document-changes.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";

/**
 * A revision shows its reviewer what it changes in the published synthesis (issue 40, point 3):
 * GET …/changes answers `published` beside the changes since the review.
 */
let f: ReviewFixture;
beforeAll(async () => {
  f = await createReviewFixture();
});
afterAll(async () => {
  await f.t.close();
});

type Published = { synthesis_id: number; version: number; changes: DocumentChange[] } | null;
const publishedChanges = async (id: number) =>
  (
    await f.okJson<{ published: Published }>(
      f.t.request(f.path(id, "/changes"), { headers: f.editor.cookieOnly }),
    )
  ).published;

/** A synthesis of the test's own: Carla's draft, approved and published. */
async function publishedSynthesis(): Promise<{ id: number; document: SynthesisDocument }> {
  const { draft } = await f.reviewed("approved");
  const { id } = await f.okJson<{ id: number }>(
    f.send(f.editor, "POST", f.path(draft.id, "/publish"), { seen: draft.document_hash }),
    201,
  );
  const { document } = await f.okJson<{ document: SynthesisDocument }>(
    f.t.request(`/api/syntheses/${id}/document`, { headers: f.editor.cookieOnly }),
  );
  return { id, document };
}

describe(`a revision's changes to its published synthesis (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("lists nothing for a revision opened and saved unchanged, then each field the contributor changed", async () => {
    const { id, document } = await publishedSynthesis();
    const lookups = await readDraftLookups(f.t, f.carla);
    const unchanged = storeDraft(draftFromDocument(document), lookups);
    const revision = await f.okJson<DraftRecord>(
      f.send(f.carla, "POST", "/api/unpublishedSyntheses", {
        display_name: "A correction",
        synthesis_id: id,
        base_version: 1,
        synthesis_json: unchanged,
      }),
      201,
    );
    expect(await publishedChanges(revision.id)).toEqual({ synthesis_id: id, version: 1, changes: [] });

    const corrected = structuredClone(unchanged);
    const step = corrected.parts[0]?.reactions[0];
    if (!step) throw new Error("the fixture has no reaction");
    const yieldBefore = step.yield;
    step.yield = "71%";
    corrected.references = [...corrected.references, { display: "", doi: "10.5555/correction.1", url: null }];
    await f.okJson(f.send(f.carla, "PUT", f.path(revision.id), { synthesis_json: corrected }));
    const changes = (await publishedChanges(revision.id))?.changes ?? [];
    expect(changes).toEqual([
      {
        place: "Synthesis",
        field: "reference",
        change: "added",
        before: null,
        after: "DOI 10.5555/correction.1",
      },
      {
        place: "Part 1, step 1",
        field: "yield",
        change: yieldBefore ? "changed" : "added",
        before: yieldBefore || null,
        after: "71%",
      },
    ]);
  });

  it("answers null for a draft of a new synthesis", async () => {
    const { draft } = await f.reviewed("submitted");
    expect(await publishedChanges(draft.id)).toBeNull();
  });
});
