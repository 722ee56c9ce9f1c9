import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/**
 * Expand: a new table an older release never reads; its deletes of a solvent take the synonyms
 * with it (the foreign key cascades), and a merge it makes only loses the merged one's synonyms.
 */
export const compatibility: Compatibility = "expand";

/**
 * Solvents' synonyms (docs/decisions/reference-data/0111-solvent-synonyms.md), as reagents have theirs: the other
 * names and abbreviations a chemist types for one solvent ('DCM', 'methylene chloride' for
 * CH₂Cl₂), shown on its page and found by the search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable("solvent_synonyms"), db)
    .addColumn("solvent_id", "integer", (c) => c.notNull().references("solvents.id").onDelete("cascade"))
    .addColumn("synonym", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("solvent_synonyms_solvent_id")
    .on("solvent_synonyms")
    .column("solvent_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("solvent_synonyms").execute();
}
