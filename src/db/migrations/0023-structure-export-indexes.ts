import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Expand: two indexes. */
export const compatibility: Compatibility = "expand";

/**
 * Indexes on the stored SMILES of molecules and chemicals, for the SD file's keyset pages
 * (db/repositories/export-source.ts: the next distinct structures after the last one). Without
 * them every page of 200 structures sorted all occurrences again: about 200 ms of the server's
 * one thread per page at 10,000 syntheses (docs/benchmarks.md, bulk downloads).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("molecules_smiles").on("molecules").column("smiles").execute();
  await db.schema.createIndex("chemicals_smiles").on("chemicals").column("smiles").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("chemicals_smiles").execute();
  await db.schema.dropIndex("molecules_smiles").execute();
}
