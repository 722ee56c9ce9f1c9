import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: a nullable column; a merge an older release makes has none and cannot be undone, as merges
 * from before.
 */
export const compatibility: Compatibility = "expand";

/**
 * What a merge moved (docs/decisions/reference-data/0033-undoing-a-merge-pictures-in-the-history.md "Undoing a merge"): the merge's two history entries keep,
 * as JSON, the ids of every row the merge repointed, the rows it dropped as doubles, the redirects
 * it added and the places of drafts it rewrote, so a restore can move exactly those back. NULL on
 * every other entry and on merges recorded before this migration (those cannot be undone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reference_history").addColumn("moves_json", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reference_history").dropColumn("moves_json").execute();
}
