import { randomBytes } from "node:crypto";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import {
  EDITOR_AND_CONTRIBUTOR,
  type LookupRequests,
  signedInApp,
} from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

/** Undoing merges through POST /api/history/{entryId}/restore (docs/product/api.md §5.20.2). */

const engine = process.env.TEST_ENGINE ?? "sqlite";
const tag = `${engine}${randomBytes(3).toString("hex")}`;
let t: TestApp, editor: SignedIn, carla: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, carla, r } = await signedInApp(EDITOR_AND_CONTRIBUTOR));
});
afterAll(() => t.close());

type Entry = {
  id: number;
  action: string;
  itemId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  relatedId: number | null;
};

const db = () => t.runtime.db.kysely;
const history = (kind: string, id: number) => r.read<Entry[]>(`/api/history/${kind}/${id}`, editor);
const create = async <T = { id: number; name: string }>(path: string, body: unknown) =>
  jsonOf<T>(await r.send(editor, "POST", path, body), 201);
const merge = (path: string, id: number, into: number) =>
  r.send(editor, "POST", `/api/${path}/${id}/merge`, { into });
const restore = (entry: Entry | undefined) => r.send(editor, "POST", `/api/history/${entry?.id}/restore`);
const restoreOk = async (entry: Entry | undefined) =>
  jsonOf<{ item: Record<string, unknown> }>(await restore(entry));
const refusal = async (res: Response) => {
  expect(res.status).toBe(409);
  return ((await errorOf(res)) as { message: string }).message;
};

/** Drafts whose document holds `marker`, by id, as stored. */
async function draftsWith(marker: string) {
  const rows = await db()
    .selectFrom("unpublished_syntheses")
    .select(["id", "synthesis_json"])
    .where("synthesis_json", "like", `%${marker}%`)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, document: JSON.parse(row.synthesis_json) as unknown }));
}

const reagentRows = (ids: number[]) =>
  db()
    .selectFrom("reaction_reagent")
    .selectAll()
    .where("reagent_id", "in", ids)
    .orderBy("reaction_id")
    .orderBy("stage")
    .orderBy("reagent_id")
    .execute();
const solventRows = (ids: number[]) =>
  db()
    .selectFrom("reaction_solvent")
    .selectAll()
    .where("solvent_id", "in", ids)
    .orderBy("reaction_id")
    .orderBy("solvent_id")
    .execute();

