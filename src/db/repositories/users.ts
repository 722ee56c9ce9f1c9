import type { Kysely, Transaction } from "kysely";
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
}

/**
 * Editor accounts. Emails are stored and looked up exactly as given: callers normalise them (trim,
 * lower case) first, so the unique index on users.email also rejects case variants.
 */
export function createUserRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserCredentials | undefined> {
      const row = await db
        .selectFrom("users")
        .select(["id", "name", "email", "role", "password_hash"])
        .where("email", "=", email)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          passwordHash: row.password_hash,
        }
      );
    },
    /** Whether an account uses `email` (inside a write's transaction, or on the database). */
    async emailTaken(email: string, trx: Transaction<Database> | Kysely<Database> = db): Promise<boolean> {
      const row = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
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
     * `trx`: the transaction of a larger write (a verified sign-up), else the database itself.
     */
    async create(
      input: {
        name: string;
        email: string;
        passwordHash: string;
        role: string;
        orcid?: string | null;
        affiliation?: string | null;
      },
      trx: Transaction<Database> | Kysely<Database> = db,
    ): Promise<PublicUser> {
      const { id } = await trx
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
