import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { copyFile, rename, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { dropNewObjects, postgresObjects } from "../../db/postgres-catalog.ts";
import { run } from "./backup.ts";
import { postgresTool } from "./postgres-tool.ts";
import { WrittenPaths } from "./written-paths.ts";

/** Loads a backup's database into an empty target, and takes it out again if the restore fails. */
export interface DatabaseLoad {
  load(file: string, signal?: AbortSignal): Promise<void>;
  /** Leaves the database as it was before `load` (even a `load` that failed half-way); answers what could not be undone. */
  undo(): Promise<string[]>;
  /** The restore succeeded: drop what was kept for `undo`. */
  finish(): Promise<void>;
}

export function databaseLoad(databaseUrl: string): DatabaseLoad {
  return databaseUrl.startsWith("postgres")
    ? postgresLoad(databaseUrl)
    : sqliteLoad(databaseUrl.replace(/^file:/, ""));
}

/**
 * SQLite: the copy is written beside the target and renamed into place. A target file without
 * tables (checked before) and its WAL files are moved aside, and put back by `undo`.
 */
function sqliteLoad(path: string): DatabaseLoad {
  const written = new WrittenPaths();
  const aside = new Map<string, string>();
  const suffix = `${randomBytes(4).toString("hex")}.before-restore`;
  return {
    async load(file) {
      await written.makeFolder(dirname(path));
      for (const part of [path, `${path}-wal`, `${path}-shm`]) {
        if (!(await stat(part).catch(() => null))) continue;
        await rename(part, `${part}.${suffix}`);
        aside.set(part, `${part}.${suffix}`);
      }
      // Every file at these paths from now on is the restore's (the count check opens the WAL).
      for (const part of [path, `${path}-wal`, `${path}-shm`, `${path}.restoring`]) written.file(part);
      await copyFile(file, `${path}.restoring`, constants.COPYFILE_EXCL);
      await rename(`${path}.restoring`, path);
    },
    async undo() {
      const left = await written.removeAll();
      for (const [part, moved] of aside) {
        await rename(moved, part).catch(() => left.push(moved));
      }
      aside.clear();
      return left;
    },
    async finish() {
      for (const moved of aside.values()) await rm(moved, { force: true });
      aside.clear();
    },
  };
}

/**
 * PostgreSQL: pg_restore in one transaction, so a failed load leaves nothing. What a later step's
 * failure must take back is found by comparing the catalog with its state before the load: the
 * schemas and relations (tables, sequences, views) that are new are dropped, in one transaction.
 */
function postgresLoad(databaseUrl: string): DatabaseLoad {
  let before: Set<string> | null = null;
  return {
    async load(file, signal) {
      before = await postgresObjects(databaseUrl);
      await run(
        postgresTool("pg_restore"),
        [
          "--exit-on-error",
          "--single-transaction",
          "--no-owner",
          "--no-privileges",
          `--dbname=${databaseUrl}`,
          file,
        ],
        signal,
      );
    },
    async undo() {
      if (!before) return [];
      const kept = before;
      try {
        await dropNewObjects(databaseUrl, kept);
        return [...(await postgresObjects(databaseUrl))].filter((name) => !kept.has(name));
      } catch (error) {
        return [`the restored tables (${(error as Error).message})`];
      }
    },
    async finish() {},
  };
}
