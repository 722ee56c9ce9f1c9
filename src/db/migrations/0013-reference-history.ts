import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/**
 * Expand: history tables an older release does not write to: its changes are missing from the history,
 * nothing else.
 */
export const compatibility: Compatibility = "expand";

/**
 * Merges and history of reference data (docs/decisions/reference-data/0032-merges-and-history-of-reference-data.md):
 * - reference_history records every create, change, merge, delete and restore of a named reaction,
 *   protecting group, molecule, author, reagent or solvent: who, when, the action, and the item
 *   before and after as JSON (NULL before a creation and after a deletion or merge);
 * - molecule_structure_redirects keeps the url identifier of a molecule merged into another, so
 *   old links answer 301 to the kept molecule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable("reference_history"), db)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("related_id", "integer")
    .execute();
  await db.schema
    .createIndex("reference_history_item")
    .on("reference_history")
    .columns(["kind", "item_id"])
    .execute();

  await db.schema
    .createTable("molecule_structure_redirects")
    .addColumn("structure", "text", (c) => c.primaryKey())
    .addColumn("molecule_id", "integer", (c) => c.notNull().references("molecules.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("molecule_structure_redirects_molecule_id")
    .on("molecule_structure_redirects")
    .column("molecule_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("molecule_structure_redirects").execute();
  await db.schema.dropTable("reference_history").execute();
}
