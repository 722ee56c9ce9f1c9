import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Contract: an older release that changes a molecule's SMILES leaves its stored InChI and InChIKey stale. */
export const compatibility: Compatibility = "contract";

/**
 * The standard InChI and InChIKey of each target molecule (docs/decisions/exports/0086-inchi-and-inchikey.md),
 * computed by RDKit whenever a write sets the molecule's SMILES; NULL for a molecule drawn from an
 * uploaded image, or one InChI cannot express. The migration only adds the columns: existing
 * molecules are filled by the start's backfill (server/search/identifier-backfill.ts), so no
 * migration depends on RDKit. The key is indexed: search and /molecule/inchikey/{key} look it up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("molecules").addColumn("inchi", "text").execute();
  await db.schema.alterTable("molecules").addColumn("inchikey", "text").execute();
  await db.schema.createIndex("molecules_inchikey").on("molecules").column("inchikey").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("molecules_inchikey").execute();
  await db.schema.alterTable("molecules").dropColumn("inchikey").execute();
  await db.schema.alterTable("molecules").dropColumn("inchi").execute();
}
