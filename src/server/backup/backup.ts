import { spawn } from "node:child_process";
import { copyFile, mkdir, readdir, rename, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ArchiveFacts } from "../../db/repositories/archive.ts";
import { type SnapshotReader, snapshotPostgres, snapshotSqlite } from "../../db/snapshot.ts";
import { historyImages, type ImageSource, namedImages } from "../storage/image-inventory.ts";
import { IMAGE_FOLDERS, STAGED_FILE, TEMP_FILE } from "../storage/image-storage.ts";
import type { StructureRenderer } from "../structures/structure-renderer.ts";
import { postgresTool } from "./postgres-tool.ts";

export const MANIFEST = "manifest.json";
export const SQLITE_FILE = "database.sqlite";
export const POSTGRES_FILE = "database.pgdump";
export const IMAGES_DIR = "images";

export interface BackupManifest extends ArchiveFacts {
  format: 1;
  engine: "sqlite" | "postgres";
  /** When the backup began (just before the database snapshot was taken). */
  startedAt: string;
  finishedAt: string;
  database: string;
  /** The size of the database file, for the restore's check of the folder. Absent in older backups. */
  databaseBytes?: number;
  images: {
    files: number;
    bytes: number;
    /** Named files drawn again from the snapshot's SMILES (changed or removed after the snapshot). */
    redrawn: string[];
    /** Files written after the snapshot that its rows do not name: left out. */
    leftOut: number;
    /** Files the snapshot names that could not be found or made again. */
    missing: string[];
    /**
     * Earlier pictures only the snapshot's history entries name (kept for restores) that were not in
     * the image folder: left out, so restoring those entries is refused. Absent in older backups.
     */
    historyMissing?: string[];
    /** Every file under images/ with its size, for the restore's check. Absent in older backups. */
    list?: Record<string, number>;
  };
}

/**
 * Margin for clocks: a file changed less than this before the backup began counts as changed after
 * the snapshot (shared storage may keep the file server's time).
 */
const CLOCK_MARGIN_MS = 2_000;

/**
 * A consistent copy of the archive while it runs (docs/operations.md "Backups"): the database as of
 * one snapshot (SQLite: VACUUM INTO; PostgreSQL: pg_dump inside an exported snapshot), then the image
 * folder brought to that same moment. Images are copied after the snapshot; a file the snapshot's
 * rows name but that changed or vanished since is drawn again from the snapshot's SMILES (or copied
 * from its upload), and a file written since that the snapshot does not name is left out. The
 * earlier pictures the snapshot's history entries name are copied too (`historyImages`), so a
 * history restore still works on a restored archive; one that is missing is listed, not fatal. The
 * manifest is written last: a folder without one is not a backup.
 */
