import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: two nullable columns an older release never reads or writes. It may rename a reagent
 * that has a structure; the structure still belongs to it, so nothing it does makes them stale.
 */
export const compatibility: Compatibility = "expand";

/**
 * A reagent's structure (docs/decisions/editor/0119-import-that-keeps-everything-and-one-line-schemes.md): an import creates the agents a file
 * draws but the archive lacks as new reagents with the structure drawn (canonical SMILES), and
 * matches later imports against it by its standard InChIKey, which is kept beside it (indexed) so
 * that matching needs no RDKit call per reagent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reagents").addColumn("smiles", "text").execute();
  await db.schema.alterTable("reagents").addColumn("inchikey", "text").execute();
  await db.schema.createIndex("reagents_inchikey").on("reagents").column("inchikey").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reagents_inchikey").execute();
  await db.schema.alterTable("reagents").dropColumn("inchikey").execute();
  await db.schema.alterTable("reagents").dropColumn("smiles").execute();
}
