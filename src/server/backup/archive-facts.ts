import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

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

/** Read inside the snapshot being saved (or from the restored copy, to check it). */
export async function archiveFacts(db: Kysely<Database>): Promise<ArchiveFacts> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows.rows[0]?.n ?? 0);
  }
  const migration = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  const revision = await db.selectFrom("revisions").select("value").where("id", "=", 1).executeTakeFirst();
  return { schemaVersion: migration.rows[0]?.name ?? null, revision: revision?.value ?? 0, counts };
}

/** A PostgreSQL client program (pg_dump, pg_restore): PG_BIN, then the newest Debian install, then PATH. */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], "bin", name);
  }
  return name;
}
