import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** One e-mail as the outbox holds it. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

type Row = Database["mail_outbox"];
const toMessage = (row: {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
}): OutboxMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  createdAt: row.created_at,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
});

const COLUMNS = [
  "id",
  "recipient",
  "subject",
  "text",
  "html",
  "created_at",
  "attempts",
  "last_error",
  "next_attempt_at",
  "sent_at",
] as const satisfies readonly (keyof Row)[];

/**
 * The mail outbox: messages are written in the transaction of the change that causes them and sent
 * after commit by the sender loop. Times are ISO-8601 UTC text of one width, so comparing the strings
 * compares the instants (on both engines).
 */
export function createMailOutboxRepository(db: Kysely<Database>) {
  return {
    /** Call inside the change's transaction: the message exists exactly when the change does. */
    async enqueue(
      message: { to: string; subject: string; text: string; html: string },
      at: Date,
    ): Promise<number> {
      const { id } = await db
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          created_at: at.toISOString(),
          next_attempt_at: at.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Call inside the notice's transaction: the open digest of `key` (a message that collects notices
     * until a sender claims it), made when there is none, due at `dueAt`, with the notices it holds.
     * One statement that inserts or, meeting the key's open digest, takes it (on PostgreSQL it then
     * stays locked until commit): notices added at once by servers sharing the database all end in
     * one digest, and a sender's claim waits for them (or, claimed first, leaves the key to a new one).
     */
    async openDigest(
      key: string,
      first: { to: string; at: Date; dueAt: Date },
    ): Promise<{ id: number; items: unknown[] }> {
      const row = await db
        .insertInto("mail_outbox")
        .values({
          recipient: first.to,
          subject: "",
          text: "",
          html: "",
          created_at: first.at.toISOString(),
          next_attempt_at: first.dueAt.toISOString(),
          digest_key: key,
          digest_items: "[]",
        })
        .onConflict((oc) =>
          oc.column("digest_key").doUpdateSet((eb) => ({ digest_key: eb.ref("excluded.digest_key") })),
        )
        .returning(["id", "digest_items"])
        .executeTakeFirstOrThrow();
      const items: unknown = JSON.parse(row.digest_items ?? "[]");
      return { id: row.id, items: Array.isArray(items) ? items : [] };
    },

    /** Call in the transaction of openDigest: the digest's message, written again with all its notices. */
    async writeDigest(
      id: number,
      message: { to: string; subject: string; text: string; html: string },
      items: unknown[],
    ): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          digest_items: JSON.stringify(items),
        })
        .where("id", "=", id)
        .execute();
    },

    /** Ids of unsent messages due at `now` that no live claim holds and that have tries left, oldest first. */
    async due(now: Date, options: { maxAttempts: number; limit: number }): Promise<number[]> {
      const at = now.toISOString();
      const rows = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", at)
        .where("attempts", "<", options.maxAttempts)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
        .orderBy("id")
        .limit(options.limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Takes the message for one sender until `until`: a single conditional update, so when several
     * servers race for a row exactly one of them gets it back (the others get undefined). A digest
     * is closed by it: later notices open a new one.
     */
    async claim(id: number, now: Date, until: Date, maxAttempts: number): Promise<OutboxMessage | undefined> {
      const at = now.toISOString();
      const row = await db
        .updateTable("mail_outbox")
        .set({ claimed_until: until.toISOString(), digest_key: null })
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", at)
        .where("attempts", "<", maxAttempts)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toMessage(row);
    },

    /** Sent: the bodies (which may hold single-use links) are emptied, the rest is kept as a record. */
    async markSent(id: number, at: Date): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          sent_at: at.toISOString(),
          attempts: eb("attempts", "+", 1),
          claimed_until: null,
          last_error: null,
          text: "",
          html: "",
          digest_items: null,
        }))
        .where("id", "=", id)
        .execute();
    },

    /** A failed try: counted, with the error, and not tried again before `nextAttemptAt`. */
    async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<number> {
      const row = await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          last_error: error.slice(0, 1000),
          next_attempt_at: nextAttemptAt.toISOString(),
          claimed_until: null,
        }))
        .where("id", "=", id)
        .returning("attempts")
        .executeTakeFirst();
      return row?.attempts ?? 0;
    },

    async find(id: number): Promise<OutboxMessage | undefined> {
      const row = await db.selectFrom("mail_outbox").select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && toMessage(row);
    },

    /** Every message to `to`, oldest first (tests and diagnostics). */
    async listTo(to: string): Promise<OutboxMessage[]> {
      const rows = await db
        .selectFrom("mail_outbox")
        .select(COLUMNS)
        .where("recipient", "=", to)
        .orderBy("id")
        .execute();
      return rows.map(toMessage);
    },

    /** Removes sent messages older than `before`; returns how many. */
    async deleteSentBefore(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("mail_outbox")
        .where("sent_at", "is not", null)
        .where("sent_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
