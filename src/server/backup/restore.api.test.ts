import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageHashes, privateImageFolder } from "../../../tests/support/archive-state.ts";
import { readOnly } from "../../../tests/support/read-only-folder.ts";
import { childEnv } from "../../../tests/support/server-process.ts";
import { copyTemplateDatabase, createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { connect } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createArchiveRepository } from "../../db/repositories/archive.ts";
import { createStructureRenderer } from "../structures/renderer.ts";
import { type BackupManifest, backupArchive } from "./backup.ts";
import { type RestoreProbes, restoreArchive } from "./restore.ts";
import { RestoreFailed, RestoreRefused } from "./restore-errors.ts";

/**
 * db:restore is all or nothing: each check refuses before anything is written, and each step that
 * fails after writing began (database load, image copy, count check) removes what it wrote. Every
 * case compares the target (database and image folder) before and after, then fixes the cause and
 * restores again into the very same target.
 */
const engine = inject("engine");
const ROOT = resolve(import.meta.dirname, "../../..");
const root = mkdtempSync(join(tmpdir(), "restore-all-or-nothing-"));
let t: TestApp;
let backup: string;
let manifest: BackupManifest;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const source = join(root, "source-images");
  t = await createTestApp({ STORAGE_DIR: source });
  await privateImageFolder(t.runtime.db.kysely, inject("storageDir"), source);
  backup = join(root, "backup");
  manifest = await backupArchive({
    databaseUrl: t.runtime.config.DATABASE_URL,
    storageDir: source,
    to: backup,
    structures: createStructureRenderer(),
  });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Target {
  databaseUrl: string;
  storage: string;
}

/** A new empty database and an image folder path (not created) of the test's own. */
async function newTarget(name: string): Promise<Target> {
  const { databaseUrl, drop } = await copyTemplateDatabase({ empty: true });
  cleanups.push(drop);
  return { databaseUrl, storage: join(root, `images-${name}`) };
}

/** Everything a restore could have left: the database's objects (or SQLite files) and the folder's tree. */
async function stateOf(target: Target) {
  return { database: await databaseObjects(target.databaseUrl), images: tree(target.storage) };
}

