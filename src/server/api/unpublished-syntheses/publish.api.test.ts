import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublishScene,
  type Draft,
  type ErrorBody,
  NEW_MOLECULE,
  publishCalls,
  REASON,
} from "../../../../tests/support/publish-scene.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { sitemapOf } from "../../../../tests/support/site-loaders.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { draftToDocument } from "../../../domain/editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import type { StoredDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { fileNameFor } from "../shared/synthesis-writing/synthesis-graph.ts";

/**
 * POST /api/unpublishedSyntheses/{id}/publish (docs/product/api.md §5.14): a new synthesis from a
 * draft and the refusals. Revisions of a published synthesis are in publish-revisions.api.test.ts.
 */

let t: TestApp;
let storage: string;
let carla: SignedIn;
let editor: SignedIn;
let lookups: DraftLookups;
let source: SynthesisDocument;
let moleculeStructure: string;
let uploadName: string;
let newDraft: StoredDraft;
let close: () => Promise<void>;
const { get, saveDraft, publish, readDocument, publishNew } = publishCalls(() => ({
  t,
  carla,
  editor,
  newDraft,
}));
beforeAll(async () => {
  ({ t, storage, carla, editor, lookups, source, moleculeStructure, uploadName, newDraft, close } =
    await createPublishScene());
});
afterAll(() => close());

const publicCount = async () =>
  ((await (await t.request("/api/syntheses/count")).json()) as { count: number }).count;
const sitemap = () => sitemapOf(t);

/** Parts by number and reactions by step, the order a draft keeps. */
function ordered(doc: SynthesisDocument): SynthesisDocument {
  return {
    ...doc,
    parts: [...doc.parts]
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ ...p, reactions: [...p.reactions].sort((a, b) => a.step - b.step) })),
  };
}

