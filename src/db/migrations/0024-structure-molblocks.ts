import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: a table keyed by SMILES: structures an older release publishes lack rows, which downloads
 * fill before their first byte.
 */
export const compatibility: Compatibility = "expand";

/**
 * What the SD file, the RDfile and the route trees need of each stored SMILES, kept once per
 * distinct SMILES (docs/decisions/exports/0096-bulk-downloads-never-wait-for-rdkit-mid-file.md): RDKit's V2000
 * molblock with 2D coordinates and its canonical SMILES, both NULL for a SMILES RDKit cannot read.
 * Keyed by the SMILES as stored, like the export's keyset pages (migration 0023). Publishing stores
 * its structures' rows; the migration only creates the table, and the rows of an older archive come
 * from the start's backfill (server/api/export/export-structures.ts), so no migration depends on RDKit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("structure_molblocks")
    .addColumn("smiles", "text", (c) => c.primaryKey())
    .addColumn("molblock", "text")
    .addColumn("canonical", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("structure_molblocks").execute();
}
