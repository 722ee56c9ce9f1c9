import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp;
let editor: SignedIn;
let carla: SignedIn;
let r: ReturnType<typeof lookupRequests>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t, "editor", "Erin Editor");
  carla = await signIn(t, "contributor", "Carla Contributor");
  r = lookupRequests(t);
});
afterAll(() => t.close());

type Entry = {
  id: number;
  kind: string;
  itemId: number;
  action: string;
  user: { id: number; name: string } | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  relatedId: number | null;
  relatedName: string | null;
};

const db = () => t.runtime.db.kysely;
const history = (kind: string, id: number) => r.read<Entry[]>(`/api/history/${kind}/${id}`, editor);

/** A reagent, solvent, author and molecule that published demo syntheses use. */
async function usedItems() {
  const reagent = await db()
    .selectFrom("reaction_reagent as l")
    .innerJoin("reagents as g", "g.id", "l.reagent_id")
    .innerJoin("reactions as x", "x.id", "l.reaction_id")
    .innerJoin("parts as p", "p.id", "x.part_id")
    .select(["g.id", "g.name", "p.synthesis_id"])
    .orderBy("g.id")
    .executeTakeFirstOrThrow();
  const solvent = await db()
    .selectFrom("reaction_solvent as l")
    .innerJoin("solvents as s", "s.id", "l.solvent_id")
    .innerJoin("reactions as x", "x.id", "l.reaction_id")
    .innerJoin("parts as p", "p.id", "x.part_id")
    .select(["s.id", "s.name", "p.synthesis_id"])
    .orderBy("s.id", "desc")
    .executeTakeFirstOrThrow();
  return { reagent, solvent };
}