describe(`publishing a draft of a new synthesis (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("refuses a signed-out caller (401) and a contributor (403)", async () => {
    const { id: draftId } = await saveDraft(carla, newDraft);
    expect((await publish(undefined, draftId)).status).toBe(401);
    const own = await publish(carla, draftId);
    expect(own.status).toBe(403);
  });

  it("refuses an incomplete draft with every problem at once, and writes nothing", async () => {
    const before = await publicCount();
    const draft = await saveDraft(carla, { format: 1, year: 3000, parts: [] });
    const res = await publish(editor, draft.id, { note: "too early" });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("incomplete");
    expect(error.field).toBe("molecule");
    expect(error.problems).toEqual([
      { path: "molecule", message: "Pick the target molecule." },
      { path: "author", message: "Pick the principal investigator." },
      {
        path: "year",
        message: expect.stringMatching(/^Give the year of the synthesis, from 1850 to \d{4}\.$/),
      },
      { path: "parts[0].reactions[0].substrates", message: "Step 1 of part 1 has no substrate." },
      { path: "parts[0].reactions[0].products", message: "Step 1 of part 1 has no product." },
    ]);
    expect(await publicCount()).toBe(before);
    expect(await get<Draft>(`/api/unpublishedSyntheses/${draft.id}`)).toMatchObject({
      published_synthesis_id: null,
      published_at: null,
    });
  });

  it("names unknown reference data and an upload that is not stored", async () => {
    const broken = structuredClone(newDraft);
    const reaction = broken.parts[0]?.reactions[0];
    if (!reaction) throw new Error("no reaction");
    reaction.reagents = [...reaction.reagents, { id: null, name: "Unobtainium", stage: 1 }];
    reaction.substrates = [
      { name: "Ghost", smiles: null, filename: "upload-ffffffffffffffffffffffff", extension: "png" },
    ];
    const draft = await saveDraft(carla, broken);
    const res = await publish(editor, draft.id);
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.problems).toEqual([
      {
        path: `parts[0].reactions[0].reagents[${reaction.reagents.length - 1}]`,
        message: "Reagent 'Unobtainium' is not in the archive.",
      },
      {
        path: "parts[0].reactions[0].substrates[0]",
        message: "The image 'upload-ffffffffffffffffffffffff' is no longer stored: drop the PNG again.",
      },
    ]);
  });

  it("publishes the draft as a new synthesis credited to the draft's owner", async () => {
    const { id: draftId } = await saveDraft(carla, newDraft);
    const before = await publicCount();
    const res = await publish(editor, draftId, { note: "First version" });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: number; version: number; draft: Draft };
    const synthesisId = answer.id;
    expect(answer.version).toBe(1);
    expect(answer.draft).toMatchObject({
      id: draftId,
      user: { id: carla.id, name: "Carla Contributor" },
      published_synthesis_id: synthesisId,
      published_at: expect.any(String),
    });
    expect(await publicCount()).toBe(before + 1);

    const page = await t.request(`/api/syntheses/${synthesisId}`);
    expect(page.status).toBe(200);
    const synthesis = (await page.json()) as {
      molecule: { name: string };
      submitter: { name: string } | null;
      comment: string;
    };
    expect(synthesis.molecule.name).toBe(NEW_MOLECULE.name);
    expect(synthesis.submitter).toEqual({ name: "Carla Contributor" });
    expect(synthesis.comment).toBe("Published through the editor");
  });

  it("reads back the document that was published", async () => {
    const { synthesisId } = await publishNew();
    const read = await readDocument(synthesisId);
    expect(read.version).toBe(1);
    expect(read.unpublished_at).toBeNull();
    const expected = draftToDocument(loadStoredDraft(newDraft, lookups)) as SynthesisDocument;
    expect(read.document).toEqual(
      ordered({
        ...expected,
        molecule: { ...expected.molecule, smiles: read.document.molecule.smiles },
        submitter: "Carla Contributor",
      }),
    );
  });

  it("copies the uploaded PNG and draws the structures into the synthesis's folder", async () => {
    const { synthesisId } = await publishNew();
    expect(existsSync(join(storage, "syntheses", String(synthesisId), `${uploadName}.png`))).toBe(true);
    expect(existsSync(join(storage, "special-reagents", `${uploadName}.png`))).toBe(true);
    const smiles = source.parts
      .flatMap((p) => p.reactions.flatMap((r) => [...r.substrates, ...r.products]))
      .find((c) => c.smiles)?.smiles as string;
    expect(existsSync(join(storage, "syntheses", String(synthesisId), `${fileNameFor(smiles)}.svg`))).toBe(
      true,
    );
  });

  it("shows the synthesis in lists, search, the molecule's page and the sitemap at once", async () => {
    const { synthesisId } = await publishNew();
    const list = (await (await t.request("/api/syntheses")).json()) as { id: number }[];
    expect(list.map((s) => s.id)).toContain(synthesisId);
    const search = (await (await t.request(`/api/search?q=${NEW_MOLECULE.name}`)).json()) as {
      molecules: { name: string }[];
    };
    expect(search.molecules.map((m) => m.name)).toContain(NEW_MOLECULE.name);
    const molecule = await t.request(`/api/molecule/name/${moleculeStructure}`);
    expect(molecule.status).toBe(200);
    expect(await sitemap()).toContain(`/syn/${synthesisId}<`);
  });

  it("keeps the publication in the history, with who, when and the note", async () => {
    const { synthesisId } = await publishNew("First version");
    const { version, history } = await get<{
      version: number;
      history: { at: string; user: { id: number; name: string }; version: number; note: string }[];
    }>(`/api/syntheses/${synthesisId}/history`);
    expect(version).toBe(1);
    expect(history).toEqual([
      {
        at: expect.any(String),
        user: { id: editor.id, name: "Ed Editor" },
        version: 1,
        note: `Published: First version; without the submitter's approval: ${REASON}`,
        // The version came from Carla's draft.
        contributor: { id: carla.id, name: "Carla Contributor" },
      },
    ]);
  });

  it("refuses to publish the same draft twice (409)", async () => {
    const { draftId, synthesisId } = await publishNew();
    const res = await publish(editor, draftId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toContain(`synthesis ${synthesisId}`);
  });

  it("refuses a note over 500 characters (400 naming note) and an unknown draft (404)", async () => {
    const draft = await saveDraft(carla, newDraft);
    const res = await publish(editor, draft.id, { note: "x".repeat(501) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.field).toBe("note");
    expect((await publish(editor, 999999)).status).toBe(404);
  });
});
