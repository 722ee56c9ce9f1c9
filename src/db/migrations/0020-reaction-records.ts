import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: nullable columns (and neat 0): an older release reads reactions as before, but a reaction it
 * saves loses the new fields.
 */
export const compatibility: Compatibility = "expand";

/**
 * What a chemist records on a reaction (docs/product/rules.md §3.7), every column empty for the
 * rows written before it (null, and 0 for `neat`), which is what an older document means:
 * - reaction_reagent.amount, amount_unit: equivalents ('equiv') or mol % ('mol%');
 * - chemicals.coefficient: how many molecules of a substrate the reaction uses (null: one);
 * - reactions.atmosphere (a gas code), atmosphere_pressure and its unit, concentration and its unit,
 *   neat (0 or 1), selectivities (the structured dr, er, E/Z and ee values as JSON text).
 * Numbers are `double precision` (REAL on SQLite), so '1.2 equiv' reads back as 1.2 on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const reagents = () => db.schema.alterTable("reaction_reagent");
  await reagents().addColumn("amount", "double precision").execute();
  await reagents().addColumn("amount_unit", "text").execute();
  await db.schema.alterTable("chemicals").addColumn("coefficient", "integer").execute();
  const reactions = () => db.schema.alterTable("reactions");
  await reactions().addColumn("atmosphere", "text").execute();
  await reactions().addColumn("atmosphere_pressure", "double precision").execute();
  await reactions().addColumn("atmosphere_pressure_unit", "text").execute();
  await reactions().addColumn("concentration", "double precision").execute();
  await reactions().addColumn("concentration_unit", "text").execute();
  await reactions()
    .addColumn("neat", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await reactions().addColumn("selectivities", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    "selectivities",
    "neat",
    "concentration_unit",
    "concentration",
    "atmosphere_pressure_unit",
    "atmosphere_pressure",
    "atmosphere",
  ]) {
    await db.schema.alterTable("reactions").dropColumn(column).execute();
  }
  await db.schema.alterTable("chemicals").dropColumn("coefficient").execute();
  await db.schema.alterTable("reaction_reagent").dropColumn("amount_unit").execute();
  await db.schema.alterTable("reaction_reagent").dropColumn("amount").execute();
}
