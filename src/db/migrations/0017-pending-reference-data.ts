import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Contract: reference data a contributor creates through an older release would be accepted without
 * review.
 */
export const compatibility: Compatibility = "contract";

const TABLES = ["authors", "reagents", "solvents", "named_reactions"] as const;

/**
 * Pending reference data (docs/decisions/reference-data/0039-reference-data-a-contributor-creates-is-pending.md): an
 * author, reagent, solvent or named reaction a contributor creates is pending (1) until an editor
 * accepts it or publishes a synthesis that uses it (0). Every row from before is accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("pending", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("pending").execute();
}
