import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { openSqlite } from "./node-sqlite.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";
export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL only: the pool under Kysely, for the shared rate limits (auth/rate-counter.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Opens the database named by DATABASE_URL: `file:<path>` (SQLite) or `postgres://…`. */
export function connect(
  databaseUrl: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Db {
  if (databaseUrl.startsWith("postgres")) {
    // COUNT(*) and bigint columns come back as strings by default; our ids and counts fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    // A connection that cannot be made (or a free client not found) within 10 s is an error the
    // server answers with 503 (db/unavailable.ts), instead of a request waiting forever in an outage.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client whose server connection drops (restart, failover) must not crash the process;
    // the pool discards it and the next query opens a new one.
    pool.on("error", (error) => options.onIdleError?.(error));
    // A client checked out of the pool has no listener of the pool's: its connection dropping
    // between two queries (a server shutting down) would otherwise be an uncaught exception that
    // ends the process. Its next query fails instead, and the pool discards it when released.
    pool.on("connect", (client) => {
      client.on("error", (error) => options.onIdleError?.(error));
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine: "postgres", pool, close: () => kysely.destroy() };
  }
  const path = databaseUrl.replace(/^file:/, "");
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(path) }) });
  return { kysely, engine: "sqlite", close: () => kysely.destroy() };
}
