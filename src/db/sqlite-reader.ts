import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { Kysely, SqliteDialect } from "kysely";
import type { Db } from "./connect.ts";
import { openSqlite } from "./node-sqlite.ts";
import type { Database } from "./schema.ts";

/**
 * Opens a SQLite file read-only and leaves it as it found it: a read-only connection to a database
 * in WAL mode still creates the `-wal` and `-shm` files beside it, so those it created (no other
 * writer has this file: it is a backup, or a restore's target that must be empty) are removed.
 */
export function readSqlite(path: string): Pick<Db, "kysely" | "close"> {
  const sides = [`${path}-wal`, `${path}-shm`].filter((side) => !existsSync(side));
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(path, { readOnly: true }) }),
  });
  return {
    kysely,
    close: async () => {
      await kysely.destroy();
      for (const side of sides) await rm(side, { force: true });
    },
  };
}
