import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { draftFromDocument } from "../../../domain/editor/draft.ts";
import { draftToDocument } from "../../../domain/editor/draft-document.ts";
import { type DraftLookups, loadStoredDraft } from "../../../domain/editor/draft-storage.ts";
import { storeDraft } from "../../../domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../../domain/synthesis-document.ts";

/**
 * Every demo synthesis, read back as a document (GET /api/syntheses/{id}/document), opened as an
 * editor draft, stored naming reference data by id, saved as a revision draft, read back and opened
 * again, gives the same document. The lookups come from the API lists, as the editor reads them.
 */

let t: TestApp;
let carla: SignedIn;
let lookups: DraftLookups;
let ids: number[];

const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { headers: carla.cookieOnly });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** The lookup lists as they are now (a test here renames a reagent: the others read them afresh). */
const readLookups = async (): Promise<DraftLookups> => ({
  reagents: await get("/api/reagents"),
  solvents: await get("/api/solvents"),
  namedReactions: await get("/api/named-reactions"),
  molecules: await get("/api/molecules"),
  authors: await get("/api/authors"),
  protectingGroups: await get("/api/protecting-groups"),
});

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Contributor");
  lookups = await readLookups();
  ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
});
afterAll(() => t.close());

/** Parts by number and reactions by step, the order a draft keeps. */
function ordered(doc: SynthesisDocument): SynthesisDocument {
  return {
    ...doc,
    parts: [...doc.parts]
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ ...p, reactions: [...p.reactions].sort((a, b) => a.step - b.step) })),
  };
}

describe(`stored drafts of every demo synthesis (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("finds the demo syntheses and every lookup list", () => {
    expect(ids.length).toBeGreaterThan(10);
    for (const list of Object.values(lookups)) expect(list?.length).toBeGreaterThan(0);
  });

  it("gives back every document after storing, saving and loading it", async () => {
    const lookups = await readLookups();
    for (const id of ids) {
      const read = await get<{ version: number; document: SynthesisDocument }>(
        `/api/syntheses/${id}/document`,
      );
      const stored = storeDraft(draftFromDocument(read.document), lookups);
      // Every reagent and solvent of a published synthesis is known by id.
      for (const reaction of stored.parts.flatMap((p) => p.reactions)) {
        for (const entry of [...reaction.reagents, ...reaction.solvents, ...reaction.named_reactions]) {
          expect(entry.id, `${id}: ${entry.name}`).not.toBeNull();
        }
      }
      expect(stored.molecule?.id, `molecule of ${id}`).not.toBeNull();
      expect(stored.author?.id, `author of ${id}`).not.toBeNull();

      const saved = await t.request("/api/unpublishedSyntheses", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...carla.headers },
        body: JSON.stringify({
          display_name: `Revision of ${id}`,
          synthesis_json: stored,
          synthesis_id: id,
          base_version: read.version,
        }),
      });
      expect(saved.status, `save ${id}`).toBe(201);
      const { id: draftId } = (await saved.json()) as { id: number };
      const back = await get<{ synthesis_json: string; synthesis_id: number; base_version: number }>(
        `/api/unpublishedSyntheses/${draftId}`,
      );
      expect([back.synthesis_id, back.base_version]).toEqual([id, read.version]);
      const loaded = loadStoredDraft(JSON.parse(back.synthesis_json), lookups);
      expect(draftToDocument(loaded), `synthesis ${id}`).toEqual(ordered(read.document));
    }
  });

  it("shows a reagent's new name after an editor renamed it", async () => {
    const lookups = await readLookups();
    const editor = await signIn(t, "editor", "Ed Editor");
    const id = ids[0] as number;
    const read = await get<{ document: SynthesisDocument }>(`/api/syntheses/${id}/document`);
    const draft = draftFromDocument(read.document);
    const reaction = draft.parts.flatMap((p) => p.reactions).find((r) => r.reagents.length > 0);
    const name = reaction?.reagents[0]?.name as string;
    const reagent = lookups.reagents.find((r) => r.name === name) as { id: number; name: string };
    const stored = storeDraft(draft, lookups);

    const renamed = await t.request(`/api/reagents/${reagent.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...editor.headers },
      body: JSON.stringify({ name: `${name} (renamed)` }),
    });
    expect(renamed.status).toBe(200);
    const fresh = { ...lookups, reagents: await get<DraftLookups["reagents"]>("/api/reagents") };
    const loaded = loadStoredDraft(JSON.parse(JSON.stringify(stored)), fresh);
    const names = loaded.parts.flatMap((p) => p.reactions.flatMap((r) => r.reagents.map((g) => g.name)));
    expect(names).toContain(`${name} (renamed)`);
    expect(names).not.toContain(name);
  });
});
