import { spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageHashes, privateImageFolder, publicAnswers } from "../../../tests/support/archive-state.ts";
import { editorWrites } from "../../../tests/support/editor-writes.ts";
import { errorOf, lookupRequests } from "../../../tests/support/lookup-requests.ts";
import { childEnv } from "../../../tests/support/server-process.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { parseConfig } from "../config.ts";
import { createRuntime } from "../runtime.ts";
import { repairImages } from "../storage/repair-images.ts";
import { createStructureRenderer } from "../structures/renderer.ts";
import { type BackupManifest, backupArchive } from "./backup.ts";

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
      env: childEnv({ LOG_LEVEL: "silent", ...env }),
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
    expect(again.output).toMatch(
      /Restore refused \(database check\): the database .* is not empty .*Nothing was changed/,
    );
    expect(existsSync(join(root, "other-images"))).toBe(false);
    const intoImages = await command("scripts/db-restore.ts", ["--from", to], {
      DATABASE_URL: await emptyDatabase(),
      STORAGE_DIR: restoredImages,
    });
    expect(intoImages.code).toBe(1);
    expect(intoImages.output).toMatch(
      /Restore refused \(image folder check\): the image folder .* is not empty .*Nothing was changed/,
    );
  }, 240_000);

  it("keeps the pictures history entries name, so a history restore on the restored archive brings an old scheme back", async () => {
    const editor = await signIn(t, "editor", "Hal History");
    const r = lookupRequests(t);
    const n = randomInt(12, 40);
    const chain = (end: string) => `${"C".repeat(n)}${end}`;
    type Reaction = { scheme_filename: string | null; scheme_extension: string | null };
    const put = async (id: number, smiles: string) => {
      const res = await r.send(editor, "PUT", `/api/named-reactions/${id}`, { scheme: { smiles } });
      expect(res.status, await res.clone().text()).toBe(200);
      const reaction = (await res.json()) as Reaction;
      return `named-reactions/${reaction.scheme_filename}.${reaction.scheme_extension}`;
    };
    const reaction = async (name: string) => {
      const res = await r.send(editor, "POST", "/api/named-reactions", { name });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };

    // Kept: the replaced scheme of one reaction, written just before the backup (within the clock
    // margin, where a file the rows do not name counts as written after the snapshot).
    const kept = await reaction(`Backup History NR ${engine} ${n}`);
    const old = await put(kept, `${chain("Cl")}>>${chain("O")}`);
    const now = await put(kept, `${chain("Br")}>>${chain("O")}`);
    expect(now).not.toBe(old);
    const touched = new Date();
    utimesSync(join(storage, old), touched, touched);
    // Lost: another reaction's replaced scheme, removed from the image folder before the backup.
    const lost = await reaction(`Backup Lost NR ${engine} ${n}`);
    const gone = await put(lost, `${chain("I")}>>${chain("N")}`);
    await put(lost, `${chain("F")}>>${chain("N")}`);
    rmSync(join(storage, gone));

    const to = join(root, "history-backup");
    const manifest = await backupArchive({
      databaseUrl: t.runtime.config.DATABASE_URL,
      storageDir: storage,
      to,
      structures: createStructureRenderer(),
    });
    expect(manifest.images.missing).toEqual([]);
    expect(manifest.images.historyMissing).toEqual([gone]);
    expect(readFileSync(join(to, "images", old))).toEqual(readFileSync(join(storage, old)));
    expect(existsSync(join(to, "images", now))).toBe(true);

    const databaseUrl = await emptyDatabase();
    const images = join(root, "history-restored-images");
    const restored = await command("scripts/db-restore.ts", ["--from", to], {
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: images,
    });
    expect(restored.code, restored.output).toBe(0);
    expect(readFileSync(join(images, old))).toEqual(readFileSync(join(storage, old)));

    const runtime = await createRuntime(
      parseConfig({
        DATABASE_URL: databaseUrl,
        STORAGE_DIR: images,
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        MAIL_OUTBOX_DIR: join(root, "outbox"),
      }),
      { withSite: false },
    );
    try {
      // The start's repair (here with no grace period) leaves the history-only file alone.
      const repair = await repairImages(
        {
          inventory: runtime.repos.imageInventory,
          structures: createStructureRenderer(),
          storageDir: images,
        },
        { pendingAgeMs: 0 },
      );
      expect([...repair.removed, ...repair.redrawn, ...repair.unrecoverable]).not.toContain(old);
      expect(existsSync(join(images, old))).toBe(true);

      const app: TestApp = {
        runtime,
        engine,
        request: (path, init) => Promise.resolve(runtime.app.request(`http://localhost${path}`, init)),
        close: () => runtime.close(),
      };
      const restoredEditor = await signIn(app, "editor", "Rita Restored");
      const on = lookupRequests(app);
      const newest = async (id: number) =>
        (
          await on.read<{ id: number; action: string }[]>(`/api/history/named_reaction/${id}`, restoredEditor)
        )[0];

      const entry = await newest(kept);
      expect(entry?.action).toBe("update");
      const back = await on.send(restoredEditor, "POST", `/api/history/${entry?.id}/restore`);
      expect(back.status, await back.clone().text()).toBe(200);
      const edit = await on.read<Reaction>(`/api/named-reactions/${kept}/edit`, restoredEditor);
      expect(`named-reactions/${edit.scheme_filename}.${edit.scheme_extension}`).toBe(old);
      const served = await app.request(`/images/${old}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(readFileSync(join(storage, old)));

      // The picture the backup could not find: restoring its entry is refused, as on the source.
      const refused = await on.send(
        restoredEditor,
        "POST",
        `/api/history/${(await newest(lost))?.id}/restore`,
      );
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({
        message: "Cannot restore: the earlier picture is no longer kept",
      });
    } finally {
      await runtime.close();
    }
  }, 120_000);
});
