import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageHashes, privateImageFolder, publicAnswers } from "../../../tests/support/archive-state.ts";
import { editorWrites } from "../../../tests/support/editor-writes.ts";
import { readOnly } from "../../../tests/support/read-only-folder.ts";
import { childEnv } from "../../../tests/support/server-process.ts";
import { type SignedIn, signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { connect } from "../../db/connect.ts";
import { createImageInventoryRepository } from "../../db/repositories/image-inventory.ts";
import { parseConfig } from "../config.ts";
import { createRuntime } from "../runtime.ts";
import { STAGED_FILE, TEMP_FILE } from "../storage/image-storage.ts";
import { type RepairReport, repairImages } from "../storage/repair-images.ts";
import { createStructureRenderer } from "../structures/renderer.ts";

/**
 * Kill drills: a publish, a revision, a lookup write and a molecule merge, each run by the real
 * commands in a child process (tests/support/write-drill.ts) and killed with SIGKILL at chosen
 * moments: after a database query, after an image is staged inside the transaction, after commit
 * before a staged image is moved into place, and before a stale image (a revision's old files, the
 * merged molecule's image) is removed. After each kill the start's image
 * repair runs, and the archive must answer every public read and hold every image file exactly as
 * before the write or exactly as after an undisturbed run of it. A read-only image folder makes a
 * publish fail with a clear 503 and changes nothing (every other image write: image-folder-unwritable.api.test.ts).
 */
const engine = inject("engine");
const ROOT = resolve(import.meta.dirname, "../../..");
const root = mkdtempSync(join(tmpdir(), "write-drills-"));
const cleanups: (() => Promise<void>)[] = [];
const structures = createStructureRenderer();

let base: { url: string; images: string };
let editor: SignedIn;
let newDraft: number;
let revisionDraft: number;
let solvent: number;
let merge: { from: number; into: number };
let before: State;

interface State {
  answers: Record<string, string>;
  images: Record<string, string>;
}

/** Creation and publication times (and their "2 minutes ago") differ between runs; nothing else may. */
const timeless = (text: string) =>
  text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?/g, "<time>")
    .replace(/"createdAtHuman":"[^"]*"/g, '"createdAtHuman":"<time>"');

/** Every public answer and every image file of `state` equal `wanted`'s (one line per difference). */
function expectSame(state: State, wanted: State, label: string) {
  const differ = Object.keys({ ...wanted.answers, ...state.answers }).filter(
    (path) => state.answers[path] !== wanted.answers[path],
  );
  expect(differ, `${label}: answers that differ`).toEqual([]);
  expect(state.images, `${label}: image files`).toEqual(wanted.images);
}

async function admin<T>(work: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: inject("adminUrl") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A copy of the prepared archive (database and image folder) for one run. */
async function copyOfBase(): Promise<{ url: string; images: string }> {
  const suffix = randomBytes(6).toString("hex");
  const images = join(root, `images-${suffix}`);
  cpSync(base.images, images, { recursive: true, preserveTimestamps: true });
  if (engine === "postgres") {
    const source = base.url.split("/").pop() as string;
    await admin((c) => c.query(`CREATE DATABASE drill_${suffix} TEMPLATE ${source} STRATEGY = FILE_COPY`));
    cleanups.push(async () => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS drill_${suffix} WITH (FORCE)`));
    });
    return { url: base.url.replace(/\/[^/]+$/, `/drill_${suffix}`), images };
  }
  const path = join(root, `drill-${suffix}.db`);
  copyFileSync(base.url.replace(/^file:/, ""), path);
  return { url: `file:${path}`, images };
}

/** The app over an archive copy, as a server without the site starts it. */
function openArchive(archive: { url: string; images: string }) {
  return createRuntime(
    parseConfig({
      DATABASE_URL: archive.url,
      STORAGE_DIR: archive.images,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      MAIL_OUTBOX_DIR: join(root, "outbox"),
    }),
    { withSite: false },
  );
}

async function capture(archive: { url: string; images: string }): Promise<State> {
  const runtime = await openArchive(archive);
  try {
    const answers = await publicAnswers((path) =>
      Promise.resolve(runtime.app.request(`http://localhost${path}`)),
    );
    for (const path of Object.keys(answers)) answers[path] = timeless(answers[path] as string);
    return { answers, images: imageHashes(archive.images) };
  } finally {
    await runtime.close();
  }
}

async function repair(archive: { url: string; images: string }): Promise<RepairReport> {
  const db = connect(archive.url);
  try {
    return await repairImages(
      { inventory: createImageInventoryRepository(db.kysely), structures, storageDir: archive.images },
      { pendingAgeMs: 0 },
    );
  } finally {
    await db.close();
  }
}

/** Leftover staged or temporary files anywhere under the image folder. */
function leftovers(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[]).filter((path) => {
    const name = path.split("/").pop() ?? "";
    return STAGED_FILE.test(name) || TEMP_FILE.test(name);
  });
}

