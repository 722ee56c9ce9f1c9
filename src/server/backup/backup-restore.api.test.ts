import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageHashes, privateImageFolder, publicAnswers } from "../../../tests/support/archive-state.ts";
import { editorWrites } from "../../../tests/support/editor-writes.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { parseConfig } from "../config.ts";
import { createRuntime } from "../runtime.ts";
import type { BackupManifest } from "./backup.ts";

/**
 * npm run db:backup while an editor keeps writing, then npm run db:restore into a new database and
 * image folder: the restored archive answers every public read and holds every image file exactly as
 * the source did at the backup's moment.
 *
 * The moment: the writes run one at a time in this process, and after each one (rows committed,
 * files in place) the test records the data revision with every public answer and every file's hash.
 * The backup reads the revision inside its snapshot and writes it to the manifest, so the restored
 * archive must equal the state recorded at that revision. The backup runs in a child process, as the
 * command does, while the writes go on.
 */
const engine = inject("engine");
const ROOT = resolve(import.meta.dirname, "../../..");
const root = mkdtempSync(join(tmpdir(), "backup-restore-"));
let t: TestApp;
let storage: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  storage = join(root, "source-images");
  t = await createTestApp({ STORAGE_DIR: storage });
  await privateImageFolder(t.runtime.db.kysely, inject("storageDir"), storage);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.on("exit", (code) => done({ code, output }));
  });
}

async function emptyDatabase(): Promise<string> {
  const suffix = randomBytes(6).toString("hex");
  if (engine === "sqlite") return `file:${join(root, `restored-${suffix}.db`)}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: inject("adminUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE restored_${suffix}`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: inject("adminUrl") });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS restored_${suffix} WITH (FORCE)`);
    await again.end();
  });
  return inject("templateUrl").replace(/\/app_template$/, `/restored_${suffix}`);
}

interface State {
  answers: Record<string, string>;
  images: Record<string, string>;
}

describe(`backup while writing, restore into an empty archive (${engine})`, () => {
  it("restores every public answer and image file as of the backup's snapshot", async () => {
    const editor = await signIn(t, "editor", "Bea Backup");
    const writes = await editorWrites(t.request, editor);
    const states = new Map<number, State>();
    const record = async () => {
      const revision = await t.runtime.repos.revisions.current();
      states.set(revision, {
        answers: await publicAnswers((path) => t.request(path)),
        images: imageHashes(storage),
      });
    };
    const upload = await writes.upload("backup test");
    await record();

    const to = join(root, "backup");
    let finished = false;
    let backupResult: { code: number | null; output: string } | undefined;
    const steps: (() => Promise<unknown>)[] = [];
    let solvent = 0;
    let draft = 0;
    let revision = 0;
    steps.push(async () => {
      solvent = await writes.createSolvent(`Backup solvent ${steps.length}-${Date.now()}`);
    });
    steps.push(() => writes.renameSolvent(solvent, `Renamed solvent ${Date.now()}`));
    steps.push(async () => {
      draft = await writes.draftNew(upload);
    });
    steps.push(() => writes.publish(draft));
    steps.push(async () => {
      revision = await writes.draftRevision();
    });
    steps.push(() => writes.publish(revision));

    let done = 0;
    const next = async () => {
      await (steps[done % steps.length] as () => Promise<unknown>)();
      done++;
      await record();
    };
    // Two writes first, then the backup starts and the writes go on until it ends (at least a round).
    await next();
    await next();
    const backup = command("scripts/db-backup.ts", ["--to", to], {
      DATABASE_URL: t.runtime.config.DATABASE_URL,
      STORAGE_DIR: storage,
    }).then((result) => {
      finished = true;
      backupResult = result;
    });
    while (!finished || done < steps.length + 2) await next();
    await backup;
    expect(backupResult?.code, backupResult?.output).toBe(0);

    const manifest = (await import(join(to, "manifest.json"), { with: { type: "json" } }))
      .default as BackupManifest;
    expect(manifest).toMatchObject({ format: 1, engine });
    expect(manifest.schemaVersion).toMatch(/^\d{4}-/);
    expect(manifest.images.missing).toEqual([]);
    // The snapshot fell inside the burst: writes committed both before and after it.
    expect(manifest.revision).toBeGreaterThan(Math.min(...states.keys()));
    expect(Math.max(...states.keys())).toBeGreaterThan(manifest.revision);
    const expected = states.get(manifest.revision);
    expect(expected, `a state recorded at revision ${manifest.revision}`).toBeDefined();
    if (!expected) return;

    // Restore into a new, empty database and image folder, with the real command.
    const databaseUrl = await emptyDatabase();
    const restoredImages = join(root, "restored-images");
    const restored = await command("scripts/db-restore.ts", ["--from", to], {
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: restoredImages,
    });
    expect(restored.code, restored.output).toBe(0);

    const runtime = await createRuntime(
      parseConfig({
        DATABASE_URL: databaseUrl,
        STORAGE_DIR: restoredImages,
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        MAIL_OUTBOX_DIR: join(root, "outbox"),
      }),
      { withSite: false },
    );
    try {
      const answers = await publicAnswers((path) =>
        Promise.resolve(runtime.app.request(`http://localhost${path}`)),
      );
      expect(Object.keys(answers).length).toBeGreaterThan(200);
      for (const path of Object.keys(expected.answers))
        expect(answers[path], path).toBe(expected.answers[path]);
      expect(Object.keys(answers).sort()).toEqual(Object.keys(expected.answers).sort());
      // Every image is back. A file that changed after the snapshot was drawn again from the
      // snapshot's SMILES (listed in the manifest): the same structure, but the bytes of a new
      // drawing, since the first one may have been drawn from another spelling of the SMILES.
      const restored = imageHashes(restoredImages);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(expected.images).sort());
      const redrawn = new Set(manifest.images.redrawn);
      for (const [path, hash] of Object.entries(expected.images)) {
        if (redrawn.has(path)) {
          const text = readFileSync(join(restoredImages, path), "utf8");
          if (path.endsWith(".svg")) expect(text, path).toMatch(/<svg[\s>]/);
        } else expect(restored[path], path).toBe(hash);
      }
    } finally {
      await runtime.close();
    }

    // A second restore onto the filled archive is refused and changes nothing.
    const again = await command("scripts/db-restore.ts", ["--from", to], {
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: join(root, "other-images"),
    });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Restore refused: the database .* is not empty .*Nothing was changed/);
    expect(existsSync(join(root, "other-images"))).toBe(false);
    const intoImages = await command("scripts/db-restore.ts", ["--from", to], {
      DATABASE_URL: await emptyDatabase(),
      STORAGE_DIR: restoredImages,
    });
    expect(intoImages.code).toBe(1);
    expect(intoImages.output).toMatch(/Restore refused: the image folder .* is not empty/);
  }, 240_000);
});
