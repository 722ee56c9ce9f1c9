import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { draftFromDocument } from "../../src/domain/editor/draft.ts";
import { type StoredDraft, storeDraft } from "../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { readDraftLookups } from "./draft-lookups.ts";
import { makePng } from "./png.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * What the publishing API tests share (publish.api.test.ts, publish-revisions.api.test.ts): an app
 * whose images go to a storage folder of its own, so the files written and removed can be checked;
 * a contributor, a reviser and an editor; a complete draft of a new route with an uploaded PNG; and
 * the calls the tests make.
 */

export type Draft = {
  id: number;
  user: { id: number; name: string };
  synthesis_id: number | null;
  base_version: number | null;
  published_synthesis_id: number | null;
  published_at: string | null;
};
type Problem = { path: string; message: string };
export type ErrorBody = { error: { code: string; message: string; field?: string; problems?: Problem[] } };

/** These drafts skip the review workflow (review.api.test.ts has it): each gives a reason. */
export const REASON = "tested without review";
export const NEW_MOLECULE = { name: "Publishamine", smiles: "OC1CCN(C)CC1" };

/** The app and the people of a publishing test file; `publishCalls` reads it when a call is made. */
export interface PublishScene {
  t: TestApp;
  carla: SignedIn;
  editor: SignedIn;
  newDraft: StoredDraft;
}

/**
 * The calls the publishing tests make, bound to a test file's scene through `scene`, which is read
 * at each call: the file declares them once, before its beforeAll has made the app.
 */
export function publishCalls(scene: () => PublishScene) {
  const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
    scene().t.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...(who?.headers ?? {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const get = async <T>(path: string, who: SignedIn = scene().editor): Promise<T> => {
    const res = await scene().t.request(path, { headers: who.cookieOnly });
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
  const publish = (who: SignedIn | undefined, draftId: number, body?: Record<string, unknown>) =>
    send(who, "POST", `/api/unpublishedSyntheses/${draftId}/publish`, { reason: REASON, ...body });
  const readDocument = (id: number) =>
    get<{ id: number; version: number; unpublished_at: string | null; document: SynthesisDocument }>(
      `/api/syntheses/${id}/document`,
    );
  /** Carla's draft of the new route, published by the editor: each test has a synthesis of its own. */
  const publishNew = async (note = "First version") => {
    const { carla, editor, newDraft } = scene();
    const draft = await saveDraft(carla, newDraft);
    const res = await publish(editor, draft.id, { note });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: number; version: number; draft: Draft };
    return { draftId: draft.id, synthesisId: answer.id };
  };
  return { send, get, saveDraft, publish, readDocument, publishNew };
}

/** A fresh app for one test file with its own storage folder, its people and the new route's draft. */
export async function createPublishScene() {
  const storage = mkdtempSync(join(tmpdir(), "publish-images-"));
  const t = await createTestApp({ STORAGE_DIR: storage });
  const carla = await signIn(t, "contributor", "Carla Contributor");
  const rita = await signIn(t, "contributor", "Rita Reviser");
  const editor = await signIn(t, "editor", "Ed Editor");
  // Filled in at the end; the calls made before never read it.
  let newDraft!: StoredDraft;
  const { send, get, readDocument } = publishCalls(() => ({ t, carla, editor, newDraft }));
  let lookups = await readDraftLookups(t, editor);
  // A demo synthesis without drawn special reagents, so its document round-trips exactly.
  let source: SynthesisDocument | undefined;
  const ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  for (const id of ids) {
    const { document } = await readDocument(id);
    const reactions = document.parts.flatMap((p) => p.reactions);
    if (reactions.length >= 2 && reactions.every((r) => !r.special_reagent)) {
      source = document;
      break;
    }
  }
  if (!source) throw new Error("no demo synthesis with two steps and no drawn special reagent");
  const molecule = await send(carla, "POST", "/api/molecules", NEW_MOLECULE);
  expect(molecule.status).toBe(201);
  const moleculeStructure = ((await molecule.json()) as { structure: string }).structure;
  const upload = await t.request("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "image/png", ...carla.headers },
    body: new Uint8Array(makePng(12, 8, "publish test")),
  });
  expect(upload.status).toBe(201);
  const uploadName = ((await upload.json()) as { filename: string }).filename;

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

  const close = async () => {
    await t.close();
    rmSync(storage, { recursive: true, force: true });
  };
  return { t, storage, carla, rita, editor, lookups, source, moleculeStructure, uploadName, newDraft, close };
}
