import { randomBytes } from "node:crypto";
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

/** The Molecules editor's writes: renaming, redrawing and merging a molecule, and their History. */

const engine = process.env.TEST_ENGINE ?? "sqlite";
let t: TestApp, editor: SignedIn, carla: SignedIn, r: LookupRequests;

beforeAll(async () => {
  ({ t, editor, carla, r } = await signedInApp(EDITOR_AND_CONTRIBUTOR));
});
afterAll(() => t.close());

const { db, history } = historyCalls(() => ({ t, r, editor }));

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
    // Undoing the merge brings the molecule back under its id and identifier (history/merge-restore.api.test.ts).
    const back = await jsonOf<{ item: Molecule }>(
      await r.send(editor, "POST", `/api/history/${merged?.id}/restore`),
    );
    expect(back.item).toMatchObject({ id: used.id, structure: used.structure });
  });
});
