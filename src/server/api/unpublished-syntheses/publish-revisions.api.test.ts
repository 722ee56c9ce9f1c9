import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublishScene,
  type Draft,
  type ErrorBody,
  publishCalls,
  REASON,
} from "../../../../tests/support/publish-scene.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import type { DraftLookups } from "../../../domain/editor/draft-storage.ts";
import { type StoredDraft, storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { fileNameFor } from "../shared/synthesis-writing/synthesis-graph.ts";

/**
 * Publishing a revision draft of a published synthesis (docs/product/api.md §5.14): the rows change
 * in place, a stale revision is refused, and the images follow. New syntheses are in
 * publish.api.test.ts.
 */

let t: TestApp;
let storage: string;
let rita: SignedIn;
let editor: SignedIn;
let lookups: DraftLookups;
let uploadName: string;
let carla: SignedIn;
let newDraft: StoredDraft;
let close: () => Promise<void>;
const { send, get, saveDraft, publish, readDocument, publishNew } = publishCalls(() => ({
  t,
  carla,
  editor,
  newDraft,
}));
beforeAll(async () => {
  ({ t, storage, rita, editor, lookups, uploadName, carla, newDraft, close } = await createPublishScene());
});
afterAll(() => close());

describe(`publishing a draft of a new synthesis (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  describe("a revision draft", () => {
    const revise = (doc: SynthesisDocument) => {
      const changed = structuredClone(doc);
      const reaction = changed.parts[0]?.reactions[0];
      if (!reaction) throw new Error("no reaction");
      reaction.comment = "Revised comment";
      return { changed, reaction };
    };

    it("replaces the rows in place: same id, changed rows, version + 1, history, stale image removed", async () => {
      const { synthesisId } = await publishNew();
      const read = await readDocument(synthesisId);
      const { changed, reaction } = revise(read.document);
      const old = reaction.substrates.find((c) => c.smiles)?.smiles as string;
      const stillUsed = changed.parts
        .flatMap((p) => p.reactions.flatMap((r) => [...r.substrates, ...r.products]))
        .filter((c) => c.smiles === old).length;
      expect(stillUsed).toBe(1);
      reaction.substrates = reaction.substrates.map((c) =>
        c.smiles === old ? { ...c, smiles: "CCCCCCCCCCO" } : c,
      );
      const oldFile = join(storage, "syntheses", String(synthesisId), `${fileNameFor(old)}.svg`);
      expect(existsSync(oldFile)).toBe(true);

      const draft = await saveDraft(rita, storeDraft(draftFromDocument(changed), lookups), {
        id: synthesisId,
        version: read.version,
      });
      const res = await publish(editor, draft.id, { note: "Fixed a substrate" });
      expect(res.status).toBe(201);
      const answer = (await res.json()) as { id: number; version: number; draft: Draft };
      expect(answer).toMatchObject({ id: synthesisId, version: read.version + 1 });
      expect(answer.draft.published_synthesis_id).toBe(synthesisId);

      const after = await readDocument(synthesisId);
      expect(after.version).toBe(read.version + 1);
      expect(after.document.parts[0]?.reactions[0]?.comment).toBe("Revised comment");
      // The original submitter keeps the credit, not the reviser.
      expect(after.document.submitter).toBe("Carla Contributor");
      expect(after.document).toEqual({ ...changed, submitter: "Carla Contributor" });
      expect(existsSync(oldFile)).toBe(false);
      expect(
        existsSync(join(storage, "syntheses", String(synthesisId), `${fileNameFor("CCCCCCCCCCO")}.svg`)),
      ).toBe(true);
      expect(existsSync(join(storage, "syntheses", String(synthesisId), `${uploadName}.png`))).toBe(true);

      const { history } = await get<{ history: { user: { id: number }; version: number; note: string }[] }>(
        `/api/syntheses/${synthesisId}/history`,
      );
      expect(history[0]).toMatchObject({
        user: { id: editor.id },
        version: read.version + 1,
        note: `Revised: Fixed a substrate; without the submitter's approval: ${REASON}`,
      });
      const page = (await (await t.request(`/api/syntheses/${synthesisId}`)).json()) as {
        submitter: { name: string } | null;
      };
      expect(page.submitter).toEqual({ name: "Carla Contributor" });
    });

    it("refuses a revision opened at an older version (409) and changes nothing", async () => {
      const { synthesisId } = await publishNew();
      // Someone else's revision first: the synthesis is at version 2.
      const first = await readDocument(synthesisId);
      const { changed: meanwhile } = revise(first.document);
      const revision = await saveDraft(rita, storeDraft(draftFromDocument(meanwhile), lookups), {
        id: synthesisId,
        version: first.version,
      });
      expect((await publish(editor, revision.id)).status).toBe(201);
      const read = await readDocument(synthesisId);
      expect(read.version).toBe(2);
      const { changed } = revise(read.document);
      changed.comment = "A stale change";
      const draft = await saveDraft(rita, storeDraft(draftFromDocument(changed), lookups), {
        id: synthesisId,
        version: read.version - 1,
      });
      const res = await publish(editor, draft.id);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as ErrorBody;
      expect(error).toMatchObject({ code: "conflict", field: "base_version" });
      expect(error.message).toContain("changed by someone else since you opened it");
      expect(await readDocument(synthesisId)).toEqual(read);
      expect(await get<Draft>(`/api/unpublishedSyntheses/${draft.id}`)).toMatchObject({ published_at: null });
    });

    it("is stale once a reference call changed the synthesis in between", async () => {
      const { synthesisId } = await publishNew();
      const read = await readDocument(synthesisId);
      const { changed } = revise(read.document);
      changed.comment = "Opened before the reference was added";
      const draft = await saveDraft(rita, storeDraft(draftFromDocument(changed), lookups), {
        id: synthesisId,
        version: read.version,
      });
      const added = await send(editor, "POST", "/api/references", {
        synthesis_id: synthesisId,
        display: "Added meanwhile",
      });
      expect(added.status).toBe(201);
      const res = await publish(editor, draft.id);
      expect(res.status).toBe(409);
      const after = await readDocument(synthesisId);
      expect(after.version).toBe(read.version + 1);
      expect(after.document.comment).toBe(read.document.comment);
    });
  });
});
