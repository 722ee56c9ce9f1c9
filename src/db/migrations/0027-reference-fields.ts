import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: a reference's fields (docs/decisions/chemistry/0105-references-as-fields.md), each a new nullable
 * column, so that citations and exports no longer rest on one display text. `authors` and
 * `editors` are JSON lists of {family, given}; `et_al` is 1 when the author list is cut short.
 * `display` stays: it is the whole reference of rows written before (and by an older release), and
 * a copy of the derived text for rows with fields, which an older release goes on reading. A row
 * whose stored text no longer matches its fields was changed by an older release: it is read as
 * that text alone (db/repositories/reference-rows.ts).
 */
export const compatibility: Compatibility = "expand";

const TEXT_COLUMNS = [
  "kind",
  "authors",
  "editors",
  "title",
  "journal",
  "publisher",
  "volume",
  "issue",
  "pages",
  "note",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable("references").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("references").addColumn("year", "integer").execute();
  await db.schema.alterTable("references").addColumn("et_al", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...TEXT_COLUMNS, "year", "et_al"]) {
    await db.schema.alterTable("references").dropColumn(column).execute();
  }
}
