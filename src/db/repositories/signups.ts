import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A pending contributor sign-up, found by the sha-256 of its token. */
export interface SignupRequest {
  id: number;
  email: string;
  name: string;
  orcid: string | null;
  affiliation: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * Pending contributor sign-ups (docs/product/api.md §5.13). Only the token's sha-256 is stored, so a
 * copy of the database gives no working links. Times are ISO-8601 UTC text of one width.
 */
export function createSignupRepository(db: Kysely<Database>) {
  return {
    async insert(input: {
      tokenHash: string;
      email: string;
      name: string;
      orcid: string | null;
      affiliation: string | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const { id } = await db
        .insertInto("signup_requests")
        .values({
          token_hash: input.tokenHash,
          email: input.email,
          name: input.name,
          orcid: input.orcid,
          affiliation: input.affiliation,
          created_at: input.createdAt.toISOString(),
          expires_at: input.expiresAt.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    async findByTokenHash(tokenHash: string): Promise<SignupRequest | undefined> {
      const row = await db
        .selectFrom("signup_requests")
        .select(["id", "email", "name", "orcid", "affiliation", "created_at", "expires_at", "used_at"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          email: row.email,
          name: row.name,
          orcid: row.orcid,
          affiliation: row.affiliation,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      );
    },

    /**
     * Marks the request used if it still is unused and unexpired at `at`; false when another request
     * got there first (or it expired meanwhile). Every other pending request of the same e-mail is
     * closed too: one account per address.
     */
    async consume(id: number, email: string, at: Date): Promise<boolean> {
      const now = at.toISOString();
      const result = await db
        .updateTable("signup_requests")
        .set({ used_at: now })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .updateTable("signup_requests")
        .set({ used_at: now })
        .where("email", "=", email)
        .where("used_at", "is", null)
        .execute();
      return true;
    },

    /** Removes requests made before `before` (used or not); returns how many. */
    async deleteCreatedBefore(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("signup_requests")
        .where("created_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Sets the creation and expiry times of the request of `tokenHash` (how tests age a link). */
    async setTimes(tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
      await db
        .updateTable("signup_requests")
        .set({ created_at: createdAt.toISOString(), expires_at: expiresAt.toISOString() })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async countForEmail(email: string): Promise<number> {
      const row = await db
        .selectFrom("signup_requests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type SignupRepository = ReturnType<typeof createSignupRepository>;