describe(`undoing a merge (${engine})`, () => {
  it("a reagent: links, doubles, synonyms, formula and drafts go back; the kept reagent loses what it gained", async () => {
    const used = await db()
      .selectFrom("reaction_reagent as l")
      .innerJoin("reagents as g", "g.id", "l.reagent_id")
      .innerJoin("reactions as x", "x.id", "l.reaction_id")
      .innerJoin("parts as p", "p.id", "x.part_id")
      .select(["g.id", "g.name", "l.reaction_id", "l.stage", "l.position", "p.synthesis_id"])
      .orderBy("g.id")
      .executeTakeFirstOrThrow();
    await jsonOf(
      await r.send(editor, "PUT", `/api/reagents/${used.id}`, {
        name: used.name,
        formula: "C9H9",
        synonyms: [`Old synonym ${tag}`],
      }),
    );
    const kept = await create("/api/reagents", { name: `Fixture Kept R ${tag}` });
    await jsonOf(
      await r.send(editor, "PUT", `/api/reagents/${kept.id}`, { name: kept.name, synonyms: ["FKR"] }),
    );
    // One reaction lists both at one stage, after the merged one: the merge drops the kept one's row.
    await db()
      .insertInto("reaction_reagent")
      .values({ reaction_id: used.reaction_id, reagent_id: kept.id, stage: used.stage, position: 99 })
      .execute();
    const marker = `reagent-${tag}`;
    await r.draft(carla, {
      comment: marker,
      parts: [
        {
          number: 1,
          reactions: [
            {
              step: 1,
              reagents: [
                { id: used.id, name: used.name, stage: 1 },
                { id: kept.id, name: kept.name, stage: 1 },
              ],
            },
            { step: 2, reagents: [used.name, "Untouched"] },
          ],
        },
      ],
    });
    const rowsBefore = await reagentRows([used.id, kept.id]);
    const draftsBefore = await draftsWith(marker);
    const page = `/api/syntheses/${used.synthesis_id}`;

    await jsonOf(await merge("reagents", used.id, kept.id));
    expect((await reagentRows([used.id])).length).toBe(0);
    // The reaction that listed both keeps one row, the first of the two.
    const merged = (await reagentRows([kept.id])).filter(
      (row) => row.reaction_id === used.reaction_id && row.stage === used.stage,
    );
    expect(merged.map((row) => row.position)).toEqual([used.position]);
    expect(await draftsWith(marker)).not.toEqual(draftsBefore);
    expect(await (await t.request(page)).text()).toContain(kept.name);
    const [mergedAway] = await history("reagents", used.id);
    expect(mergedAway).toMatchObject({ action: "merge", after: null, relatedId: kept.id });
    const revision = t.runtime.watcher.value;

    const back = await restoreOk(mergedAway);
    expect(back.item).toMatchObject({
      id: used.id,
      name: used.name,
      formula: "C9H9",
      synonyms: [`Old synonym ${tag}`],
    });
    expect(t.runtime.watcher.value).toBeGreaterThan(revision);
    expect(await reagentRows([used.id, kept.id])).toEqual(rowsBefore);
    expect(await draftsWith(marker)).toEqual(draftsBefore);
    const keptNow = await r.read<{ id: number; formula: string | null; synonyms: { synonym: string }[] }[]>(
      "/api/reagents",
      editor,
    );
    const keptRow = keptNow.find((g) => g.id === kept.id);
    expect(keptRow?.synonyms.map((s) => s.synonym)).toEqual(["FKR"]);
    expect(keptRow?.formula).toBeNull();
    // The public synthesis names the merged reagent again (the data revision emptied the cache).
    expect(await (await t.request(page)).text()).toContain(JSON.stringify(used.name));
    expect((await history("reagents", used.id))[0]).toMatchObject({
      action: "restore",
      relatedId: mergedAway?.id,
      before: null,
      after: { name: used.name },
    });
    expect((await history("reagents", kept.id))[0]).toMatchObject({
      action: "restore",
      relatedId: mergedAway?.id,
      after: { synonyms: ["FKR"] },
    });
    expect(await refusal(await restore(mergedAway))).toMatch(
      /^Cannot restore: the merged reagent exists again/,
    );
  });

  it("a solvent, from the kept solvent's entry: its links and drafts go back", async () => {
    const used = await db()
      .selectFrom("reaction_solvent as l")
      .innerJoin("solvents as s", "s.id", "l.solvent_id")
      .select(["s.id", "s.name"])
      .orderBy("s.id", "desc")
      .executeTakeFirstOrThrow();
    const kept = await create("/api/solvents", { name: `Fixture Kept S ${tag}` });
    const marker = `solvent-${tag}`;
    await r.draft(carla, {
      comment: marker,
      parts: [{ number: 1, reactions: [{ step: 1, solvents: [{ id: used.id, name: used.name }] }] }],
    });
    const rowsBefore = await solventRows([used.id, kept.id]);
    expect(rowsBefore.length).toBeGreaterThan(0);
    const draftsBefore = await draftsWith(marker);
    await jsonOf(await merge("solvents", used.id, kept.id));
    expect(await solventRows([used.id])).toEqual([]);

    const [keptEntry] = await history("solvents", kept.id);
    expect(keptEntry).toMatchObject({ action: "merge", relatedId: used.id });
    const back = await restoreOk(keptEntry);
    // The kept solvent no longer holds the merged one's name among its synonyms.
    expect(back.item).toEqual({ id: kept.id, name: kept.name, synonyms: [] });
    expect(await solventRows([used.id, kept.id])).toEqual(rowsBefore);
    expect(await draftsWith(marker)).toEqual(draftsBefore);
    const solvents = await r.read<{ id: number; name: string }[]>("/api/solvents", editor);
    expect(solvents.find((s) => s.id === used.id)?.name).toBe(used.name);
  });

  it("an author: syntheses and drafts go back and the old url answers again instead of redirecting", async () => {
    const used = await db()
      .selectFrom("syntheses as s")
      .innerJoin("authors as a", "a.id", "s.author_id")
      .select(["a.id", "a.url", "a.first_name", "a.last_name"])
      .orderBy("a.id")
      .executeTakeFirstOrThrow();
    const syntheses = async (id: number) =>
      (
        await db().selectFrom("syntheses").select("id").where("author_id", "=", id).orderBy("id").execute()
      ).map((s) => s.id);
    const own = await syntheses(used.id);
    const kept = await create<{ id: number; url: string }>("/api/authors", {
      firstName: "Fixture",
      lastName: `Kept A ${tag}`,
    });
    const marker = `author-${tag}`;
    await r.draft(carla, {
      comment: marker,
      author: { id: used.id, firstName: used.first_name, lastName: used.last_name, url: used.url },
    });
    const draftsBefore = await draftsWith(marker);
    await jsonOf(await merge("authors", used.id, kept.id));
    expect((await t.request(`/api/authors/url/${used.url}`)).status).toBe(301);

    const [mergedAway] = await history("authors", used.id);
    const back = await restoreOk(mergedAway);
    expect(back.item).toEqual({
      id: used.id,
      firstName: used.first_name,
      lastName: used.last_name,
      url: used.url,
    });
    expect(await syntheses(used.id)).toEqual(own);
    expect(await syntheses(kept.id)).toEqual([]);
    expect(await draftsWith(marker)).toEqual(draftsBefore);
    const page = await t.request(`/api/authors/url/${used.url}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { id: number }).id).toBe(used.id);
    expect(
      await db()
        .selectFrom("author_url_redirects")
        .select("url")
        .where("url", "=", used.url)
        .executeTakeFirst(),
    ).toBe(undefined);
  });

  it("a molecule: it is drawn again under its identifier, its syntheses and drafts go back, the redirect is gone", async () => {
    type Molecule = { id: number; name: string; structure: string };
    const used = await create<Molecule>("/api/molecules", {
      name: `Fixture Merged M ${tag}`,
      smiles: "CCCCO",
    });
    const kept = await create<Molecule>("/api/molecules", { name: `Fixture Kept M ${tag}`, smiles: "CCCCN" });
    const synthesis = await db()
      .selectFrom("syntheses")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("syntheses")
      .set({ molecule_id: used.id })
      .where("id", "=", synthesis.id)
      .execute();
    const marker = `molecule-${tag}`;
    await r.draft(carla, {
      comment: marker,
      molecule: { id: used.id, name: used.name, structure: used.structure, smiles: "CCCCO" },
    });
    const draftsBefore = await draftsWith(marker);
    await jsonOf(await merge("molecules", used.id, kept.id));
    expect((await t.request(`/api/molecule/name/${used.structure}`)).status).toBe(301);
    const image = join(t.runtime.config.STORAGE_DIR, "molecules", `${used.structure}.svg`);
    await expect(stat(image)).rejects.toThrow();

    const [keptEntry] = await history("molecules", kept.id);
    await restoreOk(keptEntry);
    const page = await t.request(`/api/molecule/name/${used.structure}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ id: used.id, name: used.name, formula: "C4H10O" });
    expect((await stat(image)).size).toBeGreaterThan(0);
    const moved = await db()
      .selectFrom("syntheses")
      .select("molecule_id")
      .where("id", "=", synthesis.id)
      .executeTakeFirstOrThrow();
    expect(moved.molecule_id).toBe(used.id);
    expect(await draftsWith(marker)).toEqual(draftsBefore);
    const fingerprint = await db()
      .selectFrom("structure_fingerprints")
      .select("owner_id")
      .where("kind", "=", "molecule")
      .where("owner_id", "=", used.id)
      .executeTakeFirst();
    expect(fingerprint?.owner_id).toBe(used.id);
  });
});

