import { type Kysely, sql } from "kysely";
import type { ArchiveMigration, Compatibility } from "./migrations/compatibility.ts";
import { onPostgres } from "./migrations/helpers.ts";

/** The bookkeeping table: the one Kysely's own migrator kept, so older databases go on from it. */
export const TABLE = "kysely_migration";

/**
 * Creates the bookkeeping table, or adds its `compatibility` column to one made before it existed,
 * and writes the compatibility of the applied migrations this code knows where it is missing. The
 * database keeps it because an older release has no file for a newer migration: that is how it
 * tells whether it may run on a database a newer release migrated. Call inside the migration lock.
 */
export async function prepareBookkeeping(trx: Kysely<unknown>, list: Record<string, ArchiveMigration>) {
  await sql`create table if not exists ${sql.table(TABLE)} (name varchar(255) not null primary key, "timestamp" varchar(255) not null, compatibility varchar(16))`.execute(
    trx,
  );
  if (onPostgres(trx)) {
    await sql`alter table ${sql.table(TABLE)} add column if not exists compatibility varchar(16)`.execute(
      trx,
    );
  } else {
    const found = await sql`select 1 from pragma_table_info(${TABLE}) where name = 'compatibility'`.execute(
      trx,
    );
    if (found.rows.length === 0) {
      await sql`alter table ${sql.table(TABLE)} add column compatibility varchar(16)`.execute(trx);
    }
  }
  for (const kind of ["expand", "contract"] as const) {
    const names = Object.keys(list).filter((name) => list[name].compatibility === kind);
    if (names.length === 0) continue;
    await sql`update ${sql.table(TABLE)} set compatibility = ${kind} where compatibility is null and name in (${sql.join(names)})`.execute(
      trx,
    );
  }
}

/** The bookkeeping row of a migration just applied, in its transaction. */
export async function recordApplied(trx: Kysely<unknown>, name: string, compatibility: Compatibility) {
  await sql`insert into ${sql.table(TABLE)} (name, "timestamp", compatibility) values (${name}, ${new Date().toISOString()}, ${compatibility})`.execute(
    trx,
  );
}

/**
 * The applied migrations this code does not know (a newer release ran on the database), in name
 * order. Throws when one of them is not declared compatible with older releases (a missing
 * declaration counts as not compatible): this release must not run on that database.
 */
export async function migrationsAhead(
  db: Kysely<unknown>,
  list: Record<string, ArchiveMigration>,
): Promise<string[]> {
  const rows = await sql<{
    name: string;
    compatibility: string | null;
  }>`select name, compatibility from ${sql.table(TABLE)} order by name`.execute(db);
  const unknown = rows.rows.filter((row) => !Object.hasOwn(list, row.name));
  const blocking = unknown.filter((row) => row.compatibility !== "expand");
  if (blocking.length) {
    const named = blocking
      .map((row) => `${row.name} (${row.compatibility ?? "compatibility not recorded"})`)
      .join(", ");
    throw new Error(
      `the database has migrations this release cannot work with: ${named}. A newer release applied ` +
        "them and older releases no longer work on the database after them: run that release or a newer " +
        "one, or restore the backup taken before the upgrade",
    );
  }
  return unknown.map((row) => row.name);
}
