import type { Kysely } from "kysely";

/** Formula and carbon count of drawn substrates and products, computed from their SMILES at publish. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chemicals").addColumn("formula", "text").execute();
  await db.schema.alterTable("chemicals").addColumn("carbon_count", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chemicals").dropColumn("formula").execute();
  await db.schema.alterTable("chemicals").dropColumn("carbon_count").execute();
}
