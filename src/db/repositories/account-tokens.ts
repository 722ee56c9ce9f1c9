import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export type AccountTokenKind = "invite" | "reset";

/** An invitation or password-reset link, found by the sha-256 of its token. */
export interface AccountToken {
  id: number;
  kind: AccountTokenKind;
  email: string;
  /** The role an invitation gives (null for a reset). */
  role: string | null;
  /** The account a reset is for (null for an invitation). */
  userId: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * Single-use links of invitations and password resets. Only the token's sha-256 is stored, so a copy
 * of the database gives no working links. Times are ISO-8601 UTC text of one width, so comparing the
 * strings compares the instants.
 */
export function createAccountTokenRepository(db: Kysely<Database>) {
  return {
    async insert(input: {
      kind: AccountTokenKind;
      tokenHash: string;
      email: string;
      role?: string | null;
      userId?: number | null;
      createdBy?: number | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const { id } = await db
        .insertInto("account_tokens")
        .values({
          kind: input.kind,
          token_hash: input.tokenHash,
          email: input.email,
          role: input.role ?? null,
          user_id: input.userId ?? null,
          created_by: input.createdBy ?? null,
          created_at: input.createdAt.toISOString(),
          expires_at: input.expiresAt.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    async findByTokenHash(kind: AccountTokenKind, tokenHash: string): Promise<AccountToken | undefined> {
      const row = await db
        .selectFrom("account_tokens")
        .select(["id", "kind", "email", "role", "user_id", "created_at", "expires_at", "used_at"])
        .where("kind", "=", kind)
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          kind: row.kind as AccountTokenKind,
          email: row.email,
          role: row.role,
          userId: row.user_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      );
    },

    /**
     * Marks the link used if it still is unused and unexpired at `at`; false when another request got
     * there first (or it expired meanwhile). Every other pending link of the same kind and address
     * is closed too.
     */
    async consume(token: AccountToken, at: Date): Promise<boolean> {
      const now = at.toISOString();
      const result = await db
        .updateTable("account_tokens")
        .set({ used_at: now })
        .where("id", "=", token.id)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .updateTable("account_tokens")
        .set({ used_at: now })
        .where("kind", "=", token.kind)
        .where("email", "=", token.email)
        .where("used_at", "is", null)
        .execute();
      return true;
    },

    /** Closes the pending links of one kind for an address (a new invitation replaces the old). */
    async closePending(kind: AccountTokenKind, email: string, at: Date): Promise<void> {
      await db
        .updateTable("account_tokens")
        .set({ used_at: at.toISOString() })
        .where("kind", "=", kind)
        .where("email", "=", email)
        .where("used_at", "is", null)
        .execute();
    },

    /** Removes links made before `before` (used or not); returns how many. */
    async deleteCreatedBefore(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("account_tokens")
        .where("created_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Sets the expiry of the link of `tokenHash` (how tests age a link). */
    async setExpiry(tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .updateTable("account_tokens")
        .set({ expires_at: expiresAt.toISOString() })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async countFor(kind: AccountTokenKind, email: string): Promise<number> {
      const row = await db
        .selectFrom("account_tokens")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "=", kind)
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AccountTokenRepository = ReturnType<typeof createAccountTokenRepository>;
