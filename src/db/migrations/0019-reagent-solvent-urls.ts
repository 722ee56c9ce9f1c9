import { type Kysely, sql } from "kysely";
import { uniqueSlug } from "../../domain/lookup-names.ts";
import { lookupSlugBase } from "../../domain/lookup-slug.ts";
import type { Compatibility } from "./compatibility.ts";

/** Contract: a reagent or solvent an older release creates or renames keeps an empty or former address. */
export const compatibility: Compatibility = "contract";

const KINDS = [
  { table: "reagents", redirects: "reagent_url_redirects", owner: "reagent_id", kind: "reagent" },
  { table: "solvents", redirects: "solvent_url_redirects", owner: "solvent_id", kind: "solvent" },
] as const;

/**
 * Page addresses of reagents and solvents (docs/decisions/site/0053-reagent-and-solvent-pages.md): a `url`
 * made from the name (empty for an unnamed row, unique among non-empty ones) and the former urls,
 * each answering a 301 to the current one. Rows from before get theirs here, in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, redirects, owner, kind } of KINDS) {
    await db.schema
      .alterTable(table)
      .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable(redirects)
      .addColumn("url", "text", (c) => c.primaryKey())
      .addColumn(owner, "integer", (c) => c.notNull().references(`${table}.id`).onDelete("cascade"))
      .execute();
    await db.schema.createIndex(`${redirects}_${owner}`).on(redirects).column(owner).execute();
    const rows = await sql<{ id: number; name: string }>`
      select id, name from ${sql.table(table)} where name <> '' order by id`.execute(db);
    const taken = new Set<string>();
    for (const row of rows.rows) {
      const url = uniqueSlug(lookupSlugBase(row.name, kind), taken);
      taken.add(url);
      await sql`update ${sql.table(table)} set url = ${url} where id = ${row.id}`.execute(db);
    }
    await db.schema
      .createIndex(`${table}_url_unique`)
      .on(table)
      .column("url")
      .unique()
      .where(sql.ref("url"), "<>", "")
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, redirects } of KINDS) {
    await db.schema.dropTable(redirects).execute();
    await db.schema.dropIndex(`${table}_url_unique`).execute();
    await db.schema.alterTable(table).dropColumn("url").execute();
  }
}
