import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Contract: an older release's mail sender would neither close an open digest nor send what it collected. */
export const compatibility: Compatibility = "contract";

/**
 * Digests in the mail outbox (docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md "Comments: a limit per account and e-mail
 * digests"): a message that collects notices while it waits, one per `digest_key` (e.g. the
 * comments on one draft for one recipient). The unique index keeps one open digest per key even
 * when servers sharing a database add to it at once (an insert that meets it adds to it instead);
 * the sender closes a digest by clearing its key when it claims the message, so the next notice
 * opens a new one. `digest_items` holds the collected notices as JSON, emptied once sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("digest_key", "text").execute();
  await db.schema.alterTable("mail_outbox").addColumn("digest_items", "text").execute();
  await db.schema.createIndex("mail_outbox_digest").unique().on("mail_outbox").column("digest_key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_digest").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("digest_items").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("digest_key").execute();
}
