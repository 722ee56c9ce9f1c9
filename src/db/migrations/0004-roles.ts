import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";

/** Contract: an older release knows no roles and would let contributors do what editors do. */
export const compatibility: Compatibility = "contract";

/**
 * Roles: every account is a contributor, an editor or an admin (docs/decisions/accounts/0015-roles.md). The
 * accounts that existed before roles could do everything an editor does, so they become editors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("editor"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("role").execute();
}
