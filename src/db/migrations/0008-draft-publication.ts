import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Contract: an older release would show withdrawn syntheses on the public site. */
export const compatibility: Compatibility = "contract";

/**
 * Publishing drafts and withdrawing syntheses (docs/decisions/publishing/0025-publishing-revising-and-unpublishing.md "Publishing, revising and
 * unpublishing"): a published draft names the synthesis it became and when, so it is not published
 * twice; an unpublished synthesis keeps its rows but carries the time it was taken off the public
 * site (NULL while it is public).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema
    .alterTable("unpublished_syntheses")
    .addColumn("published_synthesis_id", "integer", (c) => c.references("syntheses.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("unpublished_syntheses").addColumn("published_at", "text").execute();
  await db.schema.alterTable("syntheses").addColumn("unpublished_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("syntheses").dropColumn("unpublished_at").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("published_at").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("published_synthesis_id").execute();
}
