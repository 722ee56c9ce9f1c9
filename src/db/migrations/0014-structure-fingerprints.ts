import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { onPostgres, withId } from "./helpers.ts";

/**
 * Contract: an older release that changes a structure leaves its stored fingerprint stale, and
 * structure search would answer from it.
 */
export const compatibility: Compatibility = "contract";

/**
 * Structure search (docs/decisions/search/0036-structure-search.md): one row per structure shown on the site
 * (`kind` 'molecule', 'chemical' or 'special_reagent', and the id of its molecule, chemical or
 * reaction row) with the SMILES as written, RDKit's canonical SMILES, the heavy-atom count, the
 * pattern fingerprint (substructure screening) and the Morgan fingerprint (similarity), so a start
 * reads them instead of computing them. The migration only creates the table: the existing
 * molecules and chemicals are filled by the start's backfill (server/search/fingerprint-backfill.ts),
 * so no migration depends on RDKit or on server code. A drawn special reagent's SMILES was never
 * stored, so those rows start with the next publication.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = onPostgres(db) ? "bytea" : "blob";
  await withId(db.schema.createTable("structure_fingerprints"), db)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("smiles", "text", (c) => c.notNull())
    .addColumn("canonical", "text", (c) => c.notNull())
    .addColumn("heavy_atoms", "integer", (c) => c.notNull())
    .addColumn("pattern_fp", blob, (c) => c.notNull())
    .addColumn("morgan_fp", blob, (c) => c.notNull())
    .addColumn("toolkit", "text", (c) => c.notNull())
    .addUniqueConstraint("structure_fingerprints_owner", ["kind", "owner_id"])
    .execute();
  await db.schema
    .createIndex("structure_fingerprints_canonical")
    .on("structure_fingerprints")
    .column("canonical")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("structure_fingerprints").execute();
}
