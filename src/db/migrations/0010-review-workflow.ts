import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/** Contract: an older release publishes a draft without setting its status, and skips the review. */
export const compatibility: Compatibility = "contract";

/**
 * The review workflow of a contribution (docs/decisions/publishing/0027-review-workflow-and-preview.md):
 * - unpublished_syntheses.status: draft, submitted, changes_requested, second_look, approved or
 *   published, and submitted_at (when the contributor last submitted it);
 * - draft_comments: the conversation between the contributor and the editors about one draft
 *   (comments, change requests, answers, approvals and the reasons for publishing without one);
 * - preview_links: the submitter's private preview, keyed by the sha-256 of a single-use token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("unpublished_syntheses")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .execute();
  await db.schema.alterTable("unpublished_syntheses").addColumn("submitted_at", "text").execute();
  await db
    .updateTable("unpublished_syntheses" as never)
    .set({ status: "published" } as never)
    .where("published_synthesis_id" as never, "is not", null)
    .execute();
  await db.schema
    .createIndex("unpublished_syntheses_status")
    .on("unpublished_syntheses")
    .columns(["status", "submitted_at"])
    .execute();

  await withId(db.schema.createTable("draft_comments"), db)
    .addColumn("draft_id", "integer", (c) =>
      c.notNull().references("unpublished_syntheses.id").onDelete("cascade"),
    )
    .addColumn("author_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("draft_comments_draft_id").on("draft_comments").column("draft_id").execute();

  await withId(db.schema.createTable("preview_links"), db)
    .addColumn("draft_id", "integer", (c) =>
      c.notNull().references("unpublished_syntheses.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("preview_links_draft_id").on("preview_links").column("draft_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_links").execute();
  await db.schema.dropTable("draft_comments").execute();
  await db.schema.dropIndex("unpublished_syntheses_status").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("submitted_at").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("status").execute();
}
