import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/** Expand: nullable ORCID iD and affiliation, and tables an older release does not use. */
export const compatibility: Compatibility = "expand";

/**
 * Contributor sign-up with a verified e-mail (docs/decisions/accounts/0024-e-mail-and-contributor-sign-up.md):
 * - users get an optional ORCID iD and affiliation;
 * - signup_requests holds pending sign-ups, keyed by the sha-256 of the single-use token mailed to
 *   the address (the token itself is never stored);
 * - mail_outbox holds every e-mail to send, written in the transaction of the change that causes it,
 *   and sent after commit by the sender loop (src/server/mail/outbox-sender.ts), which claims a row
 *   by moving `claimed_until` forward so that several servers never send one message twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable("users").addColumn("orcid", "text").execute();
  await db.schema.alterTable("users").addColumn("affiliation", "text").execute();

  await withId(db.schema.createTable("signup_requests"), db)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("orcid", "text")
    .addColumn("affiliation", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("signup_requests_email").on("signup_requests").column("email").execute();
  await db.schema
    .createIndex("signup_requests_created_at")
    .on("signup_requests")
    .column("created_at")
    .execute();

  await withId(db.schema.createTable("mail_outbox"), db)
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("signup_requests").execute();
  await db.schema.alterTable("users").dropColumn("affiliation").execute();
  await db.schema.alterTable("users").dropColumn("orcid").execute();
}
