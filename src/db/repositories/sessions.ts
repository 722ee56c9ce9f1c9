import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { PublicUser } from "./users.ts";

/** A stored session joined with its user. `idHash` is the sha-256 of the cookie value. */
export interface SessionRecord {
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
  createdAt: Date;
  user: PublicUser;
}

/**
 * Login sessions, stored in the database so every app server sees the same ones. Expiry times are
 * ISO-8601 UTC text of one fixed width, so comparing the strings compares the instants.
 */
export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(input: {
      idHash: string;
      userId: number;
      csrfToken: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db
        .insertInto("sessions")
        .values({
          id: input.idHash,
          user_id: input.userId,
          csrf_token: input.csrfToken,
          expires_at: input.expiresAt.toISOString(),
          created_at: input.createdAt.toISOString(),
        })
        .execute();
    },
    /** The session if it exists and has not expired at `now`. */
    async findValid(idHash: string, now: Date): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom("sessions as s")
        .innerJoin("users as u", "u.id", "s.user_id")
        .select([
          "s.id",
          "s.csrf_token",
          "s.expires_at",
          "s.created_at",
          "u.id as user_id",
          "u.name",
          "u.email",
          "u.role",
        ])
        .where("s.id", "=", idHash)
        .where("s.expires_at", ">", now.toISOString())
        // A disabled account's sessions are deleted when it is disabled; this is the second lock.
        .where("u.disabled_at", "is", null)
        .executeTakeFirst();
      return (
        row && {
          idHash: row.id,
          csrfToken: row.csrf_token,
          expiresAt: new Date(row.expires_at),
          createdAt: new Date(row.created_at),
          user: { id: row.user_id, name: row.name, email: row.email, role: row.role },
        }
      );
    },
    /** Moves the expiry (sliding sessions); also how tests make a session expire. */
    async touch(idHash: string, expiresAt: Date): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ expires_at: expiresAt.toISOString() })
        .where("id", "=", idHash)
        .execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom("sessions").where("id", "=", idHash).execute();
    },
    /**
     * Ends every session of a user (on the repositories of a write's transaction), except the one whose hash is
     * `keepIdHash` (a password change keeps the session that made it); returns how many.
     */
    async deleteForUser(userId: number, keepIdHash?: string): Promise<number> {
      let query = db.deleteFrom("sessions").where("user_id", "=", userId);
      if (keepIdHash) query = query.where("id", "<>", keepIdHash);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async countForUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom("sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Removes sessions expired at `now`; returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom("sessions")
        .where("expires_at", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
