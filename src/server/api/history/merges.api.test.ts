import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyCalls } from "../../../../tests/support/history-calls.ts";
import { errorOf, jsonOf } from "../../../../tests/support/lookup-requests.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import {
  EDITOR_AND_CONTRIBUTOR,
  type LookupRequests,
  signedInApp,
} from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";

/**
 * Merging solvents, reagents and authors: who may, what moves to the kept item, and the History
 * entries on both sides. Undoing merges: merge-restore.api.test.ts.
 */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp, editor: SignedIn, carla: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, carla, r } = await signedInApp(EDITOR_AND_CONTRIBUTOR));
});
afterAll(() => t.close());

const { db, history } = historyCalls(() => ({ t, r, editor }));

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
