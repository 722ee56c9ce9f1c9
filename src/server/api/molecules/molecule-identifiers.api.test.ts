import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../../tests/fixtures/documents.ts";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import { lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { makePng } from "../../../../tests/support/png.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { backfillMoleculeIdentifiers } from "../../search/identifier-backfill.ts";
import type { SearchResults } from "../../search/search-index.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
let editor: SignedIn;
const engine = process.env.TEST_ENGINE ?? "sqlite";
const tag = `${engine}${randomBytes(3).toString("hex")}`;
beforeAll(async () => {
  t = await createFixtureApp();
  editor = await signIn(t, "editor", "Ines Identifier");
});
afterAll(() => t.close());

/** A target no other record of the test database has, so its key names it alone. */
const TARGET = "N#Cc1ccc2OCOc2c1CCCCl";
/** The demo's artemisinin (data/demo/syntheses/artemisinin-seeberger-2013.json) and another writing of it. */
const ARTEMISININ = "C[C@@H]1CC[C@H]2[C@H](C(=O)O[C@H]3[C@@]24[C@H]1CC[C@](O3)(OO4)C)C";
const ARTEMISININ_AGAIN = "C[C@@H]1CC[C@H]2[C@@H](C)C(=O)O[C@@H]3O[C@@]4(C)CC[C@@H]1[C@]32OO4";