export async function backupArchive(options: {
  databaseUrl: string;
  storageDir: string;
  to: string;
  structures: StructureRenderer;
}): Promise<BackupManifest> {
  const to = resolve(options.to);
  await ensureEmptyFolder(to, "backup folder");
  const started = Date.now();
  const engine = options.databaseUrl.startsWith("postgres") ? "postgres" : "sqlite";
  const database = engine === "postgres" ? POSTGRES_FILE : SQLITE_FILE;

  const snapshot = async (read: SnapshotReader) => {
    if (engine === "postgres") {
      const dump = (snapshotId: string) =>
        run(postgresTool("pg_dump"), [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--snapshot=${snapshotId}`,
          `--file=${join(to, database)}`,
          `--dbname=${options.databaseUrl}`,
        ]);
      await snapshotPostgres(options.databaseUrl, dump, read);
    } else await snapshotSqlite(options.databaseUrl, join(to, database), read);
  };
  let facts: ArchiveFacts | undefined;
  let named = new Map<string, ImageSource>();
  let kept = new Set<string>();
  await snapshot(async (repos) => {
    facts = await repos.archive.facts();
    named = await namedImages(repos.imageInventory);
    kept = await historyImages(repos.imageInventory);
  });
  if (!facts) throw new Error("the snapshot could not be read");

  const images = await copyImages({
    from: resolve(options.storageDir),
    to: join(to, IMAGES_DIR),
    named,
    kept,
    changedAfter: started - CLOCK_MARGIN_MS,
    structures: options.structures,
  });
  const manifest: BackupManifest = {
    format: 1,
    engine,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date().toISOString(),
    database,
    databaseBytes: (await stat(join(to, database))).size,
    ...facts,
    images,
  };
  await writeFile(join(to, `${MANIFEST}.tmp`), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(join(to, `${MANIFEST}.tmp`), join(to, MANIFEST));
  return manifest;
}

async function ensureEmptyFolder(path: string, what: string) {
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`the ${what} ${path} is not empty; give a new or empty folder`);
  await mkdir(path, { recursive: true });
}

/** Runs a client program; `signal` (a restore being interrupted) stops it. */
export function run(command: string, args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    child.on("error", (error) =>
      fail(signal?.aborted ? signal.reason : new Error(`${command} could not be started: ${error.message}`)),
    );
    child.on("exit", (code) =>
      code === 0
        ? done()
        : fail(new Error(`${command} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`)),
    );
  });
}

/** Every file under `root` (relative paths), with its modification time. */
async function listTree(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (relative: string) => {
    const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const info = await stat(join(root, path)).catch(() => null);
        if (info) files.set(path, info.mtimeMs);
      }
    }
  };
  await walk("");
  return files;
}

async function copyImages(options: {
  from: string;
  to: string;
  named: Map<string, ImageSource>;
  /** Files only the history names (content-derived names: such a file never changes). */
  kept: Set<string>;
  changedAfter: number;
  structures: StructureRenderer;
}): Promise<BackupManifest["images"]> {
  const { from, to, named, kept } = options;
  const result: Required<BackupManifest["images"]> = {
    files: 0,
    bytes: 0,
    redrawn: [],
    leftOut: 0,
    missing: [],
    historyMissing: [],
    list: {},
  };
  const isImage = (path: string) => (IMAGE_FOLDERS as readonly string[]).includes(path.split("/")[0] ?? "");
  const place = async (path: string, content: string | Uint8Array | null, copyFrom?: string) => {
    await mkdir(join(to, path, ".."), { recursive: true });
    if (copyFrom) await copyFile(copyFrom, join(to, path));
    else await writeFile(join(to, path), content ?? "");
  };
  /** Makes a named file again from what the snapshot knows; false when nothing can. */
  const remake = async (path: string): Promise<boolean> => {
    const source = named.get(path);
    if (source?.kind === "molecule") await place(path, await options.structures.moleculeSvg(source.smiles));
    else if (source?.kind === "reaction")
      await place(path, await options.structures.reactionSvg(source.smiles));
    else if (source?.kind === "upload") {
      const upload = join(from, "uploads", `${source.upload}.png`);
      if (!(await stat(upload).catch(() => null))) return false;
      await place(path, null, upload);
    } else return false;
    result.redrawn.push(path);
    return true;
  };

  const files = await listTree(from);
  for (const [path, mtime] of files) {
    const name = path.split("/").pop() ?? "";
    if (STAGED_FILE.test(name) || TEMP_FILE.test(name)) continue;
    const changedSince = mtime >= options.changedAfter;
    if (isImage(path) && changedSince) {
      if (named.has(path)) {
        // Named, but changed after the snapshot: its content may be newer than the rows.
        if (await remake(path)) continue;
      } else if (!kept.has(path)) {
        result.leftOut++;
        continue;
      }
      // Only a history entry names it: written before the snapshot under a name of its content.
    }
    try {
      await place(path, null, join(from, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      // Removed after the snapshot (a revision's stale file): made again below if named.
      continue;
    }
    // Replaced while it was being copied: the copy may hold the newer content.
    const after = await stat(join(from, path)).catch(() => null);
    if (isImage(path) && named.has(path) && (!after || after.mtimeMs >= options.changedAfter)) {
      await remake(path);
    }
  }
  for (const path of named.keys()) {
    if (await stat(join(to, path)).catch(() => null)) continue;
    if (!(await remake(path))) result.missing.push(path);
  }
  for (const path of kept) {
    // Not in the image folder (removed by hand, or lost): the backup goes on without it.
    if (!named.has(path) && !(await stat(join(to, path)).catch(() => null))) result.historyMissing.push(path);
  }
  result.redrawn.sort();
  result.historyMissing.sort();
  for (const path of [...(await listTree(to)).keys()].sort()) {
    const { size } = await stat(join(to, path));
    result.files++;
    result.bytes += size;
    result.list[path] = size;
  }
  return result;
}
