import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/**
 * Expand: a nullable column an older release never reads or writes (its history entries simply
 * name no contributor).
 */
export const compatibility: Compatibility = "expand";

/**
 * Whose draft a published version came from (issue 40 point 6, docs/decisions/publishing/0117-suggesting-a-correction.md): `user_id` is the editor who published it, which for a revision proposed by
 * another contributor (a suggested correction) left that contributor uncredited. NULL for entries
 * that are not a publication of a draft, and once the contributor's account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("synthesis_history")
    .addColumn("contributor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("synthesis_history").dropColumn("contributor_user_id").execute();
}
