import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, inject, it } from "vitest";
import { connect, type Db } from "../connect.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import * as initial from "./0001-initial.ts";
import * as imageSizes from "./0002-image-sizes.ts";
import * as chemicalFormulas from "./0003-chemical-formulas.ts";
import * as roles from "./0004-roles.ts";

/**
 * 0005 on a database with rows from before it: SQLite rebuilds three tables, so their rows, ids,
 * the id sequence and the foreign keys pointing at them must all survive.
 */
const engine = inject("engine");
const cleanups: (() => Promise<void>)[] = [];

/**
 * A new database of the test's own, migrated to 0004, given rows (a deleted reagent among them),
 * then migrated to the latest: each test writes to its own.
 */
async function migratedOverOldRows(): Promise<Kysely<Database>> {
  let drop = async () => {};
  const suffix = randomBytes(6).toString("hex");
  let url: string;
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE m_${suffix}`);
    url = inject("templateUrl").replace(/\/app_template$/, `/m_${suffix}`);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS m_${suffix} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const path = inject("templateUrl")
      .replace(/^file:/, "")
      .replace(/template\.db$/, `m-${suffix}.db`);
    url = `file:${path}`;
    drop = async () => rmSync(path, { force: true });
  }
  const db: Db = connect(url);
  cleanups.push(async () => {
    await db.close();
    await drop();
  });
  const k = db.kysely;
  const before = {
    "0001-initial": initial,
    "0002-image-sizes": imageSizes,
    "0003-chemical-formulas": chemicalFormulas,
    "0004-roles": roles,
  };
  const { error } = await new Migrator({
    db: k,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  await k
    .insertInto("users")
    .values({ name: "U", email: "u@m.test", password_hash: "x", created_at: "t" })
    .execute();
  await k
    .insertInto("authors")
    .values([
      { first_name: "Derek", last_name: "Barton", url: "derek-barton" },
      { first_name: "Elias", last_name: "Corey", url: "elias-corey" },
    ])
    .execute();
  await k
    .insertInto("molecules")
    .values({ name: "Aldosterone", structure: "aldosterone", extension: "png" })
    .execute();
  await k
    .insertInto("syntheses")
    .values({
      molecule_id: 1,
      author_id: 2,
      year: 1960,
      type_1: "Partial",
      type_2: "x",
      number_of_steps: 1,
      number_of_parts: 1,
      supp_steps: 0,
      comment: "",
      submitter_name: null,
      submitter_user_id: null,
      created_at: "t",
      updated_at: "t",
    })
    .execute();
  await k
    .insertInto("reagents")
    .values([
      { name: "NaH", formula: "HNa" },
      { name: "LDA", formula: null },
      { name: "TBAF", formula: null },
    ])
    .execute();
  await k.deleteFrom("reagents").where("name", "=", "TBAF").execute();
  await k
    .insertInto("reagent_synonyms")
    .values({ reagent_id: 2, synonym: "Lithium diisopropylamide" })
    .execute();
  await k.insertInto("solvents").values({ name: "THF" }).execute();
  await migrateToLatest(db.kysely);
  return k;
}
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe(`migration 0005 over existing rows (${engine})`, () => {
  // Migrated to the latest: 0017 leaves every row from before accepted (pending 0), so public;
  // 0019 gives each reagent and solvent the slug of its name; 0029 adds an empty structure.
  it("keeps the rows and ids, with created_by empty, accepted", async () => {
    const k = await migratedOverOldRows();
    expect(await k.selectFrom("reagents").selectAll().orderBy("id").execute()).toEqual([
      {
        id: 1,
        name: "NaH",
        formula: "HNa",
        created_by: null,
        pending: 0,
        url: "nah",
        smiles: null,
        inchikey: null,
      },
      {
        id: 2,
        name: "LDA",
        formula: null,
        created_by: null,
        pending: 0,
        url: "lda",
        smiles: null,
        inchikey: null,
      },
    ]);
    expect(await k.selectFrom("solvents").selectAll().execute()).toEqual([
      { id: 1, name: "THF", created_by: null, pending: 0, url: "thf" },
    ]);
    expect(
      await k.selectFrom("authors").select(["id", "url", "created_by", "pending"]).orderBy("id").execute(),
    ).toEqual([
      { id: 1, url: "derek-barton", created_by: null, pending: 0 },
      { id: 2, url: "elias-corey", created_by: null, pending: 0 },
    ]);
  });

  it("never hands out a deleted row's id again, allows several unnamed rows, refuses exact duplicates", async () => {
    const k = await migratedOverOldRows();
    const { id } = await k
      .insertInto("reagents")
      .values({ name: "", formula: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(4);
    await k.insertInto("reagents").values({ name: "", formula: null }).execute();
    await k
      .insertInto("authors")
      .values([
        { first_name: "", last_name: "", url: "" },
        { first_name: "", last_name: "", url: "" },
      ])
      .execute();
    await expect(k.insertInto("reagents").values({ name: "NaH", formula: null }).execute()).rejects.toThrow();
    await expect(k.insertInto("solvents").values({ name: "THF" }).execute()).rejects.toThrow();
    await expect(
      k.insertInto("authors").values({ first_name: "D", last_name: "B", url: "derek-barton" }).execute(),
    ).rejects.toThrow();
  });

  it("keeps the foreign keys that point at the rebuilt tables", async () => {
    const k = await migratedOverOldRows();
    await expect(k.deleteFrom("authors").where("id", "=", 2).execute()).rejects.toThrow();
    await k.deleteFrom("reagents").where("id", "=", 2).execute();
    expect(await k.selectFrom("reagent_synonyms").selectAll().execute()).toEqual([]);
  });
});
