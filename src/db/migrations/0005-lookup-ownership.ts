import { type Kysely, sql } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { onPostgres } from "./helpers.ts";

/**
 * Expand: names unique only when not empty still refuse the doubles an older release refused; its rows
 * have no creator, as rows from before.
 */
export const compatibility: Compatibility = "expand";

/**
 * Lookup writes (docs/decisions/reference-data/0017-lookup-writes.md): who created each author, reagent, solvent and
 * named reaction (contributors may change only their own; rows from before are NULL), old author
 * urls that still redirect, and names unique only among non-empty ones, so several new, still
 * unnamed rows may exist at once. The exact-name indexes back the case-insensitive check the
 * commands make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const [table, constraint] of [
      ["reagents", "reagents_name_key"],
      ["solvents", "solvents_name_key"],
      ["authors", "authors_url_key"],
    ] as const) {
      await db.schema.alterTable(table).dropConstraint(constraint).execute();
    }
    for (const table of ["authors", "reagents", "solvents"]) {
      await db.schema
        .alterTable(table)
        .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
        .execute();
    }
  } else {
    await rebuildWithoutUnique(db);
  }
  await db.schema
    .alterTable("named_reactions")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await uniqueWhenNotEmpty(db, "reagents", "name");
  await uniqueWhenNotEmpty(db, "solvents", "name");
  await uniqueWhenNotEmpty(db, "authors", "url");

  await db.schema
    .createTable("author_url_redirects")
    .addColumn("url", "text", (c) => c.primaryKey())
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("author_url_redirects_author_id")
    .on("author_url_redirects")
    .column("author_id")
    .execute();
}

async function uniqueWhenNotEmpty(db: Kysely<unknown>, table: string, column: string) {
  await db.schema
    .createIndex(`${table}_${column}_unique`)
    .on(table)
    .column(column)
    .unique()
    .where(sql.ref(column), "<>", "")
    .execute();
}

/**
 * SQLite cannot drop a column's UNIQUE constraint: the three tables are rebuilt with the new
 * column (its documented 12-step procedure; the migrator runs SQLite migrations outside a
 * transaction, so foreign keys can be switched off around ours).
 */
async function rebuildWithoutUnique(db: Kysely<unknown>) {
  const tables = {
    reagents: "id integer primary key autoincrement, name text not null, formula text",
    solvents: "id integer primary key autoincrement, name text not null",
    authors:
      "id integer primary key autoincrement, first_name text not null, last_name text not null, url text not null",
  };
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const [table, columns] of Object.entries(tables)) {
        const copied = columns.split(", ").map((c) => c.split(" ")[0]);
        const list = sql.join(copied.map((c) => sql.ref(c)));
        const sequence = await sql<{
          seq: number;
        }>`select seq from sqlite_sequence where name = ${table}`.execute(trx);
        await sql
          .raw(
            `create table ${table}_new (${columns}, created_by integer references users(id) on delete set null)`,
          )
          .execute(trx);
        await sql`insert into ${sql.table(`${table}_new`)} (${list}) select ${list} from ${sql.table(table)}`.execute(
          trx,
        );
        await sql`drop table ${sql.table(table)}`.execute(trx);
        await sql`alter table ${sql.table(`${table}_new`)} rename to ${sql.table(table)}`.execute(trx);
        // Ids of deleted rows are never handed out again, as before the rebuild.
        const seq = sequence.rows[0]?.seq;
        if (seq !== undefined) {
          await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = ${table}`.execute(trx);
        }
      }
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error("foreign keys broken by the lookup table rebuild");
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error("0005-lookup-ownership cannot be reverted; restore a backup instead.");
}
