import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../../../../tests/support/png.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { draftToDocument } from "../../../domain/editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import { type StoredDraft, storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";
import { type SiteServices, siteContext } from "../../../web/lib/site-context.ts";
import { loader as sitemapLoader } from "../../../web/routes/sitemap.ts";
import { createSiteServices } from "../../web/site-services.ts";
import { fileNameFor } from "../syntheses/synthesis-graph.ts";

/**
 * POST /api/unpublishedSyntheses/{id}/publish (docs/product/api.md §5.14): a new synthesis from a
 * draft, refusals, and revisions of a published synthesis in place. The images go to a storage
 * folder of this file's own, so the files written and removed can be checked.
 */

let t: TestApp;
let storage: string;
let carla: SignedIn;
let rita: SignedIn;
let editor: SignedIn;
let lookups: DraftLookups;
let source: SynthesisDocument;

type Draft = {
  id: number;
  user: { id: number; name: string };
  synthesis_id: number | null;
  base_version: number | null;
  published_synthesis_id: number | null;
  published_at: string | null;
};
type Problem = { path: string; message: string };
type ErrorBody = { error: { code: string; message: string; field?: string; problems?: Problem[] } };

const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...(who?.headers ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = async <T>(path: string, who: SignedIn = editor): Promise<T> => {
  const res = await t.request(path, { headers: who.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const saveDraft = async (who: SignedIn, stored: unknown, revisionOf?: { id: number; version: number }) => {
  const res = await send(who, "POST", "/api/unpublishedSyntheses", {
    display_name: "A route",
    synthesis_json: stored,
    ...(revisionOf ? { synthesis_id: revisionOf.id, base_version: revisionOf.version } : {}),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Draft;
};
/** These drafts skip the review workflow (review.api.test.ts has it): each gives a reason. */
const REASON = "tested without review";
const publish = (who: SignedIn | undefined, draftId: number, body?: Record<string, unknown>) =>
  send(who, "POST", `/api/unpublishedSyntheses/${draftId}/publish`, { reason: REASON, ...body });
const readDocument = (id: number) =>
  get<{ id: number; version: number; unpublished_at: string | null; document: SynthesisDocument }>(
    `/api/syntheses/${id}/document`,
  );
const publicCount = async () =>
  ((await (await t.request("/api/syntheses/count")).json()) as { count: number }).count;
const sitemap = async () => {
  const context = new RouterContextProvider();
  context.set(
    siteContext,
    createSiteServices({
      repos: t.runtime.repos,
      search: t.runtime.search,
      config: t.runtime.config,
    }) as SiteServices,
  );
  const res = (await sitemapLoader({
    context,
    request: new Request("http://x/sitemap.xml"),
  } as never)) as Response;
  return res.text();
};

/** Parts by number and reactions by step, the order a draft keeps. */
function ordered(doc: SynthesisDocument): SynthesisDocument {
  return {
    ...doc,
    parts: [...doc.parts]
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ ...p, reactions: [...p.reactions].sort((a, b) => a.step - b.step) })),
  };
}

const NEW_MOLECULE = { name: "Publishamine", smiles: "OC1CCN(C)CC1" };
let moleculeStructure: string;
let uploadName: string;
let newDraft: StoredDraft;

beforeAll(async () => {
  storage = mkdtempSync(join(tmpdir(), "publish-images-"));
  t = await createTestApp({ STORAGE_DIR: storage });
  carla = await signIn(t, "contributor", "Carla Contributor");
  rita = await signIn(t, "contributor", "Rita Reviser");
  editor = await signIn(t, "editor", "Ed Editor");
  lookups = {
    reagents: await get("/api/reagents"),
    solvents: await get("/api/solvents"),
    namedReactions: await get("/api/named-reactions"),
    molecules: await get("/api/molecules"),
    authors: await get("/api/authors"),
    protectingGroups: await get("/api/protecting-groups"),
  };
  // A demo synthesis without drawn special reagents, so its document round-trips exactly.
  const ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  for (const id of ids) {
    const { document } = await readDocument(id);
    const reactions = document.parts.flatMap((p) => p.reactions);
    if (reactions.length >= 2 && reactions.every((r) => !r.special_reagent)) {
      source = document;
      break;
    }
  }
  const molecule = await send(carla, "POST", "/api/molecules", NEW_MOLECULE);
  expect(molecule.status).toBe(201);
  moleculeStructure = ((await molecule.json()) as { structure: string }).structure;
  const upload = await t.request("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "image/png", ...carla.headers },
    body: new Uint8Array(makePng(12, 8, "publish test")),
  });
  expect(upload.status).toBe(201);
  uploadName = ((await upload.json()) as { filename: string }).filename;

  // The demo route, aimed at the new molecule, with its first product drawn as an uploaded PNG.
  const doc = structuredClone(source);
  doc.molecule = { name: NEW_MOLECULE.name, structure: moleculeStructure, smiles: null };
  doc.comment = "Published through the editor";
  const first = doc.parts[0]?.reactions[0];
  if (!first) throw new Error("no reaction");
  first.products = [{ name: "Uploaded product", smiles: null, filename: uploadName, extension: "png" }];
  const second = doc.parts.flatMap((p) => p.reactions)[1];
  if (!second) throw new Error("no second reaction");
  second.special_reagent = { name: null, smiles: null, filename: uploadName, extension: "png" };
  lookups = { ...lookups, molecules: await get("/api/molecules") };
  newDraft = storeDraft(draftFromDocument(doc), lookups);
});
afterAll(async () => {
  await t.close();
  rmSync(storage, { recursive: true, force: true });
});

/** Carla's draft of the new route, published by the editor: each test has a synthesis of its own. */
async function publishNew(note = "First version") {
  const draft = await saveDraft(carla, newDraft);
  const res = await publish(editor, draft.id, { note });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { id: number; version: number; draft: Draft };
  return { draftId: draft.id, synthesisId: answer.id };
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
