import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Expand: nullable sizes; a drawing an older release makes has none, and its page then reserves no space. */
export const compatibility: Compatibility = "expand";

/**
 * Natural pixel size of drawn structures, so pages can reserve their space (no layout shift) and
 * show them at a percentage of natural size without waiting for the image to load.
 */
const TABLES = ["molecules", "chemicals", "protecting_groups", "named_reactions", "reactions"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("image_width", "integer").execute();
    await db.schema.alterTable(table).addColumn("image_height", "integer").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("image_width").execute();
    await db.schema.alterTable(table).dropColumn("image_height").execute();
  }
}