async function databaseObjects(databaseUrl: string): Promise<string[]> {
  if (engine === "sqlite") {
    // The file and anything beside it named after it (WAL, a half copy, a file moved aside).
    const path = databaseUrl.replace(/^file:/, "");
    const files = readdirSync(dirname(path)).filter((name) => name.startsWith(basename(path)));
    return files.map((name) => `${name} ${readFileSync(join(dirname(path), name)).length}`).sort();
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ name: string }>(`
      select n.nspname || '.' || coalesce(c.relname, '') as name
      from pg_namespace n left join pg_class c on c.relnamespace = n.oid
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
    return rows.rows.map((r) => r.name).sort();
  } finally {
    await client.end();
  }
}

function tree(folder: string): string[] | null {
  if (!existsSync(folder)) return null;
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .map(
      (entry) =>
        `${entry.isDirectory() ? "d" : "f"} ${join(entry.parentPath, entry.name).slice(folder.length)}`,
    )
    .sort();
}

/** The target holds exactly the backup: the manifest's facts and every image file's bytes. */
async function expectRestored(target: Target) {
  const db = connect(target.databaseUrl, { poolSize: 1 });
  try {
    const facts = await createArchiveRepository(db.kysely).facts();
    expect(facts).toEqual({
      schemaVersion: manifest.schemaVersion,
      revision: manifest.revision,
      counts: manifest.counts,
    });
  } finally {
    await db.close();
  }
  const restored = imageHashes(target.storage);
  expect(Object.keys(restored).length).toBe(manifest.images.files);
  expect(restored).toEqual(imageHashes(join(backup, "images")));
}

function restore(
  target: Target,
  options: { from?: string; probes?: Partial<RestoreProbes>; signal?: AbortSignal } = {},
) {
  return restoreArchive({
    databaseUrl: target.databaseUrl,
    storageDir: target.storage,
    from: options.from ?? backup,
    probes: options.probes,
    signal: options.signal,
  });
}

/** The restore refuses at `check`, and the target is exactly as it was. */
async function expectRefused(
  target: Target,
  check: RestoreRefused["check"],
  message: RegExp,
  options: Parameters<typeof restore>[1] = {},
) {
  const before = await stateOf(target);
  const error = await restore(target, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  expect((error as RestoreRefused).check).toBe(check);
  expect((error as Error).message).toMatch(message);
  expect(await stateOf(target)).toEqual(before);
}

/** The restore fails at `step` after writing, and the target is exactly as it was. */
async function expectUndone(
  target: Target,
  step: RestoreFailed["step"],
  options: Parameters<typeof restore>[1] = {},
) {
  const before = await stateOf(target);
  const error = await restore(target, options).catch((e: unknown) => e);
  expect(error, String(error)).toBeInstanceOf(RestoreFailed);
  expect((error as RestoreFailed).step).toBe(step);
  expect((error as RestoreFailed).left).toEqual([]);
  expect((error as Error).message).toMatch(/everything it wrote was removed/);
  expect(await stateOf(target)).toEqual(before);
  return error as RestoreFailed;
}

/** A copy of the backup to damage. */
function backupCopy(name: string): string {
  const copy = join(root, `backup-${name}`);
  cpSync(backup, copy, { recursive: true });
  return copy;
}

function writeManifest(folder: string, change: (m: BackupManifest) => void) {
  const m = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8")) as BackupManifest;
  change(m);
  writeFileSync(join(folder, "manifest.json"), JSON.stringify(m));
}

describe(`db:restore all or nothing (${engine})`, () => {
  it("the backup lists every image file with its size and the database file's size", () => {
    expect(Object.keys(manifest.images.list ?? {}).length).toBe(manifest.images.files);
    expect(manifest.images.files).toBeGreaterThan(20);
    expect(Object.values(manifest.images.list ?? {}).reduce((a, b) => a + b, 0)).toBe(manifest.images.bytes);
    expect(manifest.databaseBytes).toBe(readFileSync(join(backup, manifest.database)).length);
  });

  it("refuses a database with tables (an archive, or the empty schema a start leaves), then restores into an empty one", async () => {
    const full = { ...(await copyTemplateDatabase()), storage: join(root, "images-full") };
    cleanups.push(full.drop);
    await expectRefused(
      full,
      "database",
      /is not empty \(it has \d+ tables: .*\); restore into a new, empty database/,
    );

    const migrated = await newTarget("migrated");
    const db = connect(migrated.databaseUrl, { poolSize: 1 });
    await migrateToLatest(db.kysely);
    await db.close();
    await expectRefused(
      migrated,
      "database",
      /tables of an archive without data, as a server start or db:migrate/,
    );
    expect(existsSync(migrated.storage)).toBe(false);

    // The fix the message names: a new, empty database.
    const fixed = { ...(await newTarget("fixed-database")), storage: migrated.storage };
    await restore(fixed);
    await expectRestored(fixed);
  });

  it("refuses an image folder holding a file, then restores into it (empty sub-folders kept) once the file is gone", async () => {
    const target = await newTarget("stray-file");
    mkdirSync(join(target.storage, "molecules"), { recursive: true });
    mkdirSync(join(target.storage, "syntheses", "empty"), { recursive: true });
    writeFileSync(join(target.storage, "molecules", "stray.svg"), "<svg/>");
    await expectRefused(target, "image folder", /is not empty \(it holds .*molecules\/stray\.svg\)/);

    rmSync(join(target.storage, "molecules", "stray.svg"));
    await restore(target);
    await expectRestored(target);
    expect(existsSync(join(target.storage, "syntheses", "empty"))).toBe(true);
  });

  it("refuses when the disk has too little room (bytes or inodes), then restores when it has", async () => {
    const target = await newTarget("space");
    const asked: string[] = [];
    const probe = (bytes: number, inodes: number | null): Partial<RestoreProbes> => ({
      freeSpace: async (folder) => {
        asked.push(folder);
        return { bytes, blockSize: 4096, inodes };
      },
    });
    // The images' bytes alone are not enough: each file takes whole blocks, plus the SQLite file.
    const what = engine === "sqlite" ? "the images and the SQLite database" : "the images";
    await expectRefused(
      target,
      "free space",
      new RegExp(`^${what} need [\\d.]+ [KMG]B on the file system of`),
      {
        probes: probe(manifest.images.bytes, null),
      },
    );
    expect(asked.length).toBe(1);
    await expectRefused(target, "free space", /need \d+ files .* room for 10 more \(inodes\)/, {
      probes: probe(10 ** 12, 10),
    });

    await restore(target, { probes: probe(10 ** 12, 10 ** 6) });
    await expectRestored(target);
  });

  it("refuses a backup with a missing image file, then restores once the file is back", async () => {
    const damaged = backupCopy("missing-image");
    const lost = Object.keys(manifest.images.list ?? {}).sort()[3] as string;
    rmSync(join(damaged, "images", lost));
    const target = await newTarget("missing-image");
    mkdirSync(target.storage);
    await expectRefused(target, "backup", new RegExp(`1 listed files are missing \\(${lost}\\)`), {
      from: damaged,
    });

    cpSync(join(backup, "images", lost), join(damaged, "images", lost));
    await restore(target, { from: damaged });
    await expectRestored(target);
  });

  it("a manifest count the database does not hold: refused (SQLite) or undone after the count check (PostgreSQL); restores once the manifest is right", async () => {
    const damaged = backupCopy("count");
    writeManifest(damaged, (m) => {
      m.counts.syntheses = (m.counts.syntheses ?? 0) + 1;
    });
    const target = await newTarget("count");
    const wrong = new RegExp(
      `${manifest.counts.syntheses} rows in syntheses, the manifest says ${(manifest.counts.syntheses ?? 0) + 1}`,
    );
    if (engine === "sqlite") {
      // The SQLite copy is read before anything is written.
      await expectRefused(target, "backup", wrong, { from: damaged });
    } else {
      // A dump cannot be counted without loading it: the count check finds it and the load is undone.
      const error = await expectUndone(target, "checking the restored counts", { from: damaged });
      expect(error.message).toMatch(wrong);
    }

    cpSync(join(backup, "manifest.json"), join(damaged, "manifest.json"));
    await restore(target, { from: damaged });
    await expectRestored(target);
  });

  it("an image copy that fails half-way: the copied files and made folders go, existing folders stay; a retry succeeds", async () => {
    const target = await newTarget("copy-fails");
    mkdirSync(join(target.storage, "molecules"), { recursive: true });
    let copied = 0;
    const half = Math.floor(manifest.images.files / 2);
    const error = await expectUndone(target, "copying the images", {
      probes: {
        copyImage: async (from, to) => {
          if (copied === half) {
            throw Object.assign(new Error(`EACCES: permission denied, copyfile '${from}' -> '${to}'`), {
              code: "EACCES",
            });
          }
          cpSync(from, to);
          copied++;
        },
      },
    });
    expect(copied).toBe(half);
    expect(error.message).toMatch(/EACCES/);
    expect(tree(target.storage)).toEqual(["d /molecules"]);

    await restore(target);
    await expectRestored(target);
  });

  it("interrupted half-way through the images (Ctrl-C): what it wrote is removed; a retry succeeds", async () => {
    const target = await newTarget("interrupted");
    const interrupt = new AbortController();
    let copied = 0;
    const error = await expectUndone(target, "copying the images", {
      signal: interrupt.signal,
      probes: {
        copyImage: async (from, to) => {
          cpSync(from, to);
          if (++copied === 10) interrupt.abort(new Error("interrupted by SIGINT"));
        },
      },
    });
    expect(copied).toBe(10);
    expect(error.message).toMatch(
      /^while copying the images: interrupted by SIGINT; everything it wrote was removed/,
    );
    expect(tree(target.storage)).toBeNull();

    await restore(target);
    await expectRestored(target);
  });

  it("an image folder that cannot be written (read-only mount): undone, and restored once it is writable", async () => {
    const target = await newTarget("read-only");
    mkdirSync(join(target.storage, "molecules"), { recursive: true });
    const writable = readOnly(join(target.storage, "molecules"));
    try {
      const error = await expectUndone(target, "copying the images");
      expect(error.message).toMatch(/EROFS|EACCES/);
    } finally {
      writable();
    }
    await restore(target);
    await expectRestored(target);
  });

  it("a count check that fails: database and images removed (a table-less SQLite file put back); a retry succeeds", async () => {
    const target = await newTarget("count-check");
    if (engine === "sqlite") writeFileSync(target.databaseUrl.replace(/^file:/, ""), "");
    await expectUndone(target, "checking the restored counts", {
      probes: { restoredFacts: async () => ({ ...manifest, revision: manifest.revision + 1 }) },
    });
    if (engine === "sqlite") expect(readFileSync(target.databaseUrl.replace(/^file:/, "")).length).toBe(0);
    expect(tree(target.storage)).toBeNull();

    await restore(target);
    await expectRestored(target);
  });

  it("a database load that fails (SQLite: a read-only folder; PostgreSQL: a dump damaged past its table of contents) leaves nothing; a retry succeeds", async () => {
    const target = await newTarget("load-fails");
    if (engine === "sqlite") {
      const folder = join(root, "read-only-database");
      mkdirSync(folder);
      const onFolder = { ...target, databaseUrl: `file:${join(folder, "archive.db")}` };
      const writable = readOnly(folder);
      try {
        const error = await expectUndone(onFolder, "loading the database");
        expect(error.message).toMatch(/EROFS|EACCES/);
      } finally {
        writable();
      }
      await restore(onFolder);
      await expectRestored(onFolder);
      return;
    }
    const damaged = backupCopy("load");
    const dump = join(damaged, manifest.database);
    truncateSync(dump, Math.floor((manifest.databaseBytes ?? 0) * 0.8));
    writeManifest(damaged, (m) => {
      m.databaseBytes = readFileSync(dump).length;
    });
    await expectUndone(target, "loading the database", { from: damaged });

    await restore(target);
    await expectRestored(target);
  });

  it("npm run db:restore: one line naming the check, then a restore into an existing empty image folder", async () => {
    const damaged = backupCopy("command");
    writeManifest(damaged, (m) => {
      m.images.list = { ...m.images.list, "molecules/not-there.svg": 10 };
    });
    const target = await newTarget("command");
    for (const folder of ["molecules", "syntheses", "users"])
      mkdirSync(join(target.storage, folder), { recursive: true });
    const env = { DATABASE_URL: target.databaseUrl, STORAGE_DIR: target.storage };

    const refused = await command(["--from", damaged], env);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split("\n")).toHaveLength(1);
    expect(refused.output).toMatch(
      /^Restore refused \(backup check\): 1 listed files are missing \(molecules\/not-there\.svg\) in .*: the backup is damaged; restore another one\. Nothing was changed\.$/m,
    );

    // The operator's case: an existing, empty STORAGE_DIR (with the empty folders a start makes).
    const restored = await command(["--from", backup], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/^Restored the backup of /);
    await expectRestored(target);
  });
});

function command(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ["scripts/db-restore.ts", ...args], {
      cwd: ROOT,
      env: childEnv({ LOG_LEVEL: "silent", ...env }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const add = (chunk: Buffer) => {
      output += chunk.toString("utf8");
    };
    child.stdout.on("data", add);
    child.stderr.on("data", add);
    child.on("exit", (code) => done({ code, output }));
  });
}
