import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { z } from "zod";
import type { Engine } from "../../db/connect.ts";
import { type ArchiveFacts, createArchiveRepository } from "../../db/repositories/archive.ts";
import { readSqlite } from "../../db/sqlite-reader.ts";
import { firstIssue } from "../../domain/errors.ts";
import { type BackupManifest, IMAGES_DIR, MANIFEST, run } from "./backup.ts";
import { postgresTool } from "./postgres-tool.ts";
import { RestoreRefused } from "./restore-errors.ts";

/** A backup folder found complete and consistent with its manifest. */
export interface CheckedBackup {
  from: string;
  manifest: BackupManifest;
  databaseFile: string;
  databaseBytes: number;
  /** Every file under images/ (relative path) with its size. */
  images: Map<string, number>;
}

const count = z.number().int().nonnegative();
/** What a restore relies on; the rest of the manifest is information for people. */
const manifestShape = z.object({
  format: z.literal(1),
  engine: z.enum(["sqlite", "postgres"]),
  database: z.string().refine((name) => name === basename(name) && !/^\.\.?$/.test(name), "a file name"),
  databaseBytes: count.optional(),
  schemaVersion: z.string().nullable(),
  revision: count,
  counts: z.record(z.string(), count),
  images: z.object({ files: count, bytes: count, list: z.record(z.string(), count).optional() }),
});

const refuse = (message: string) => new RestoreRefused("backup", message);

/**
 * Checks the backup folder before anything is written: its manifest, the engine, the database file
 * (its size; a SQLite copy's row counts and revision, read without changing the file; a PostgreSQL
 * dump's table of contents) and the image files against the manifest's list. Older manifests
 * without a list are checked by number and total size of files.
 */
export async function checkBackup(from: string, engine: Engine): Promise<CheckedBackup> {
  const manifest = await readManifest(from);
  if (manifest.engine !== engine) {
    throw refuse(
      `the backup in ${from} is of a ${manifest.engine} database, but DATABASE_URL names a ${engine} one; restore it into a ${manifest.engine} database`,
    );
  }
  const databaseFile = join(from, manifest.database);
  const info = await stat(databaseFile).catch(() => null);
  if (!info?.isFile()) throw refuse(`${databaseFile} is missing: the backup is damaged; restore another one`);
  if (manifest.databaseBytes !== undefined && info.size !== manifest.databaseBytes) {
    throw refuse(
      `${databaseFile} has ${info.size} bytes, the manifest says ${manifest.databaseBytes}: the backup is damaged; restore another one`,
    );
  }
  const images = await listFiles(join(from, IMAGES_DIR));
  const problem = imagesProblem(images, manifest.images);
  if (problem)
    throw refuse(`${problem} in ${join(from, IMAGES_DIR)}: the backup is damaged; restore another one`);

  if (engine === "sqlite") {
    const difference = factsDifference(manifest, await sqliteFacts(databaseFile));
    if (difference) {
      throw refuse(
        `${databaseFile} does not hold what the manifest says (${difference}): the backup is damaged; restore another one`,
      );
    }
  } else {
    await run(postgresTool("pg_restore"), ["--list", databaseFile]).catch((error: Error) => {
      throw refuse(
        `${databaseFile} is not a readable pg_dump archive (${error.message}); restore another one`,
      );
    });
  }
  return { from, manifest, databaseFile, databaseBytes: info.size, images };
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(join(from, MANIFEST), "utf8").catch(() => null);
  if (text === null) {
    throw refuse(
      `${from} has no ${MANIFEST}: it is not a finished backup; give the folder of a finished db:backup`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse(`${join(from, MANIFEST)} is not valid JSON: the backup is damaged; restore another one`);
  }
  const checked = manifestShape.safeParse(parsed);
  if (!checked.success) {
    const { field, message } = firstIssue(checked.error, "the manifest");
    throw refuse(
      `${join(from, MANIFEST)}: ${field}: ${message}; it is not a backup this release can restore`,
    );
  }
  // Checked for what the restore reads; the other fields are kept as they were written.
  return parsed as BackupManifest;
}

/** The first difference between the manifest's facts and a database's, in words; null when none. */
export function factsDifference(expected: ArchiveFacts, found: ArchiveFacts): string | null {
  if (found.schemaVersion !== expected.schemaVersion) {
    return `schema ${found.schemaVersion}, the manifest says ${expected.schemaVersion}`;
  }
  if (found.revision !== expected.revision) {
    return `revision ${found.revision}, the manifest says ${expected.revision}`;
  }
  for (const table of new Set([...Object.keys(expected.counts), ...Object.keys(found.counts)])) {
    if (found.counts[table] !== expected.counts[table]) {
      return `${found.counts[table] ?? "no"} rows in ${table}, the manifest says ${expected.counts[table] ?? "none"}`;
    }
  }
  return null;
}

function imagesProblem(found: Map<string, number>, expected: BackupManifest["images"]): string | null {
  if (expected.list) {
    const listed = Object.entries(expected.list);
    const missing = listed.filter(([path]) => !found.has(path)).map(([path]) => path);
    if (missing.length > 0) return `${missing.length} listed files are missing (${sample(missing)})`;
    const extra = [...found.keys()].filter((path) => !Object.hasOwn(expected.list ?? {}, path));
    if (extra.length > 0) return `${extra.length} files are not in the manifest (${sample(extra)})`;
    const resized = listed.filter(([path, size]) => found.get(path) !== size).map(([path]) => path);
    if (resized.length > 0)
      return `${resized.length} files differ in size from the manifest (${sample(resized)})`;
    return null;
  }
  const bytes = [...found.values()].reduce((sum, size) => sum + size, 0);
  if (found.size !== expected.files || bytes !== expected.bytes) {
    return `${found.size} files of ${bytes} bytes, the manifest says ${expected.files} of ${expected.bytes}`;
  }
  return null;
}

function sample(paths: string[]): string {
  return `${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", …" : ""}`;
}

/** Every regular file under `root` (relative paths, `/`) with its size; anything else is refused. */
async function listFiles(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (relative: string) => {
    const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" && relative === "") return [];
        throw refuse(`${join(root, relative)} cannot be read (${error.code}); restore another backup`);
      },
    );
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.set(path, (await stat(join(root, path))).size);
      else throw refuse(`${join(root, path)} is not a regular file; a backup holds only files`);
    }
  };
  await walk("");
  return files;
}

/** The facts of a SQLite copy, read without changing it (no WAL switch, no journal). */
async function sqliteFacts(file: string): Promise<ArchiveFacts> {
  try {
    const db = readSqlite(file);
    try {
      return await createArchiveRepository(db.kysely).facts();
    } finally {
      await db.close();
    }
  } catch (error) {
    throw refuse(`${file} cannot be read as a database (${(error as Error).message}); restore another one`);
  }
}
