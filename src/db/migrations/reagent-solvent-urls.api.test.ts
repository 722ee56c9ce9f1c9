import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect, type Db } from "../connect.ts";
import { migrations, runMigrations } from "../migrate.ts";
import type { Database } from "../schema.ts";

/**
 * 0019 on an archive from before it: every named reagent and solvent gets a page slug from its
 * name (numbered in id order where two names make one slug), unnamed rows none; slugs are unique
 * among non-empty ones.
 */
const engine = inject("engine");
let db: Db;
let k: Kysely<Database>;
let drop = async () => {};

beforeAll(async () => {
  const suffix = randomBytes(6).toString("hex");
  let url: string;
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE su_${suffix}`);
    url = inject("templateUrl").replace(/\/app_template$/, `/su_${suffix}`);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS su_${suffix} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const path = inject("templateUrl")
      .replace(/^file:/, "")
      .replace(/template\.db$/, `su-${suffix}.db`);
    url = `file:${path}`;
    drop = async () => {
      for (const end of ["", "-wal", "-shm"]) rmSync(`${path}${end}`, { force: true });
    };
  }
  db = connect(url);
  k = db.kysely;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0019"));
  await runMigrations(k as unknown as Kysely<unknown>, before);
});
afterAll(async () => {
  await db?.close();
  await drop();
});

describe(`migration 0019 (${engine})`, () => {
  it("gives every named reagent and solvent a slug of its own", async () => {
    for (const name of ["(+)-DET", "(−)-DET", "Pd/C", "Pd-C", "", "AD-mix-α", ""]) {
      await k.insertInto("reagents").values({ name, formula: null }).execute();
    }
    for (const name of ["THF", "", "CH₂Cl₂"]) await k.insertInto("solvents").values({ name }).execute();
    await runMigrations(k as unknown as Kysely<unknown>, migrations);

    const reagents = await k.selectFrom("reagents").select(["name", "url"]).orderBy("id").execute();
    expect(reagents.map((r) => r.url)).toEqual([
      "plus-det",
      "minus-det",
      "pd-c",
      "pd-c-2",
      "",
      "ad-mix-alpha",
      "",
    ]);
    const solvents = await k.selectFrom("solvents").select("url").orderBy("id").execute();
    expect(solvents.map((s) => s.url)).toEqual(["thf", "", "ch2cl2"]);
    // Unique among non-empty slugs; several unnamed rows may share the empty one.
    await expect(
      k.updateTable("reagents").set({ url: "pd-c" }).where("name", "=", "AD-mix-α").execute(),
    ).rejects.toThrow();
    expect(await k.selectFrom("reagent_url_redirects").selectAll().execute()).toEqual([]);
  });
});
