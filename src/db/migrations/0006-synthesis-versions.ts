import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/**
 * Contract: an older release changes a synthesis without raising its version, so a newer one would
 * overwrite that change unknowingly.
 */
export const compatibility: Compatibility = "contract";

/**
 * Versions and history of published syntheses (docs/decisions/publishing/0018-drafts-reference-calls-and-doi-look-up.md "Drafts, reference calls and DOI
 * look-up"): every change made to a published synthesis raises its version, so an editor who opened
 * an older version cannot overwrite the change unknowingly, and is kept with who made it and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("syntheses")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db.schema.createTable("synthesis_history"), db)
    .addColumn("synthesis_id", "integer", (c) => c.notNull().references("syntheses.id").onDelete("cascade"))
    // The record outlives its author's account.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("synthesis_history_synthesis_id")
    .on("synthesis_history")
    .column("synthesis_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("synthesis_history").execute();
  await db.schema.alterTable("syntheses").dropColumn("version").execute();
}