type Identified = { id: number; structure: string; inchi: string | null; inchiKey: string | null };
const stored = (id: number) =>
  t.runtime.db.kysely
    .selectFrom("molecules")
    .select(["smiles", "inchi", "inchikey"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const search = async (q: string) =>
  (await (await t.request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResults;

describe(`InChI and InChIKey of molecules (${engine})`, () => {
  let synthesisId: number;
  let molecule: Identified;
  beforeAll(async () => {
    synthesisId = await publishSynthesis(
      t.runtime.publishDeps,
      fixtureDocument({
        molecule: {
          name: `Fixture nitrile ${tag}`,
          structure: `fixture-nitrile-${tag}`,
          smiles: TARGET,
        },
      }),
    );
    const res = await t.request(`/api/molecule/name/fixture-nitrile-${tag}`);
    expect(res.status).toBe(200);
    molecule = (await res.json()) as Identified;
  });

  it("publishing stores the target's standard InChI and key, the same for any writing of the structure", async () => {
    const row = await stored(molecule.id);
    expect(row.inchi).toMatch(/^InChI=1S\/C11H10ClNO2\//);
    expect(row.inchikey).toMatch(/^[A-Z]{14}-[A-Z]{8}SA-[A-Z]$/);
    // A second path: RDKit reads another SMILES of the same molecule to the same identifiers.
    expect(await t.runtime.structures.identifiers("ClCCCc1c(C#N)ccc2OCOc12")).toEqual({
      inchi: row.inchi,
      inchiKey: row.inchikey,
    });
    const artemisinin = await t.runtime.structures.identifiers(ARTEMISININ);
    expect(artemisinin?.inchi).toMatch(/^InChI=1S\/C15H22O5\/.*\/t/);
    expect(await t.runtime.structures.identifiers(ARTEMISININ_AGAIN)).toEqual(artemisinin);
    // A structure InChI cannot express (an attachment point) has none, never an invented one.
    expect(await t.runtime.structures.identifiers("*CC")).toBeNull();
    // The API answers them: the molecule's page data, its single read and the synthesis.
    expect(molecule).toMatchObject({ inchi: row.inchi, inchiKey: row.inchikey });
    const one = (await (await t.request(`/api/molecules/${molecule.id}`)).json()) as Identified;
    expect(one).toMatchObject({ inchi: row.inchi, inchiKey: row.inchikey });
    const synthesis = (await (await t.request(`/api/syntheses/${synthesisId}`)).json()) as {
      molecule: Identified;
    };
    expect(synthesis.molecule).toMatchObject({ inchi: row.inchi, inchiKey: row.inchikey });
  });

  it("the search finds the molecule and its synthesis by the full key and by its first block", async () => {
    const key = molecule.inchiKey ?? "";
    await t.runtime.watcher.refresh();
    const byKey = await search(key);
    expect(byKey.molecules.map((h) => h.id)).toEqual([molecule.id]);
    expect(byKey.syntheses.map((h) => h.id)).toEqual([synthesisId]);
    expect((await search(key.toLowerCase())).molecules.map((h) => h.id)).toEqual([molecule.id]);
    expect((await search(key.slice(0, 14))).molecules.map((h) => h.id)).toContain(molecule.id);
    // A key nobody has finds nothing.
    const other = `${key.slice(0, 14) === "AAAAAAAAAAAAAA" ? "B" : "A"}${"A".repeat(13)}-UHFFFAOYSA-N`;
    expect((await search(other)).molecules).toEqual([]);
  });

  it("the page address by key names the published molecule; unknown keys and unpublished ones name none", async () => {
    const repo = t.runtime.repos.moleculeIdentifiers;
    expect(await repo.publishedStructureByInchiKey(molecule.inchiKey ?? "")).toBe(molecule.structure);
    expect(await repo.publishedStructureByInchiKey("AAAAAAAAAAAAAA-AAAAAAAASA-N")).toBeUndefined();
    // A molecule without a published synthesis stays hidden (its page is 404 for the public).
    const created = await lookupRequests(t).send(editor, "POST", "/api/molecules", {
      name: `Fixture hidden benzene ${tag}`,
      smiles: "c1ccccc1",
    });
    expect(created.status).toBe(201);
    const hidden = await stored(((await created.json()) as { id: number }).id);
    expect(hidden.inchikey).toMatch(/^[A-Z]{14}-/);
    expect(await repo.publishedStructureByInchiKey(hidden.inchikey ?? "")).toBeUndefined();
  });

  it("creating and editing a molecule keep its identifiers in step with its structure; an image has none", async () => {
    const send = lookupRequests(t).send;
    const created = await send(editor, "POST", "/api/molecules", {
      name: `Fixture anisole ${tag}`,
      smiles: "COc1ccccc1",
    });
    expect(created.status).toBe(201);
    const made = (await created.json()) as Identified;
    const first = await stored(made.id);
    expect(made).toMatchObject({ inchi: first.inchi, inchiKey: first.inchikey });
    expect(first.inchi).toMatch(/^InChI=1S\/C7H8O\//);

    expect((await send(editor, "PUT", `/api/molecules/${made.id}`, { smiles: "CCOc1ccccc1" })).status).toBe(
      200,
    );
    const edited = await stored(made.id);
    expect(edited.inchi).toMatch(/^InChI=1S\/C8H10O\//);
    expect(edited.inchikey).not.toBe(first.inchikey);
    expect(edited.inchikey).toBe((await t.runtime.structures.identifiers("c1ccccc1OCC"))?.inchiKey);

    const upload = await t.request("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "image/png", ...editor.headers },
      body: new Uint8Array(makePng(4, 4)),
    });
    const filename = ((await upload.json()) as { filename: string }).filename;
    const toImage = await send(editor, "PUT", `/api/molecules/${made.id}`, {
      upload: filename,
      formula: "C8H10O",
    });
    expect(toImage.status).toBe(200);
    expect(await stored(made.id)).toEqual({ smiles: null, inchi: null, inchikey: null });
  });

  it("the start's backfill fills a molecule from before the columns, and never from a stale SMILES", async () => {
    const created = await lookupRequests(t).send(editor, "POST", "/api/molecules", {
      name: `Fixture phenol ${tag}`,
      smiles: "Oc1ccccc1",
    });
    const id = ((await created.json()) as { id: number }).id;
    const before = await stored(id);
    expect(before.inchikey).not.toBeNull();
    await t.runtime.db.kysely
      .updateTable("molecules")
      .set({ inchi: null, inchikey: null })
      .where("id", "=", id)
      .execute();

    const source = t.runtime.repos.moleculeIdentifiers;
    expect((await source.missing(id - 1, 10)).map((row) => row.id)).toContain(id);
    // Computed from a SMILES the molecule no longer has: nothing stored.
    expect(await source.fill([{ id, smiles: "CCO", inchi: "InChI=1S/x", inchiKey: "x" }])).toBe(0);
    expect((await stored(id)).inchikey).toBeNull();

    const revision = await t.runtime.repos.revisions.current();
    expect(
      await backfillMoleculeIdentifiers({ source, structures: t.runtime.structures }),
    ).toBeGreaterThanOrEqual(1);
    expect(await stored(id)).toEqual(before);
    // Pages and caches see the change: the data revision moved.
    expect(await t.runtime.repos.revisions.current()).toBeGreaterThan(revision);
    expect((await source.missing(id - 1, 10)).map((row) => row.id)).not.toContain(id);
  });
});
