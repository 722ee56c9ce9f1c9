import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { connect, type Db } from "../../db/connect.ts";
import { createArchiveRepository } from "../../db/repositories/archive.ts";
import { readSqlite } from "../../db/sqlite-reader.ts";
import { RestoreRefused } from "./restore-errors.ts";

/**
 * The database must have no tables at all: a restore never merges into or replaces an archive, not
 * even one whose tables are empty (docs/decisions/operations/0099-db-restore-all-or-nothing.md). A SQLite path
 * that does not exist yet, or a file without tables, is empty. Read without changing anything.
 */
export async function checkDatabaseEmpty(databaseUrl: string): Promise<void> {
  const postgres = databaseUrl.startsWith("postgres");
  const where = postgres ? databaseUrl.replace(/:[^:@/]*@/, ":…@") : databaseUrl.replace(/^file:/, "");
  if (!postgres) {
    const info = await stat(where).catch(() => null);
    if (!info) return;
    if (!info.isFile()) throw refuse(`${where} (DATABASE_URL) is not a file; name a new SQLite file`);
    if (info.size === 0) return;
  }
  let db: Pick<Db, "kysely" | "close">;
  try {
    db = postgres ? connect(databaseUrl, { poolSize: 1 }) : readSqlite(where);
  } catch (error) {
    throw unreadable(where, postgres, error);
  }
  try {
    const archive = createArchiveRepository(db.kysely);
    const tables = await archive.tableNames().catch((error: unknown) => {
      throw unreadable(where, postgres, error);
    });
    if (tables.length === 0) return;
    const some = `${tables.slice(0, 5).join(", ")}${tables.length > 5 ? ", …" : ""}`;
    const facts = await archive.facts().catch(() => null);
    // Only the message differs: migrations leave a low revision, so the counts alone tell it.
    const blank = facts !== null && Object.values(facts.counts).every((n) => n === 0);
    const remedy = postgres
      ? "drop it and create it again (dropdb, createdb), or give a new database"
      : "delete the file, or give a new SQLite path";
    throw refuse(
      blank
        ? `the database ${where} is not empty: it has the ${tables.length} tables of an archive without data, as a server start or db:migrate leaves them; ${remedy}`
        : `the database ${where} is not empty (it has ${tables.length} tables: ${some}); restore into a new, empty database: ${remedy}`,
    );
  } finally {
    await db.close();
  }
}

/** STORAGE_DIR must hold no file; an existing folder, even with empty sub-folders, is fine. */
export async function checkImageFolderEmpty(storage: string): Promise<void> {
  const info = await stat(storage).catch(() => null);
  if (!info) return;
  if (!info.isDirectory()) {
    throw new RestoreRefused(
      "image folder",
      `${storage} (STORAGE_DIR) is not a folder; name an empty or new folder`,
    );
  }
  const first = await firstFile(storage);
  if (first) {
    throw new RestoreRefused(
      "image folder",
      `the image folder ${storage} (STORAGE_DIR) is not empty (it holds ${first}); restore into an empty or new folder`,
    );
  }
}

async function firstFile(folder: string): Promise<string | null> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(
      "image folder",
      `${folder} cannot be read (${error.code}); give the restore a folder it can read and write`,
    );
  });
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (!entry.isDirectory()) return path;
    const inner = await firstFile(path);
    if (inner) return inner;
  }
  return null;
}

function refuse(message: string) {
  return new RestoreRefused("database", message);
}

function unreadable(where: string, postgres: boolean, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return refuse(
    postgres
      ? `cannot reach the database ${where} (${reason}); create it first (createdb) and check DATABASE_URL`
      : `${where} cannot be read as a SQLite database (${reason}); name a new SQLite file`,
  );
}
