/**
 * The "newer release" of the upgrade rehearsal (npm run ops:rolling): this code's server with one
 * more migration, an expand as docs/migrations.md describes it (a nullable column on `solvents`,
 * which the rehearsal's editor creates and renames, and a new table). The rehearsal upgrades under
 * load, with servers of the current release still running on the migrated database, then takes one
 * server back to the current release.
 */
import { sql } from "kysely";
import { migrations } from "../../src/db/migrate.ts";

/** Sorts after every real migration; the rehearsal's database is thrown away afterwards. */
export const REHEARSAL_MIGRATION = "9001-rehearsal-expand";

migrations[REHEARSAL_MIGRATION] = {
  compatibility: "expand",
  up: async (db) => {
    await sql`alter table solvents add column rehearsal_note text`.execute(db);
    await sql`create table rehearsal_marks (id integer primary key, note text)`.execute(db);
  },
};

await import("../../src/server/main.ts");
