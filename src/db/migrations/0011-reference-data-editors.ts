import { type Kysely, sql } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { onPostgres } from "./helpers.ts";

/**
 * Contract: an older release redraws a protecting group at its old place while the row names the
 * stored file, which then stays stale.
 */
export const compatibility: Compatibility = "contract";

/**
 * The named-reaction and protecting-group editors (docs/decisions/reference-data/0029-named-reaction-and-protecting-group-editors.md "Named reaction and protecting
 * group editors"): both are created unnamed, so their urls become unique only among non-empty ones
 * (as authors' did in 0005); a url an editor changes keeps answering with a redirect; a drawn
 * mechanism keeps its reaction SMILES for the sketcher; a protecting group's structure image gets a
 * stored file name, so a new drawing gets a new name and no browser keeps the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await db.schema.alterTable("named_reactions").dropConstraint("named_reactions_url_key").execute();
    await db.schema.alterTable("protecting_groups").dropConstraint("protecting_groups_url_key").execute();
  } else {
    await rebuildWithoutUniqueUrl(db, ["named_reactions", "protecting_groups"]);
  }
  for (const table of ["named_reactions", "protecting_groups"]) {
    await db.schema
      .createIndex(`${table}_url_unique`)
      .on(table)
      .column("url")
      .unique()
      .where(sql.ref("url"), "<>", "")
      .execute();
  }
  await db.schema.alterTable("named_reactions").addColumn("mechanism_smiles", "text").execute();
  await db.schema.alterTable("protecting_groups").addColumn("structure_filename", "text").execute();

  for (const [table, owner, column] of [
    ["named_reaction_url_redirects", "named_reactions", "named_reaction_id"],
    ["protecting_group_url_redirects", "protecting_groups", "protecting_group_id"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("url", "text", (c) => c.primaryKey())
      .addColumn(column, "integer", (c) => c.notNull().references(`${owner}.id`).onDelete("cascade"))
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }
}

/**
 * SQLite cannot drop a column's UNIQUE constraint: each table is rebuilt from its own stored
 * definition minus that word (the documented 12-step procedure; the migrator runs every SQLite
 * migration with foreign keys switched off and checks them before commit).
 */
async function rebuildWithoutUniqueUrl(trx: Kysely<unknown>, tables: readonly string[]) {
  for (const table of tables) {
    const found = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(trx);
    const definition = found.rows[0]?.sql ?? "";
    const unique = /("url" text not null) unique/i;
    if (!unique.test(definition)) throw new Error(`unexpected definition of ${table}: ${definition}`);
    const rebuilt = definition
      .replace(unique, "$1")
      .replace(/^create table "?[a-z_]+"?/i, `create table "${table}_new"`);
    const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(trx);
    const list = sql.join(columns.rows.map((c) => sql.ref(c.name)));
    const sequence = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = ${table}`.execute(trx);
    await sql.raw(rebuilt).execute(trx);
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
}

export async function down(): Promise<void> {
  throw new Error("0011-reference-data-editors cannot be reverted; restore a backup instead.");
}
