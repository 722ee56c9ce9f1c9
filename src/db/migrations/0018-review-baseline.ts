import { type Kysely, sql } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Contract: an older release's review steps leave the reviewed document stale, so approvals would
 * cover the wrong version.
 */
export const compatibility: Compatibility = "contract";

/**
 * What a review saw (docs/decisions/publishing/0043-a-reviewed-draft-cannot-be-swapped.md):
 * - unpublished_syntheses.reviewed_json, reviewed_at, reviewed_as: the draft's document as the review
 *   last settled on it (first submitted, sent back for changes, sent for a second look, approved),
 *   so the editor sees what changed since and an approval covers only the version approved;
 * - preview_links.synthesis_json: the document the link was sent for; a link approves only that.
 * Drafts under review and unused links take the document they hold now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("unpublished_syntheses").addColumn("reviewed_json", "text").execute();
  await db.schema.alterTable("unpublished_syntheses").addColumn("reviewed_at", "text").execute();
  await db.schema.alterTable("unpublished_syntheses").addColumn("reviewed_as", "text").execute();
  await db.schema.alterTable("preview_links").addColumn("synthesis_json", "text").execute();
  await sql`
    update unpublished_syntheses
    set reviewed_json = synthesis_json, reviewed_at = submitted_at, reviewed_as = status
    where status in ('submitted', 'second_look', 'approved', 'changes_requested')
      and published_synthesis_id is null`.execute(db);
  await sql`
    update preview_links
    set synthesis_json = (
      select d.synthesis_json from unpublished_syntheses d where d.id = preview_links.draft_id
    )
    where used_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("preview_links").dropColumn("synthesis_json").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("reviewed_as").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("reviewed_at").execute();
  await db.schema.alterTable("unpublished_syntheses").dropColumn("reviewed_json").execute();
}
