import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/** Contract: an older release would let a disabled account sign in. */
export const compatibility: Compatibility = "contract";

/**
 * Accounts, invitations and passwords (docs/decisions/accounts/0028-accounts-invitations-and-passwords.md):
 * - users get the time of their last sign-in and, when an admin disabled them, the time of that;
 * - account_tokens holds the single-use links of invitations (kind `invite`, with the role the
 *   invitee gets) and of password resets (kind `reset`, for one user), keyed by the sha-256 of the
 *   token mailed out (the token itself is never stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();

  await withId(db.schema.createTable("account_tokens"), db)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("account_tokens_kind_email")
    .on("account_tokens")
    .columns(["kind", "email"])
    .execute();
  await db.schema
    .createIndex("account_tokens_created_at")
    .on("account_tokens")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_tokens").execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
}
