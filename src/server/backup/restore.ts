import { copyFile, cp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { connect } from "../../db/connect.ts";
import { createArchiveRepository } from "../../db/repositories/archive.ts";
import { type BackupManifest, IMAGES_DIR, MANIFEST, run } from "./backup.ts";
import { postgresTool } from "./postgres-tool.ts";

/** Refused restores say what is wrong and change nothing. */
export class RestoreRefused extends Error {}

/**
 * Fills an empty database and an empty image folder from a backup made by `backupArchive`, then
 * checks the restored rows against the manifest's counts. Refuses a folder without a manifest, a
 * backup of the other engine, a database that already has tables and an image folder with files.
 */
export async function restoreArchive(options: {
  databaseUrl: string;
  storageDir: string;
  from: string;
}): Promise<BackupManifest> {
  const from = resolve(options.from);
  const manifest = await readManifest(from);
  const engine = options.databaseUrl.startsWith("postgres") ? "postgres" : "sqlite";
  if (manifest.engine !== engine) {
    throw new RestoreRefused(
      `the backup in ${from} is of a ${manifest.engine} database, but DATABASE_URL names a ${engine} one`,
    );
  }
  const storage = resolve(options.storageDir);
  if (await hasFiles(storage)) {
    throw new RestoreRefused(
      `the image folder ${storage} (STORAGE_DIR) is not empty; restore into an empty or new folder`,
    );
  }
  const databaseFile = join(from, manifest.database);

  if (engine === "sqlite") {
    const path = options.databaseUrl.replace(/^file:/, "");
    const tables = await sqliteTables(path);
    if (tables.length > 0) throw notEmpty(path, tables);
    await rm(`${path}-wal`, { force: true });
    await rm(`${path}-shm`, { force: true });
    await copyFile(databaseFile, `${path}.restoring`);
    await rename(`${path}.restoring`, path);
  } else {
    const tables = await postgresTables(options.databaseUrl);
    if (tables.length > 0) throw notEmpty(options.databaseUrl.replace(/:[^:@/]*@/, ":…@"), tables);
    await run(postgresTool("pg_restore"), [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      `--dbname=${options.databaseUrl}`,
      databaseFile,
    ]);
  }

  await cp(join(from, IMAGES_DIR), storage, { recursive: true, errorOnExist: true, force: false });

  const db = connect(options.databaseUrl, { poolSize: 1 });
  try {
    const facts = await createArchiveRepository(db.kysely).facts();
    const expected = JSON.stringify({ revision: manifest.revision, counts: manifest.counts });
    const found = JSON.stringify({ revision: facts.revision, counts: facts.counts });
    if (expected !== found) throw new Error(`the restored database differs from the manifest: ${found}`);
  } finally {
    await db.close();
  }
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(join(from, MANIFEST), "utf8").catch(() => null);
  if (text === null) {
    throw new RestoreRefused(`${from} has no ${MANIFEST}: it is not a finished backup`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`${from}: unknown backup format ${manifest.format}`);
  return manifest;
}

function notEmpty(where: string, tables: string[]) {
  const some = tables.slice(0, 5).join(", ");
  return new RestoreRefused(
    `the database ${where} is not empty (it has ${tables.length} tables: ${some}${tables.length > 5 ? ", …" : ""}); restore into a new, empty database`,
  );
}

async function hasFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) return true;
    if (await hasFiles(join(folder, entry.name))) return true;
  }
  return false;
}

async function sqliteTables(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info || info.size === 0) return [];
  const db = connect(`file:${path}`);
  try {
    return await createArchiveRepository(db.kysely).tableNames();
  } finally {
    await db.close();
  }
}

async function postgresTables(url: string): Promise<string[]> {
  const db = connect(url, { poolSize: 1 });
  try {
    return await createArchiveRepository(db.kysely).tableNames();
  } finally {
    await db.close();
  }
}
