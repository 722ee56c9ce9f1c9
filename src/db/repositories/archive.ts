import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../schema.ts";

/** The tables a manifest counts: enough to see at a glance that a restore is the archive it came from. */
export const COUNTED_TABLES = [
  "syntheses",
  "molecules",
  "authors",
  "reagents",
  "solvents",
  "named_reactions",
  "protecting_groups",
  "chemicals",
  "users",
  "unpublished_syntheses",
  "synthesis_history",
] as const;

export interface ArchiveFacts {
  /** The last migration applied: the schema the data is in. */
  schemaVersion: string | null;
  /** The data revision (one bump per committed write). */
  revision: number;
  counts: Record<string, number>;
}

/** What backups and restores read of a whole archive (server/backup/). */
export function createArchiveRepository(db: Kysely<Database>) {
  return {
    /** Read inside the snapshot being saved (or from the restored copy, to check it). */
    async facts(): Promise<ArchiveFacts> {
      const counts: Record<string, number> = {};
      for (const table of COUNTED_TABLES) {
        const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
          db,
        );
        counts[table] = Number(rows.rows[0]?.n ?? 0);
      }
      const migration = await sql<{
        name: string;
      }>`select name from kysely_migration order by name desc limit 1`.execute(db);
      const revision = await db
        .selectFrom("revisions")
        .select("value")
        .where("id", "=", 1)
        .executeTakeFirst();
      return { schemaVersion: migration.rows[0]?.name ?? null, revision: revision?.value ?? 0, counts };
    },
    /** Every table of the database (a restore goes only into an empty one). */
    async tableNames(): Promise<string[]> {
      const rows =
        db.getExecutor().adapter instanceof PostgresAdapter
          ? await sql<{ name: string }>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`.execute(db)
          : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
      return rows.rows.map((r) => r.name);
    },
  };
}
export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
