import { type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "../schema.ts";

/** What the API shows of a user (never the password hash). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  /** contributor | editor | admin (src/domain/roles.ts). */
  role: string;
}

/** A user with the stored hash, for the login check only. */
export interface UserCredentials extends PublicUser {
  passwordHash: string;
  /** When an admin disabled the account; null while it may sign in. */
  disabledAt: string | null;
}

/** One row of the admins' account list (GET /api/admin/users). */
export interface AccountRow extends PublicUser {
  createdAt: string;
  lastSignInAt: string | null;
  disabledAt: string | null;
}

/**
 * Editor accounts. Emails are stored and looked up exactly as given: callers normalise them (trim,
 * lower case) first, so the unique index on users.email also rejects case variants.
 */
/** An account as the admins' list and an account change read it. */
const ACCOUNT_COLUMNS = [
  "id",
  "name",
  "email",
  "role",
  "created_at",
  "last_sign_in_at",
  "disabled_at",
] as const;

export function createUserRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserCredentials | undefined> {
      const row = await db
        .selectFrom("users")
        .select(["id", "name", "email", "role", "password_hash", "disabled_at"])
        .where("email", "=", email)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          passwordHash: row.password_hash,
          disabledAt: row.disabled_at,
        }
      );
    },
    /** The stored hash of an account (the current-password check of a password change). */
    async passwordHash(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.password_hash;
    },
    /** Every account for the admins' list, by name then id. */
    async list(): Promise<AccountRow[]> {
      const rows = await db
        .selectFrom("users")
        .select(ACCOUNT_COLUMNS)
        .orderBy("name")
        .orderBy("id")
        .execute();
      return rows.map(toAccountRow);
    },
    async findAccount(id: number): Promise<AccountRow | undefined> {
      const row = await db
        .selectFrom("users")
        .select(ACCOUNT_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toAccountRow(row);
    },
    /**
     * The ids of the admins who may sign in; call it on the repositories of a write's transaction.
     * On PostgreSQL their rows are locked until it ends, so two admins demoting or disabling each
     * other at the same moment cannot both see another admin left (SQLite runs one write transaction at a time anyway).
     */
    async activeAdminIds(): Promise<number[]> {
      const query = db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("disabled_at", "is", null);
      const locked = db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
      return (await locked.execute()).map((r) => r.id);
    },
    /** Sets the role and/or the disabled time of an account (`disabledAt: null` enables it). */
    async updateAccount(id: number, change: { role?: string; disabledAt?: string | null }): Promise<void> {
      const set: { role?: string; disabled_at?: string | null } = {};
      if (change.role !== undefined) set.role = change.role;
      if (change.disabledAt !== undefined) set.disabled_at = change.disabledAt;
      if (Object.keys(set).length === 0) return;
      await db.updateTable("users").set(set).where("id", "=", id).execute();
    },
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
    },
    async recordSignIn(id: number, at: Date): Promise<void> {
      await db.updateTable("users").set({ last_sign_in_at: at.toISOString() }).where("id", "=", id).execute();
    },
    /** Whether an account uses `email`. */
    async emailTaken(email: string): Promise<boolean> {
      const row = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      return row !== undefined;
    },
    /** The stored ORCID iD and affiliation of an account (sign-up details). */
    async profile(id: number): Promise<{ orcid: string | null; affiliation: string | null } | undefined> {
      return db.selectFrom("users").select(["orcid", "affiliation"]).where("id", "=", id).executeTakeFirst();
    },
    async findById(id: number): Promise<PublicUser | undefined> {
      return db
        .selectFrom("users")
        .select(["id", "name", "email", "role"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
    /**
     * Fails on the unique index when the email is taken (callers check first and map the error).
     */
    async create(input: {
      name: string;
      email: string;
      passwordHash: string;
      role: string;
      orcid?: string | null;
      affiliation?: string | null;
    }): Promise<PublicUser> {
      const { id } = await db
        .insertInto("users")
        .values({
          name: input.name,
          email: input.email,
          password_hash: input.passwordHash,
          role: input.role,
          orcid: input.orcid ?? null,
          affiliation: input.affiliation ?? null,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id, name: input.name, email: input.email, role: input.role };
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

function toAccountRow(row: {
  id: number;
  name: string;
  email: string;
  role: string;
  created_at: string;
  last_sign_in_at: string | null;
  disabled_at: string | null;
}): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    disabledAt: row.disabled_at,
  };
}
