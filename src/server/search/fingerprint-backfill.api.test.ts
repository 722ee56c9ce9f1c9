import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupRequests } from "../../../tests/support/lookup-requests.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { backfillStructureFingerprints } from "./fingerprint-backfill.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The stored row of a molecule, as the structure index reads it. */
const rowOf = (id: number) =>
  t.runtime.db.kysely
    .selectFrom("structure_fingerprints")
    .select(["smiles", "canonical", "heavy_atoms", "pattern_fp", "morgan_fp", "toolkit"])
    .where("kind", "=", "molecule")
    .where("owner_id", "=", id)
    .executeTakeFirst();

describe(`the start's fingerprint backfill (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("fills a molecule without a row with what creating it stores, and never a stale SMILES", async () => {
    const editor = await signIn(t, "editor", "Bea Backfill");
    const created = await lookupRequests(t).send(editor, "POST", "/api/molecules", {
      name: "Fixture backfill anisole",
      smiles: "COc1ccccc1",
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const stored = await rowOf(id);
    expect(stored?.canonical).toBe("COc1ccccc1");

    // An archive from before the table: the molecule has its SMILES and no row.
    await t.runtime.db.kysely
      .deleteFrom("structure_fingerprints")
      .where("kind", "=", "molecule")
      .where("owner_id", "=", id)
      .execute();
    const source = t.runtime.repos.fingerprintBackfill;
    expect((await source.missing("molecule", id - 1, 10)).map((row) => row.id)).toEqual([id]);

    // A batch computed from a SMILES the molecule no longer has stores nothing.
    const values = {
      canonical: "CCO",
      heavyAtoms: 3,
      pattern: new Uint8Array(256),
      morgan: new Uint8Array(128),
      toolkit: stored?.toolkit ?? "",
    };
    expect(await source.fill("molecule", [{ kind: "molecule", ownerId: id, smiles: "CCO", values }])).toBe(0);
    expect(await rowOf(id)).toBeUndefined();

    expect(
      await backfillStructureFingerprints({ source, structures: t.runtime.structures }),
    ).toBeGreaterThanOrEqual(1);
    const filled = await rowOf(id);
    expect(
      filled && { ...filled, pattern_fp: [...filled.pattern_fp], morgan_fp: [...filled.morgan_fp] },
    ).toEqual(stored && { ...stored, pattern_fp: [...stored.pattern_fp], morgan_fp: [...stored.morgan_fp] });
    expect(await source.missing("molecule", id - 1, 10)).toEqual([]);
  });
});
