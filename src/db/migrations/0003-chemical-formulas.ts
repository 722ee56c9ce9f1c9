import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Expand: nullable formula and carbon count, computed at publish; an older release leaves them empty. */
export const compatibility: Compatibility = "expand";

/** Formula and carbon count of drawn substrates and products, computed from their SMILES at publish. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chemicals").addColumn("formula", "text").execute();
  await db.schema.alterTable("chemicals").addColumn("carbon_count", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chemicals").dropColumn("formula").execute();
  await db.schema.alterTable("chemicals").dropColumn("carbon_count").execute();
}
