import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The data revision: one counter row bumped inside every write transaction. Servers compare it to
 * the revision of their caches and search index to notice writes made by any process.
 */
export function createRevisionRepository(db: Kysely<Database>) {
  return {
    async current(): Promise<number> {
      const row = await db.selectFrom("revisions").select("value").where("id", "=", 1).executeTakeFirst();
      return row?.value ?? 0;
    },
    /**
     * Call inside the write's transaction so the bump commits (or rolls back) with the data; without
     * one, a bump of its own (a start's redrawn drawings).
     */
    async bump(trx: Transaction<Database> | Kysely<Database> = db): Promise<void> {
      await trx.updateTable("revisions").set({ value: sql`value + 1` }).where("id", "=", 1).execute();
    },
  };
}
export type RevisionRepository = ReturnType<typeof createRevisionRepository>;