type Op = "publish" | "revision" | "lookup" | "merge";
const RENAMED = "Drill solvent, renamed";

/** Runs the write in a child process, killing it with SIGKILL once it reports `stop` (unless "none"). */
function drill(op: Op, archive: { url: string; images: string }, stop: string) {
  return new Promise<{ stopped: boolean; counts: Record<string, number> | null; output: string }>((done) => {
    const child = spawn(process.execPath, ["tests/support/write-drill.ts"], {
      cwd: ROOT,
      env: childEnv({
        DATABASE_URL: archive.url,
        STORAGE_DIR: archive.images,
        DRILL_OP: op,
        DRILL_STOP: stop,
        DRILL_USER_ID: String(editor.id),
        DRILL_DRAFT_ID: String(op === "publish" ? newDraft : revisionDraft),
        DRILL_SOLVENT_ID: String(solvent),
        DRILL_NAME: RENAMED,
        DRILL_MERGE_FROM: String(merge.from),
        DRILL_MERGE_INTO: String(merge.into),
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stopped = false;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (!stopped && output.includes("stopped\n")) {
        stopped = true;
        child.kill("SIGKILL");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.on("exit", () => {
      const counts = /counts (\{.*\})/.exec(output)?.[1];
      done({ stopped, counts: counts ? JSON.parse(counts) : null, output });
    });
  });
}

/** Whether the write is in the database: the draft published, the solvent renamed, the molecule gone. */
async function writeDone(op: Op, url: string): Promise<boolean> {
  const db = connect(url);
  try {
    if (op === "merge") {
      const row = await db.kysely
        .selectFrom("molecules")
        .select("id")
        .where("id", "=", merge.from)
        .executeTakeFirst();
      return row === undefined;
    }
    if (op === "lookup") {
      const row = await db.kysely
        .selectFrom("solvents")
        .select("name")
        .where("id", "=", solvent)
        .executeTakeFirst();
      return row?.name === RENAMED;
    }
    const draft = op === "publish" ? newDraft : revisionDraft;
    const row = await db.kysely
      .selectFrom("unpublished_syntheses")
      .select("published_at")
      .where("id", "=", draft)
      .executeTakeFirst();
    return Boolean(row?.published_at);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const images = join(root, "base-images");
  const t = await createTestApp({ STORAGE_DIR: images });
  await privateImageFolder(t.runtime.db.kysely, inject("storageDir"), images);
  editor = await signIn(t, "editor", "Kim Killer");
  const writes = await editorWrites(t.request, editor);
  const upload = await writes.upload("drill");
  newDraft = await writes.draftNew(upload);
  revisionDraft = await writes.draftRevision();
  solvent = await writes.createSolvent("Drill solvent");
  // Two published molecules with drawn images: the first is merged into the second.
  const molecules = await t.runtime.db.kysely
    .selectFrom("molecules")
    .select("id")
    .where("extension", "=", "svg")
    .where("smiles", "is not", null)
    .where(
      "id",
      "<>",
      (
        await t.runtime.db.kysely
          .selectFrom("syntheses")
          .select("molecule_id")
          .where("id", "=", writes.revised)
          .executeTakeFirstOrThrow()
      ).molecule_id,
    )
    .orderBy("id")
    .limit(2)
    .execute();
  merge = { from: molecules[0]?.id as number, into: molecules[1]?.id as number };
  base = { url: t.runtime.config.DATABASE_URL, images };
  // The runtime closes; its database stays as the template of every run (dropped in afterAll).
  await t.runtime.close();
  cleanups.push(async () => {
    if (engine === "postgres") {
      const name = base.url.split("/").pop() as string;
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
  before = await capture(await copyOfBase());
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

const spread = (total: number, fractions: number[]) => [
  ...new Set(fractions.map((f) => Math.min(total, Math.max(1, Math.round(total * f))))),
];

describe.each<Op>(["publish", "revision", "lookup", "merge"])(`SIGKILL during a %s (${engine})`, (op) => {
  it("leaves the write fully done or not done at all, rows and image files alike", async () => {
    // An undisturbed run: the state after, and how many queries and files there are to stop at.
    const clean = await copyOfBase();
    const full = await drill(op, clean, "none");
    expect(full.counts, full.output).not.toBeNull();
    const counts = full.counts as Record<string, number>;
    expect(await repair(clean)).toEqual({
      finished: [],
      redrawn: [],
      removed: [],
      discarded: [],
      unrecoverable: [],
    });
    const after = await capture(clean);
    expect(after.answers).not.toEqual(before.answers);
    if (op === "publish" || op === "revision") expect(counts.stage).toBeGreaterThan(0);
    if (op === "revision" || op === "merge") expect(counts.remove).toBeGreaterThan(0);

    const moments: { stop: string; expect?: "before" | "after" }[] = [
      ...spread(counts.query as number, [0.5, 1]).map((n) => ({ stop: `query:${n}` })),
    ];
    if (op === "publish" || op === "revision") {
      moments.push({ stop: `stage:${counts.stage}`, expect: "before" });
      moments.push({ stop: "commit:1", expect: "after" });
    }
    if (op === "publish") {
      moments.push({ stop: `commit:${Math.ceil((counts.commit as number) / 2) + 1}`, expect: "after" });
    }
    if (op === "revision" || op === "merge") moments.push({ stop: "remove:1", expect: "after" });

    for (const moment of moments) {
      const archive = await copyOfBase();
      const run = await drill(op, archive, moment.stop);
      expect(run.stopped, `${moment.stop}: ${run.output}`).toBe(true);
      await repair(archive);
      expect(leftovers(archive.images), moment.stop).toEqual([]);
      const done = await writeDone(op, archive.url);
      if (moment.expect) expect(done ? "after" : "before", moment.stop).toBe(moment.expect);
      expectSame(
        await capture(archive),
        done ? after : before,
        `${moment.stop} (${done ? "done" : "not done"})`,
      );
    }
  }, 300_000);
});

describe(`a read-only image folder (${engine})`, () => {
  it("makes a publish fail with a clear error and changes nothing", async () => {
    const archive = await copyOfBase();
    const undo = readOnly(archive.images);
    try {
      const runtime = await openArchive(archive);
      try {
        for (const draft of [newDraft, revisionDraft]) {
          const res = await runtime.app.request(
            `http://localhost/api/unpublishedSyntheses/${draft}/publish`,
            {
              method: "POST",
              headers: { "Content-Type": "application/json", ...editor.headers },
              body: "{}",
            },
          );
          expect(res.status).toBe(503);
          const body = (await res.json()) as { error: { code: string; message: string } };
          expect(body.error.code).toBe("storage_unavailable");
          expect(res.headers.get("Cache-Control")).toMatch(/\bno-store\b/);
          expect(body.error.message).toMatch(
            /^The image folder cannot be written \(E[A-Z]+: [a-z -]+\); nothing was saved/,
          );
        }
      } finally {
        await runtime.close();
      }
    } finally {
      undo();
    }
    expect(await writeDone("publish", archive.url)).toBe(false);
    expect(await writeDone("revision", archive.url)).toBe(false);
    expect(leftovers(archive.images)).toEqual([]);
    expectSame(await capture(archive), before, "read-only");
    expect(existsSync(archive.images)).toBe(true);
  }, 120_000);
});