describe(`refusing to undo a merge (${engine})`, () => {
  const solvent = (name: string) => create("/api/solvents", { name: `${name} ${tag}` });

  it("when the merge kept no record of what it moved (merged before records were kept)", async () => {
    const [a, b] = [await solvent("Fixture Old A"), await solvent("Fixture Old B")];
    await jsonOf(await merge("solvents", a.id, b.id));
    const [entry] = await history("solvents", a.id);
    await db()
      .updateTable("reference_history")
      .set({ moves_json: null })
      .where("id", "=", entry?.id ?? 0)
      .execute();
    expect(await refusal(await restore(entry))).toMatch(
      /^Cannot restore: this merge was recorded before merges kept what they moved/,
    );
  });

  it("when a moved row no longer points at the kept item, and nothing is changed then", async () => {
    const [a, b, c] = [
      await solvent("Fixture Row A"),
      await solvent("Fixture Row B"),
      await solvent("Fixture Row C"),
    ];
    const reaction = await db().selectFrom("reactions").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db()
      .insertInto("reaction_solvent")
      .values({ reaction_id: reaction.id, solvent_id: a.id, position: 50 })
      .execute();
    await jsonOf(await merge("solvents", a.id, b.id));
    // A revision since replaced the reaction's solvent (here: directly).
    await db()
      .updateTable("reaction_solvent")
      .set({ solvent_id: c.id })
      .where("solvent_id", "=", b.id)
      .execute();
    const [entry] = await history("solvents", a.id);
    expect(await refusal(await restore(entry))).toMatch(
      /^Cannot restore: a reaction that used the merged solvent was changed since/,
    );
    expect(await db().selectFrom("solvents").select("id").where("id", "=", a.id).executeTakeFirst()).toBe(
      undefined,
    );
    expect((await history("solvents", b.id))[0]?.action).toBe("merge");
  });

  it("when the kept item was merged again or deleted since", async () => {
    const [a, b, c] = [
      await solvent("Fixture Twice A"),
      await solvent("Fixture Twice B"),
      await solvent("Fixture Twice C"),
    ];
    await jsonOf(await merge("solvents", a.id, b.id));
    await jsonOf(await merge("solvents", b.id, c.id));
    const [first] = await history("solvents", a.id);
    expect(await refusal(await restore(first))).toMatch(
      /^Cannot restore: the kept solvent was deleted or merged since/,
    );
  });

  it("when the merged item's name is another item's now", async () => {
    const [a, b] = [await solvent("Fixture Taken A"), await solvent("Fixture Taken B")];
    await jsonOf(await merge("solvents", a.id, b.id));
    await solvent("fixture taken a");
    const [entry] = await history("solvents", a.id);
    expect(await refusal(await restore(entry))).toMatch(/^Cannot restore: .*already exists/);
  });

  it("when the merged author's old url became the kept author's url", async () => {
    const a = await create<{ id: number; url: string }>("/api/authors", {
      firstName: "Fixture",
      lastName: `Url A ${tag}`,
    });
    const b = await create<{ id: number; url: string }>("/api/authors", {
      firstName: "Fixture",
      lastName: `Url B ${tag}`,
    });
    await jsonOf(await merge("authors", a.id, b.id));
    await jsonOf(
      await r.send(editor, "PUT", `/api/authors/${b.id}`, {
        firstName: "Fixture",
        lastName: `Url B ${tag}`,
        url: a.url,
      }),
    );
    const [entry] = await history("authors", a.id);
    expect(await refusal(await restore(entry))).toMatch(
      /^Cannot restore: the old url '.*' no longer redirects to the kept author/,
    );
  });
});
