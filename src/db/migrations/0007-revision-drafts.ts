import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Contract: an older release would publish a revision draft as a second, new synthesis. */
export const compatibility: Compatibility = "contract";

/**
 * Revision drafts (docs/decisions/publishing/0021-drafts-revision-drafts-and-uploads.md): a draft may be a
 * proposed change to a published synthesis. It then names that synthesis and the version the editor
 * opened, so publishing it later can tell whether the synthesis moved on meanwhile. Both are NULL
 * for the draft of a new synthesis. A deleted synthesis leaves its revision drafts as plain drafts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema
    .alterTable("unpublished_syntheses")
    .addColumn("synthesis_id", "integer", (c) => c.references("syntheses.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("unpublished_syntheses").addColumn("base_version", "integer").execute();
  await db.schema
    .createIndex("unpublished_syntheses_synthesis_id")
    .on("unpublished_syntheses")
    .column("synthesis_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("unpublished_syntheses_synthesis_id").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("base_version").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("synthesis_id").execute();
}
