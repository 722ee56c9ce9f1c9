import { Kysely, SqliteDialect, sql } from "kysely";
import { connect } from "./connect.ts";
import { openSqlite } from "./node-sqlite.ts";
import { createRepositories, type Repositories } from "./repositories/index.ts";
import type { Database } from "./schema.ts";

/** Reads the rows of one snapshot through the repositories (a backup's facts and image list). */
export type SnapshotReader = (repos: Repositories) => Promise<void>;

/** SQLite: VACUUM INTO writes a copy as of one read transaction; the copy is then read. */
export async function snapshotSqlite(databaseUrl: string, target: string, read: SnapshotReader) {
  const source = openSqlite(databaseUrl.replace(/^file:/, ""));
  try {
    source.raw.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  const copy = openSqlite(target);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    await read(createRepositories(db));
  } finally {
    copy.raw.exec("PRAGMA journal_mode = DELETE");
    await db.destroy();
  }
}

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot; `dump` (pg_dump --snapshot) saves
 * exactly that snapshot while the same transaction is read, so both see the same moment.
 */
export async function snapshotPostgres(
  databaseUrl: string,
  dump: (snapshotId: string) => Promise<void>,
  read: SnapshotReader,
) {
  const db = connect(databaseUrl, { poolSize: 1 });
  try {
    await db.kysely.connection().execute(async (conn) => {
      await sql`begin isolation level repeatable read read only`.execute(conn);
      try {
        const exported = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
        await dump(exported.rows[0]?.id as string);
        await read(createRepositories(conn));
      } finally {
        await sql`commit`.execute(conn);
      }
    });
  } finally {
    await db.close();
  }
}