const countUses = async (table: "reaction_reagent" | "reaction_solvent", column: string, id: number) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(column as "reaction_id", "=", id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`merges (${engine})`, () => {
  it("are for editors only (401 signed out, 403 contributors) and check the body", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(carla, "POST", "/api/solvents", { name: "Fixture Merge S1" }),
      201,
    );
    const { id: other } = await jsonOf<{ id: number }>(
      await r.send(carla, "POST", "/api/solvents", { name: "Fixture Merge S2" }),
      201,
    );
    for (const kind of ["solvents", "reagents", "authors", "molecules"]) {
      expect((await r.send(undefined, "POST", `/api/${kind}/${id}/merge`, { into: other })).status).toBe(401);
      expect((await r.send(carla, "POST", `/api/${kind}/${id}/merge`, { into: other })).status).toBe(403);
    }
    expect((await r.send(carla, "PUT", "/api/molecules/1", { name: "Anything" })).status).toBe(403);
    const self = await r.send(editor, "POST", `/api/solvents/${id}/merge`, { into: id });
    expect(self.status).toBe(400);
    expect(await errorOf(self)).toMatchObject({ field: "into" });
    const missing = await r.send(editor, "POST", `/api/solvents/${id}/merge`, {});
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ field: "into" });
    expect((await r.send(editor, "POST", `/api/solvents/${id}/merge`, { into: 999999 })).status).toBe(404);
    expect((await r.send(editor, "POST", `/api/solvents/999999/merge`, { into: id })).status).toBe(404);
    for (const kind of ["reagents", "authors", "molecules"]) {
      const res = await r.send(editor, "POST", `/api/${kind}/999998/merge`, { into: 999998 });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "into" });
    }
  });

  it("moves a reagent's syntheses, drafts and synonyms to the kept one in one write, and its name becomes a synonym", async () => {
    const { reagent } = await usedItems();
    const uses = await countUses("reaction_reagent", "reagent_id", reagent.id);
    expect(uses).toBeGreaterThan(0);
    const kept = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/reagents", { name: `Fixture Kept ${engine}` }),
      201,
    );
    await jsonOf(
      await r.send(editor, "PUT", `/api/reagents/${kept.id}`, {
        name: `Fixture Kept ${engine}`,
        synonyms: ["FK"],
      }),
    );
    const current = await r.read<{ synonyms: { synonym: string }[] }[]>("/api/reagents", editor);
    const before = (current as unknown as { id: number; synonyms: { synonym: string }[] }[]).find(
      (g) => g.id === reagent.id,
    );
    await r.draft(carla, {
      format: 1,
      parts: [
        {
          number: 1,
          reactions: [
            {
              step: 1,
              reagents: [
                { id: reagent.id, name: reagent.name, stage: 1 },
                { id: kept.id, name: `Fixture Kept ${engine}`, stage: 1 },
              ],
            },
          ],
        },
      ],
    });
    await r.draft(carla, { parts: [{ number: 1, reactions: [{ step: 1, reagents: [reagent.name] }] }] });
    const revision = t.runtime.watcher.value;

    const res = await r.send(editor, "POST", `/api/reagents/${reagent.id}/merge`, { into: kept.id });
    const merged = await jsonOf<{ id: number; name: string; synonyms: { synonym: string }[] }>(res);
    expect(merged.id).toBe(kept.id);
    expect(merged.synonyms.map((s) => s.synonym)).toEqual(
      expect.arrayContaining(["FK", reagent.name, ...(before?.synonyms ?? []).map((s) => s.synonym)]),
    );
    expect(t.runtime.watcher.value).toBeGreaterThan(revision);
    expect(
      await db().selectFrom("reagents").select("id").where("id", "=", reagent.id).executeTakeFirst(),
    ).toBe(undefined);
    expect(await countUses("reaction_reagent", "reagent_id", reagent.id)).toBe(0);
    expect(await countUses("reaction_reagent", "reagent_id", kept.id)).toBeGreaterThan(0);
    expect(
      await db().selectFrom("reagent_synonyms").select("id").where("reagent_id", "=", reagent.id).execute(),
    ).toEqual([]);

    const drafts = await db().selectFrom("unpublished_syntheses").select("synthesis_json").execute();
    const texts = drafts.map((d) => d.synthesis_json);
    const stored = texts.find((x) => x.includes('"format":1') && x.includes(`Fixture Kept ${engine}`));
    expect(JSON.parse(stored ?? "{}").parts[0].reactions[0].reagents).toEqual([
      { id: kept.id, name: `Fixture Kept ${engine}`, stage: 1 },
    ]);
    expect(texts.some((x) => x.includes(`"reagents":["Fixture Kept ${engine}"]`))).toBe(true);
    expect(
      texts.some((x) => x.includes(JSON.stringify(reagent.name)) && x.includes(`"id":${reagent.id},`)),
    ).toBe(false);

    // The public synthesis page's data shows the kept name.
    const synthesis = await (await t.request(`/api/syntheses/${reagent.synthesis_id}`)).text();
    expect(synthesis).toContain(`Fixture Kept ${engine}`);

    const mergedAway = await history("reagents", reagent.id);
    expect(mergedAway[0]).toMatchObject({
      action: "merge",
      relatedId: kept.id,
      after: null,
      user: { id: editor.id, name: editor.name },
      before: { id: reagent.id, name: reagent.name },
      // Each side of the merge names the other, for the History's 'merged into …'.
      relatedName: `Fixture Kept ${engine}`,
    });
    const keptHistory = await history("reagent", kept.id);
    expect(keptHistory.map((e) => e.action)).toEqual(["merge", "update", "create"]);
    expect(keptHistory[0]).toMatchObject({
      relatedId: reagent.id,
      relatedName: reagent.name,
      before: { synonyms: ["FK"] },
    });
    expect(keptHistory.slice(1).map((e) => e.relatedName)).toEqual([null, null]);
    expect(keptHistory[0]?.after?.synonyms).toContain(reagent.name);
  });

  it("moves a solvent's syntheses and drafts to the kept one", async () => {
    const { solvent } = await usedItems();
    const kept = await jsonOf<{ id: number; name: string }>(
      await r.send(editor, "POST", "/api/solvents", { name: `Fixture Solvent ${engine}` }),
      201,
    );
    await r.draft(carla, {
      parts: [{ number: 1, reactions: [{ step: 1, solvents: [{ id: solvent.id, name: solvent.name }] }] }],
    });
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${solvent.id}/merge`, { into: kept.id }));
    expect(await countUses("reaction_solvent", "solvent_id", solvent.id)).toBe(0);
    expect(await countUses("reaction_solvent", "solvent_id", kept.id)).toBeGreaterThan(0);
    const drafts = await db().selectFrom("unpublished_syntheses").select("synthesis_json").execute();
    expect(drafts.some((d) => d.synthesis_json.includes(`{"id":${kept.id},"name":"${kept.name}"}`))).toBe(
      true,
    );
    expect(drafts.some((d) => d.synthesis_json.includes(`"id":${solvent.id},"name"`))).toBe(false);
    expect(
      (await t.request(`/api/syntheses/${solvent.synthesis_id}`).then((x) => x.text())).includes(kept.name),
    ).toBe(true);
    expect((await r.send(editor, "DELETE", `/api/solvents/${solvent.id}`)).status).toBe(404);
  });

  it("moves an author's syntheses and drafts, and the old url redirects (301) to the kept author", async () => {
    const used = await db()
      .selectFrom("syntheses as s")
      .innerJoin("authors as a", "a.id", "s.author_id")
      .select(["a.id", "a.url", "a.first_name", "a.last_name", "s.id as synthesis_id"])
      .orderBy("a.id", "desc")
      .executeTakeFirstOrThrow();
    const kept = await jsonOf<{ id: number; url: string }>(
      await r.send(editor, "POST", "/api/authors", { firstName: "Fixture", lastName: `Kept ${engine}` }),
      201,
    );
    await r.draft(carla, {
      author: { id: used.id, firstName: used.first_name, lastName: used.last_name, url: used.url },
    });
    const answer = await jsonOf<{ id: number; syntheses_count: number }>(
      await r.send(editor, "POST", `/api/authors/${used.id}/merge`, { into: kept.id }),
    );
    expect(answer.id).toBe(kept.id);
    expect(answer.syntheses_count).toBeGreaterThan(0);
    const old = await t.request(`/api/authors/url/${used.url}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/api/authors/url/${kept.url}`);
    const synthesis = await (await t.request(`/api/syntheses/${used.synthesis_id}`)).text();
    expect(synthesis).toContain(`Kept ${engine}`);
    const drafts = await db().selectFrom("unpublished_syntheses").select("synthesis_json").execute();
    expect(drafts.some((d) => d.synthesis_json.includes(`"id":${kept.id},"firstName":"Fixture"`))).toBe(true);
    const page = await t.request(`/authors/${used.url}`);
    if (page.status !== 404) expect(page.status).toBe(301);
    // An author is named by first and last name on both sides of the merge.
    const [keptEntry] = await history("authors", kept.id);
    expect(keptEntry).toMatchObject({ action: "merge", relatedName: `${used.first_name} ${used.last_name}` });
    const [awayEntry] = await history("authors", used.id);
    expect(awayEntry).toMatchObject({ action: "merge", relatedName: `Fixture Kept ${engine}` });
  });
});

describe(`molecules editor (${engine})`, () => {
  type Molecule = {
    id: number;
    name: string;
    structure: string;
    formula: string | null;
    carbonCount: number | null;
  };
  // Images live in a folder the suite's files share: these molecules' names are this run's own.
  const tag = `${engine}${randomBytes(3).toString("hex")}`;
  let made = 0;
  /**
   * A molecule of the test's own ("CC", named "Fixture Used <tag> <n>"), made the molecule of the
   * first published demo synthesis so it is public (each test takes that synthesis over afresh).
   */
  async function usedMolecule() {
    const name = `Fixture Used ${tag} ${++made}`;
    const used = await jsonOf<Molecule>(
      await r.send(editor, "POST", "/api/molecules", { name, smiles: "CC" }),
      201,
    );
    const synthesis = await db().selectFrom("syntheses").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db()
      .updateTable("syntheses")
      .set({ molecule_id: used.id })
      .where("id", "=", synthesis.id)
      .execute();
    return { used, name, synthesisId: synthesis.id };
  }

  it("renames a molecule and fixes its structure; the public answers change at once", async () => {
    const { used, name } = await usedMolecule();
    expect((await r.read<Molecule>(`/api/molecule/name/${used.structure}`)).name).toBe(name);

    const renamed = await jsonOf<Molecule>(
      await r.send(editor, "PUT", `/api/molecules/${used.id}`, { name: `Fixture Renamed ${tag}` }),
    );
    expect(renamed).toMatchObject({ id: used.id, name: `Fixture Renamed ${tag}`, structure: used.structure });
    expect((await r.read<Molecule>(`/api/molecule/name/${used.structure}`)).name).toBe(
      `Fixture Renamed ${tag}`,
    );

    const drawn = await jsonOf<Molecule>(
      await r.send(editor, "PUT", `/api/molecules/${used.id}`, { smiles: "OCC" }),
    );
    expect(drawn).toMatchObject({ formula: "C2H6O", carbonCount: 2 });
    const formulaOnly = await r.send(editor, "PUT", `/api/molecules/${used.id}`, { formula: "C2H6O" });
    expect(formulaOnly.status).toBe(400);
    expect(await errorOf(formulaOnly)).toMatchObject({ field: "formula" });
    const bad = await r.send(editor, "PUT", `/api/molecules/${used.id}`, { smiles: "not a smiles((" });
    expect(bad.status).toBe(422);
    expect(await errorOf(bad)).toMatchObject({ field: "smiles" });
    const other = await db()
      .selectFrom("molecules")
      .select("name")
      .where("id", "<>", used.id)
      .executeTakeFirstOrThrow();
    const taken = await r.send(editor, "PUT", `/api/molecules/${used.id}`, {
      name: other.name.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ field: "name" });
    expect((await r.send(editor, "PUT", "/api/molecules/999999", { name: "Fixture None" })).status).toBe(404);

    const entries = await history("molecule", used.id);
    expect(entries.map((e) => e.action)).toEqual(["update", "update", "create"]);
    expect(entries[1]).toMatchObject({
      before: { name },
      after: { name: `Fixture Renamed ${tag}` },
    });
    expect(entries[0]).toMatchObject({
      before: { smiles: "CC", formula: "C2H6" },
      after: { smiles: "CCO", formula: "C2H6O", carbonCount: 2 },
    });
    // Restoring the drawing before the last change draws the earlier SMILES again.
    const back = await jsonOf<{ item: Molecule & { smiles: string } }>(
      await r.send(editor, "POST", `/api/history/${entries[0]?.id}/restore`),
    );
    expect(back.item).toMatchObject({
      smiles: "CC",
      formula: "C2H6",
      carbonCount: 2,
      name: `Fixture Renamed ${tag}`,
    });
  });

  it("merges two molecules: syntheses and drafts move, the old identifier redirects (301)", async () => {
    const { used, name, synthesisId } = await usedMolecule();
    const kept = await jsonOf<Molecule>(
      await r.send(editor, "POST", "/api/molecules", { name: `Fixture Kept Molecule ${tag}`, smiles: "CCN" }),
      201,
    );
    await r.draft(carla, {
      molecule: { id: used.id, name: used.name, structure: used.structure, smiles: null },
    });
    const answer = await jsonOf<Molecule & { syntheses_count: number }>(
      await r.send(editor, "POST", `/api/molecules/${used.id}/merge`, { into: kept.id }),
    );
    expect(answer).toMatchObject({ id: kept.id, syntheses_count: 1 });
    const old = await t.request(`/api/molecule/name/${used.structure}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/api/molecule/name/${kept.structure}`);
    expect(await db().selectFrom("molecules").select("id").where("id", "=", used.id).executeTakeFirst()).toBe(
      undefined,
    );
    const synthesis = await (await t.request(`/api/syntheses/${synthesisId}`)).text();
    expect(synthesis).toContain(`Fixture Kept Molecule ${tag}`);
    const drafts = await db().selectFrom("unpublished_syntheses").select("synthesis_json").execute();
    expect(drafts.some((d) => d.synthesis_json.includes(`"structure":"${kept.structure}"`))).toBe(true);
    expect(drafts.some((d) => d.synthesis_json.includes(`"structure":"${used.structure}"`))).toBe(false);
    // A new molecule never takes the merged one's identifier (a name that gives the same one).
    const again = await jsonOf<Molecule>(
      await r.send(editor, "POST", "/api/molecules", { name: `${name}!`, smiles: "C" }),
      201,
    );
    expect(again.structure).not.toBe(used.structure);
    const [merged] = await history("molecules", used.id);
    expect(merged).toMatchObject({ action: "merge", after: null, relatedId: kept.id });
    // Undoing the merge brings the molecule back under its id and identifier (merge-restore.api.test.ts).
    const back = await jsonOf<{ item: Molecule }>(
      await r.send(editor, "POST", `/api/history/${merged?.id}/restore`),
    );
    expect(back.item).toMatchObject({ id: used.id, structure: used.structure });
  });
});

describe(`history and restore (${engine})`, () => {
  it("lists entries for signed-in users only and restores for editors only", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture H1" }),
      201,
    );
    expect((await t.request(`/api/history/solvent/${id}`)).status).toBe(401);
    expect((await t.request(`/api/history/nonsense/${id}`, { headers: editor.cookieOnly })).status).toBe(404);
    const entries = await history("solvent", id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "create",
        before: null,
        after: { id, name: "Fixture H1" },
        itemId: id,
      }),
    ]);
    const [created] = entries;
    expect((await r.send(carla, "POST", `/api/history/${created?.id}/restore`)).status).toBe(403);
    const refused = await r.send(editor, "POST", `/api/history/${created?.id}/restore`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)) as { message: string }).toMatchObject({
      message: expect.stringMatching(/^Cannot restore/),
    });
    expect((await r.send(editor, "POST", "/api/history/999999/restore")).status).toBe(404);
  });

  it("restores an old name, unless another item took it since", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/reagents", { name: "Fixture R-old" }),
      201,
    );
    await jsonOf(
      await r.send(editor, "PUT", `/api/reagents/${id}`, {
        name: "Fixture R-new",
        formula: "H₂O",
        synonyms: ["w"],
      }),
    );
    const [renamed] = await history("reagent", id);
    expect(renamed).toMatchObject({
      action: "update",
      before: { name: "Fixture R-old", formula: null, synonyms: [] },
      after: { name: "Fixture R-new", formula: "H₂O", synonyms: ["w"] },
    });
    const restored = await jsonOf<{ item: { name: string } }>(
      await r.send(editor, "POST", `/api/history/${renamed?.id}/restore`),
    );
    expect(restored.item).toMatchObject({ name: "Fixture R-old", formula: null, synonyms: [] });
    const [restoreEntry] = await history("reagent", id);
    expect(restoreEntry).toMatchObject({
      action: "restore",
      relatedId: renamed?.id,
      before: { name: "Fixture R-new" },
      after: { name: "Fixture R-old" },
    });

    // Renamed again, and another reagent takes the old name: restoring is refused.
    await jsonOf(await r.send(editor, "PUT", `/api/reagents/${id}`, { name: "Fixture R-third" }));
    const [third] = await history("reagent", id);
    await jsonOf(await r.send(editor, "POST", "/api/reagents", { name: "fixture r-old" }), 201);
    const refused = await r.send(editor, "POST", `/api/history/${third?.id}/restore`);
    expect(refused.status).toBe(409);
    expect(((await errorOf(refused)) as { message: string }).message).toMatch(
      /^Cannot restore: .*already exists/,
    );
  });

  it("restores a deleted item under its id when its name is free, and refuses otherwise", async () => {
    const { id } = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture Gone" }),
      201,
    );
    expect((await r.send(editor, "DELETE", `/api/solvents/${id}`)).status).toBe(204);
    const [deleted] = await history("solvent", id);
    expect(deleted).toMatchObject({ action: "delete", before: { name: "Fixture Gone" }, after: null });
    const back = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${deleted?.id}/restore`),
    );
    expect(back.item).toEqual({ id, name: "Fixture Gone" });
    const again = await r.send(editor, "POST", `/api/history/${deleted?.id}/restore`);
    expect(again.status).toBe(409);

    expect((await r.send(editor, "DELETE", `/api/solvents/${id}`)).status).toBe(204);
    const [deletedAgain] = await history("solvent", id);
    await jsonOf(await r.send(editor, "POST", "/api/solvents", { name: "Fixture Gone" }), 201);
    const taken = await r.send(editor, "POST", `/api/history/${deletedAgain?.id}/restore`);
    expect(taken.status).toBe(409);
    expect((await history("solvent", id)).map((e) => e.action)).toEqual([
      "delete",
      "restore",
      "delete",
      "create",
    ]);
  });

  it("undoes a merge, and records changes of named reactions and protecting groups", async () => {
    const a = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture M-a" }),
      201,
    );
    const b = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/solvents", { name: "Fixture M-b" }),
      201,
    );
    await jsonOf(await r.send(editor, "POST", `/api/solvents/${a.id}/merge`, { into: b.id }));
    const [merged] = await history("solvent", a.id);
    const undone = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${merged?.id}/restore`),
    );
    expect(undone.item).toEqual({ id: a.id, name: "Fixture M-a" });

    const group = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/protecting-groups", { name: `Fixture PG ${engine}` }),
      201,
    );
    await jsonOf(
      await r.send(editor, "PUT", `/api/protecting-groups/${group.id}`, {
        name: `Fixture PG2 ${engine}`,
        protected: "alcohol",
      }),
    );
    const groupHistory = await history("protecting-groups", group.id);
    expect(groupHistory.map((e) => e.action)).toEqual(["update", "create"]);
    expect(groupHistory[0]).toMatchObject({
      before: { name: `Fixture PG ${engine}` },
      after: { name: `Fixture PG2 ${engine}`, protected: "alcohol" },
    });
    const back = await jsonOf<{ item: { name: string; protected: string } }>(
      await r.send(editor, "POST", `/api/history/${groupHistory[0]?.id}/restore`),
    );
    expect(back.item).toMatchObject({ name: `Fixture PG ${engine}`, protected: "" });

    const reaction = await jsonOf<{ id: number }>(
      await r.send(editor, "POST", "/api/named-reactions", { name: `Fixture NR ${engine}` }),
      201,
    );
    expect((await r.send(editor, "DELETE", `/api/named-reactions/${reaction.id}`)).status).toBe(204);
    const reactionHistory = await history("named_reaction", reaction.id);
    expect(reactionHistory.map((e) => e.action)).toEqual(["delete", "create"]);
    const restored = await jsonOf<{ item: { id: number; name: string } }>(
      await r.send(editor, "POST", `/api/history/${reactionHistory[0]?.id}/restore`),
    );
    expect(restored.item).toMatchObject({ id: reaction.id, name: `Fixture NR ${engine}` });
  });
});
