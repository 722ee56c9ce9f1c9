import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import * as fingerprintMigration from "../../../db/migrations/0014-structure-fingerprints.ts";
import type { StructureSearchResults } from "../../../domain/structure-search.ts";
import { backfillStructureFingerprints } from "../../search/fingerprint-backfill.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INDOLE = "c1ccc2[nH]ccc2c1";
const PSILOCYBIN = "CN(C)CCc1c[nH]c2cccc(OP(=O)(O)O)c12";
/** The fill of highlighted atoms in a drawing (depict.ts: 1, 0.75, 0.4). */
const HIGHLIGHT_FILL = "#FFBF66";

async function find(params: Record<string, string>) {
  const res = await t.request(`/api/search/structure?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StructureSearchResults;
}

async function refusal(params: Record<string, string>) {
  const res = await t.request(`/api/search/structure?${new URLSearchParams(params)}`);
  const body = (await res.json()) as { error: { code: string; field: string; message: string } };
  return { status: res.status, ...body.error };
}

describe("GET /api/search/structure", () => {
  it("substructure: an indole finds the indole alkaloid and its intermediates, not the quinolines", async () => {
    const r = await find({ q: INDOLE });
    expect(r.query).toMatchObject({ mode: "substructure", format: "smiles", limit: 50, threshold: null });
    const targets = r.targets.map((hit) => hit.molecule.name);
    expect(targets).toContain("Psilocybin");
    expect(targets.some((name) => /quinine/i.test(name))).toBe(false);
    const psilocybin = r.targets.find((hit) => hit.molecule.name === "Psilocybin");
    expect(psilocybin?.atoms).toHaveLength(9);
    expect(psilocybin?.syntheses[0]).toMatchObject({
      author: expect.stringContaining("Sherwood"),
      year: 2020,
    });
    // Its drawing names the query, whose match the server highlights: no atom list in the address.
    expect(psilocybin?.image).toBe(
      `/api/search/structure/image?${new URLSearchParams({ smiles: psilocybin?.smiles ?? "", q: INDOLE })}`,
    );
    // Reaction chemicals, each with where it appears.
    const occurrence = r.chemicals[0]?.occurrences[0];
    expect(occurrence).toMatchObject({
      synthesis: { molecule: "Psilocybin", year: 2020 },
      part: expect.any(Number),
      step: expect.any(Number),
      role: expect.stringMatching(/^(substrate|product|special_reagent)$/),
    });
    expect(r.complete).toBe(true);
  });

  it("substructure with a SMARTS pattern", async () => {
    const r = await find({ q: "[#6]1:[#6]:[#6]:[#6]2:[#7H]:[#6]:[#6]:[#6]:2:[#6]:1" });
    expect(r.query.format).toBe("smarts");
    expect(r.query.canonical).toBeNull();
    expect(r.targets.map((hit) => hit.molecule.name)).toContain("Psilocybin");
  });

  it("exact: the same structure written differently, and nothing for a structure not in the archive", async () => {
    const r = await find({ q: "OP(O)(=O)Oc1cccc2[nH]cc(CCN(C)C)c12", mode: "exact" });
    expect(r.targets.map((hit) => hit.molecule.name)).toEqual(["Psilocybin"]);
    expect(r.targets[0]?.score).toBe(1);
    expect(r.query.canonical).toBe(r.targets[0]?.smiles);
    const none = await find({ q: "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCl", mode: "exact" });
    expect(none.targets).toEqual([]);
    expect(none.chemicals).toEqual([]);
  });

  it("similarity: scores in descending order, above the threshold; threshold 1 is the exact structure", async () => {
    const r = await find({ q: PSILOCYBIN, mode: "similarity", threshold: "0.3" });
    expect(r.query.threshold).toBe(0.3);
    const scores = [...r.targets, ...r.chemicals].map((hit) => hit.score as number);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.3);
    const chemicalScores = r.chemicals.map((hit) => hit.score as number);
    expect(chemicalScores).toEqual([...chemicalScores].sort((a, b) => b - a));
    expect(r.targets[0]).toMatchObject({ molecule: { name: "Psilocybin" }, score: 1 });
    const only = await find({ q: PSILOCYBIN, mode: "similarity", threshold: "1" });
    expect(only.targets.map((hit) => hit.molecule.name)).toEqual(["Psilocybin"]);
    expect([...only.targets, ...only.chemicals].every((hit) => hit.score === 1)).toBe(true);
  });

  it("a query matching almost everything lists every target and `limit` reaction chemicals, then more", async () => {
    const r = await find({ q: "C", limit: "3" });
    expect(r.chemicals).toHaveLength(3);
    expect(r.complete).toBe(false);
    expect(r.cut).toBe(false);
    expect(r.next).toMatch(/^c\d+\.3$/);
    // Every target has a carbon.
    const all = await find({ q: "C", limit: "200" });
    expect(r.targets.map((hit) => hit.molecule.id)).toEqual(all.targets.map((hit) => hit.molecule.id));
    // Every target of a published synthesis (other tests of this file may have published more).
    const published = (await (await t.request("/api/syntheses")).json()) as {
      molecule: { structure: string };
    }[];
    expect(all.targets.length).toBe(new Set(published.map((s) => s.molecule.structure)).size);
  });

  it("refuses bad input with a 400 naming the parameter in field and the problem in words for people", async () => {
    expect(await refusal({})).toMatchObject({
      status: 400,
      field: "q",
      code: "invalid_input",
      message: "Type a SMILES, or a SMARTS pattern for substructure search",
    });
    expect(await refusal({ q: "C1CC" })).toMatchObject({ status: 400, field: "q" });
    expect((await refusal({ q: "C1CC", mode: "exact" })).message).toMatch(
      /^This is not a valid SMILES \(RDKit: .*unclosed ring.*\)$/,
    );
    expect((await refusal({ q: "[C" })).message).toMatch(
      /^This is neither a valid SMILES .* nor a valid SMARTS/,
    );
    expect((await refusal({ q: "c1cccc1", mode: "similarity" })).message).toMatch(/kekulize/);
    expect(await refusal({ q: "CC O" })).toMatchObject({
      field: "q",
      message: "Type a SMILES without spaces",
    });
    expect((await refusal({ q: "[#6]~[#7]", mode: "exact" })).message).toBe(
      "SMARTS patterns work in substructure search only; exact search needs a SMILES",
    );
    expect((await refusal({ q: "C", mode: "fuzzy" })).message).toBe(
      "Choose a substructure, similarity or exact search",
    );
    expect((await refusal({ q: "C", limit: "0" })).message).toBe(
      "Ask for a whole number of structures from 1 to 200",
    );
    expect((await refusal({ q: "C", mode: "similarity", threshold: "2" })).message).toBe(
      "Give the lowest similarity as a number from 0 to 1, such as 0.5",
    );
    expect((await refusal({ q: "C".repeat(1001) })).message).toBe(
      "Type a structure of at most 1,000 characters",
    );
    // No message starts with the name of a parameter.
    const cases: Record<string, string>[] = [
      {},
      { q: "C1CC" },
      { q: "[C" },
      { q: "C", mode: "x" },
      { q: "C", limit: "x" },
    ];
    for (const params of cases) {
      expect((await refusal(params)).message).not.toMatch(/^(q|mode|limit|threshold)\b/);
    }
    expect(await refusal({ q: "[#6]~[#7]", mode: "similarity" })).toMatchObject({ status: 400, field: "q" });
    expect(await refusal({ q: "C", mode: "fuzzy" })).toMatchObject({ status: 400, field: "mode" });
    for (const limit of ["0", "201", "ten", "-1", "1.5"]) {
      expect(await refusal({ q: "C", limit })).toMatchObject({ status: 400, field: "limit" });
    }
    for (const threshold of ["2", "-0.1", "x", "NaN"]) {
      expect(await refusal({ q: "C", mode: "similarity", threshold })).toMatchObject({
        status: 400,
        field: "threshold",
      });
    }
    expect(await refusal({ q: "C".repeat(1001) })).toMatchObject({ status: 400, field: "q" });
  });

  it("draws a hit with the atoms its query matches highlighted, and refuses a SMILES that is no archive structure", async () => {
    const hit = (await find({ q: INDOLE })).targets.find((h) => h.molecule.name === "Psilocybin");
    const res = await t.request(hit?.image ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    const highlighted = await res.text();
    expect(highlighted).toMatch(/^<svg/);
    expect(highlighted).toContain(HIGHLIGHT_FILL);
    // Without a query (a hit of exact or similarity search): the same structure, nothing highlighted.
    const smiles = hit?.smiles ?? "";
    const plain = await t.request(`/api/search/structure/image?${new URLSearchParams({ smiles })}`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).not.toContain(HIGHLIGHT_FILL);
    const exact = (await find({ q: PSILOCYBIN, mode: "exact" })).targets[0];
    expect(exact?.image).toBe(`/api/search/structure/image?${new URLSearchParams({ smiles })}`);

    const bad = await t.request("/api/search/structure/image?smiles=C1CC");
    expect(bad.status).toBe(404);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe("smiles");
    const missing = await t.request("/api/search/structure/image");
    expect(((await missing.json()) as { error: { message: string } }).error).toMatchObject({
      field: "smiles",
      message: "Give the SMILES of the structure to draw",
    });
  });

  it("refuses a drawing's query that is not one, or that does not match the structure, naming q", async () => {
    const image = (q: string) =>
      t.request(`/api/search/structure/image?${new URLSearchParams({ smiles: PSILOCYBIN, q })}`);
    const unmatched = await image("ClCCl");
    expect(unmatched.status).toBe(404);
    expect(((await unmatched.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: "not_found",
      field: "q",
    });
    for (const q of ["C1CC(", "C C", "C".repeat(1001)]) {
      const res = await image(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe("q");
    }
  });

  it("finds a synthesis published after the index was built, its chemicals and special reagent", async () => {
    const before = await find({ q: "CC(=O)OC1CCCCC1", mode: "exact" });
    expect(before.targets).toEqual([]);
    await loadReferenceData(t.runtime.publishDeps, fixtureReference);
    const id = await publishSynthesis(t.runtime.publishDeps, fixtureDocument());
    const after = await find({ q: "O=C(C)OC1CCCCC1", mode: "exact" });
    expect(after.targets.map((hit) => hit.molecule.name)).toEqual(["Fixture cyclohexyl acetate"]);
    // The product that is the synthesis's own target is marked so ("target, made in …").
    expect(after.chemicals[0]?.occurrences).toEqual([
      expect.objectContaining({ synthesis: expect.objectContaining({ id }), role: "product", target: true }),
    ]);
    const intermediate = await find({ q: "OC1CCCCC1", mode: "exact" });
    expect(intermediate.chemicals[0]?.occurrences).toContainEqual(
      expect.objectContaining({ synthesis: expect.objectContaining({ id }), role: "product", target: false }),
    );
    const special = await find({ q: "[BH4-]", mode: "substructure" });
    expect(special.chemicals.flatMap((hit) => hit.occurrences)).toContainEqual(
      expect.objectContaining({ synthesis: expect.objectContaining({ id }), role: "special_reagent" }),
    );
  });

  it("molecule creation, edits and merges keep the molecules' rows in step", async () => {
    const editor = await signIn(t, "editor", "Erin Structure");
    const r = lookupRequests(t);
    const db = t.runtime.db.kysely;
    const row = (id: number) =>
      db
        .selectFrom("structure_fingerprints")
        .select(["canonical", "heavy_atoms"])
        .where("kind", "=", "molecule")
        .where("owner_id", "=", id)
        .executeTakeFirst();
    const create = async (name: string, smiles: string) => {
      const created = await r.send(editor, "POST", "/api/molecules", { name, smiles });
      expect(created.status).toBe(201);
      return ((await created.json()) as { id: number }).id;
    };
    // Molecules of this test's own: the demo molecules the other tests search stay as they are.
    const id = await create("Fixture toluene", "Cc1ccccc1");
    expect(await row(id)).toEqual({ canonical: "Cc1ccccc1", heavy_atoms: 7 });

    const edited = await create("Fixture edited", "c1ccc2[nH]ccc2c1");
    const psilocin = "CN(C)CCc1c[nH]c2cccc(O)c12";
    expect((await r.send(editor, "PUT", `/api/molecules/${edited}`, { smiles: psilocin })).status).toBe(200);
    const { canonical } = (await find({ q: psilocin, mode: "exact" })).query;
    expect(await row(edited)).toEqual({ canonical, heavy_atoms: 15 });

    expect((await r.send(editor, "POST", `/api/molecules/${id}/merge`, { into: edited })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
  });

  it("the migration creates the table and the start's backfill fills it from the stored SMILES", async () => {
    const db = t.runtime.db.kysely;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("structure_fingerprints")
            .select(sql<number>`count(*)`.as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const published = await db
      .selectFrom("structure_fingerprints")
      .select(["kind", "owner_id", "canonical", "heavy_atoms"])
      .where("kind", "<>", "special_reagent")
      .orderBy("kind")
      .orderBy("owner_id")
      .execute();
    expect(published.length).toBeGreaterThan(100);
    await db.transaction().execute(async (trx) => {
      await fingerprintMigration.down(trx as unknown as Kysely<unknown>);
      await fingerprintMigration.up(trx as unknown as Kysely<unknown>);
    });
    expect(await count()).toBe(0);
    const filledRows = await backfillStructureFingerprints({
      source: t.runtime.repos.fingerprintBackfill,
      structures: t.runtime.structures,
    });
    expect(filledRows).toBe(published.length);
    // A second start finds nothing left to fill.
    expect(
      await backfillStructureFingerprints({
        source: t.runtime.repos.fingerprintBackfill,
        structures: t.runtime.structures,
      }),
    ).toBe(0);
    const filled = await db
      .selectFrom("structure_fingerprints")
      .select(["kind", "owner_id", "canonical", "heavy_atoms"])
      .orderBy("kind")
      .orderBy("owner_id")
      .execute();
    expect(filled).toEqual(published);
    expect(await count()).toBe(published.length);
  });
});
