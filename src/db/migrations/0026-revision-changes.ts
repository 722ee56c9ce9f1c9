import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: a table older releases never read. Their writes bump the revision without a row here,
 * which newer servers read as "changed: unknown" and answer by emptying their whole cache.
 */
export const compatibility: Compatibility = "expand";

/**
 * The change log of the data revision (docs/decisions/performance/0109-writes-drop-only-the-cached-answers-they-change.md "Writes drop only the cached answers they
 * change"): for each revision a write made, the tags of what it changed, space-separated, written in
 * the write's transaction. Servers sharing the database read the rows between the revision they
 * knew and the new one, and drop only the cached answers naming one of those tags. Kept bounded:
 * the writes remove rows far older than the current revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("revision_changes")
    .addColumn("revision", "integer", (c) => c.primaryKey())
    .addColumn("tags", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("revision_changes").execute();
}
