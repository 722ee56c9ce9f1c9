import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort, type ServerProcess, startServerProcess } from "../../../tests/support/server-process.ts";
import { connect } from "../../db/connect.ts";
import { synthesisDocumentSchema } from "../../domain/synthesis-document.ts";
import { DEMO_DIR } from "../seed/seed-demo.ts";

/**
 * A first start killed (SIGKILL) at any moment leaves either an empty database, which the next start
 * seeds, or the whole demo archive; never part of it. The real server runs in a child process on a
 * fresh database; an undisturbed first start gives the reference answers and the seeding time; then
 * the process is killed at points spread over that time (and a few just after the seeding
 * transaction begins), the database is inspected after each kill, and the server is started again.
 */
const engine = inject("engine");
/**
 * The start seeds a short copy of the demo data: its first syntheses, with only the named reactions
 * and protecting groups they use (drawing the other 140 schemes took half of each start: 3.6–4.3 s
 * against 2.1 s), and every reagent and solvent. Each start then takes about two seconds instead of
 * six to ten (drawing forty syntheses), and the kills still fall in every phase of it.
 */
const DEMO_SYNTHESES = 5;
/**
 * Kills at evenly spaced moments of the whole start (at a sixth, a half and five sixths of it:
 * migrations, drawing, the end of the seeding). With the six placed by the log below they cover
 * every phase; more uniform points land in the drawing phase again, where a kill can only leave an
 * empty archive, and each costs a process start (this file is the longest of the API suite).
 */
const UNIFORM_POINTS = 3;
/**
 * Kills placed by the log instead of the clock: at fractions of the seeding transaction (from its
 * "writing" line to the "seeded" line of the undisturbed start), right after the commit, and once
 * the server listens.
 */
const WRITE_PHASE_FRACTIONS = [0, 0.25, 0.5, 0.75];
const WRITING = /demo data drawn: writing/;
const SEEDED = /"msg":"seeded the demo dataset"/;
const LISTENING = /"msg":"listening"/;

const root = mkdtempSync(join(tmpdir(), "crash-safe-start-"));
const DATASET = join(root, "dataset");
cpSync(DEMO_DIR, DATASET, { recursive: true });
for (const file of readdirSync(join(DATASET, "syntheses")).sort().slice(DEMO_SYNTHESES)) {
  rmSync(join(DATASET, "syntheses", file));
}
keepOnlyUsedSchemes(DATASET);

/** Removes from the dataset's named reactions and protecting groups those its syntheses do not use. */
function keepOnlyUsedSchemes(dataset: string) {
  const steps = readdirSync(join(dataset, "syntheses")).flatMap((file) => {
    const text = readFileSync(join(dataset, "syntheses", file), "utf8");
    return synthesisDocumentSchema.parse(JSON.parse(text)).parts.flatMap((part) => part.reactions);
  });
  const used = {
    "named-reactions": new Set(steps.flatMap((step) => step.named_reactions)),
    "protecting-groups": new Set(steps.flatMap((step) => step.protecting_groups.map((group) => group.url))),
  };
  for (const kind of ["named-reactions", "protecting-groups"] as const) {
    for (const file of readdirSync(join(dataset, kind))) {
      const path = join(dataset, kind, file);
      const items = JSON.parse(readFileSync(path, "utf8")) as { url: string }[];
      writeFileSync(path, JSON.stringify(items.filter((item) => used[kind].has(item.url))));
    }
  }
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

interface Archive {
  url: string;
  images: string;
}

async function freshArchive(): Promise<Archive> {
  const suffix = randomBytes(6).toString("hex");
  const images = join(root, `images-${suffix}`);
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    await admin.query(`CREATE DATABASE crash_${suffix}`);
    await admin.end();
    cleanups.push(async () => {
      const again = new pg.Client({ connectionString: inject("adminUrl") });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS crash_${suffix} WITH (FORCE)`);
      await again.end();
    });
    return { url: inject("templateUrl").replace(/\/app_template$/, `/crash_${suffix}`), images };
  }
  return { url: `file:${join(root, `archive-${suffix}.db`)}`, images };
}

async function start(archive: Archive): Promise<{ server: ServerProcess; origin: string }> {
  const port = await freePort();
  const server = startServerProcess({
    DATABASE_URL: archive.url,
    STORAGE_DIR: archive.images,
    MAIL_OUTBOX_DIR: join(root, "outbox"),
    HOST: "127.0.0.1",
    PORT: String(port),
    SEED_DEMO: "true",
    DEMO_DATA_DIR: DATASET,
    LOG_LEVEL: "debug",
  });
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function count(k: ReturnType<typeof connect>["kysely"], table: string): Promise<number> {
  try {
    const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(k);
    return Number(rows.rows[0]?.n ?? 0);
  } catch (error) {
    // A start killed before its migrations made the table.
    if (/no such table|does not exist/.test(String(error))) return 0;
    throw error;
  }
}

/** What a killed start left, read straight from the database while no server runs. */
async function inspect(archive: Archive) {
  const db = connect(archive.url, { poolSize: 1 });
  try {
    const k = db.kysely;
    return {
      syntheses: await count(k, "syntheses"),
      molecules: await count(k, "molecules"),
      reagents: await count(k, "reagents"),
      namedReactions: await count(k, "named_reactions"),
      protectingGroups: await count(k, "protecting_groups"),
      users: await count(k, "users"),
    };
  } finally {
    await db.close();
  }
}

/**
 * The public answers of an archive, made comparable across runs: timestamps removed and, on
 * PostgreSQL, ids too (its sequences are not rolled back with a killed transaction, so a seed after
 * an interrupted one hands out later ids; everything else must be the same).
 */
function normalise(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (/(_at|At|AtHuman)$/.test(k)) continue;
      out[k] = normalise(v, k);
    }
    return out;
  }
  if (engine === "postgres") {
    if (typeof value === "number" && /^(id|.*_id|.*Id)$/.test(key)) return 0;
    // A synthesis search hit's url is its id as text.
    if (key === "url" && typeof value === "string" && /^\d+$/.test(value)) return "0";
    if (typeof value === "string") return value.replace(/\b\d+-(\d+-\d+-sr)/g, "#-$1");
  }
  return value;
}

/** A digest of the public API of a running server, and a check that every drawn image is on disk. */
async function publicDigest(origin: string, images: string): Promise<string> {
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const hash = createHash("sha256");
  const list = (await get("/api/syntheses")) as { id: number }[];
  expect(list).toHaveLength(DEMO_SYNTHESES);
  hash.update(JSON.stringify(normalise(list)));
  for (const path of [
    "/api/syntheses/count",
    "/api/syntheses/recent/5",
    "/api/molecules",
    "/api/authors",
    "/api/named-reactions",
    "/api/protecting-groups",
    "/api/reagents",
    "/api/solvents",
    "/api/search?q=barton",
  ]) {
    hash.update(JSON.stringify(normalise(await get(path))));
  }
  for (const { id } of list) {
    const synthesis = (await get(`/api/syntheses/${id}`)) as {
      molecule: { structure: string; extension: string };
      parts: { reactions: { substrates: Chem[]; products: Chem[] }[] }[];
    };
    hash.update(JSON.stringify(normalise(synthesis)));
    const files = [`molecules/${synthesis.molecule.structure}.${synthesis.molecule.extension}`];
    for (const reaction of synthesis.parts.flatMap((p) => p.reactions)) {
      for (const c of [...reaction.substrates, ...reaction.products]) {
        if (c.extension === "svg") files.push(`syntheses/${id}/${c.filename}.svg`);
      }
    }
    for (const file of files) {
      if (file.endsWith(".svg")) expect(existsSync(join(images, file)), file).toBe(true);
    }
  }
  return hash.digest("hex");
}
type Chem = { filename: string; extension: string };

/** Starts the server on the archive, waits until it listens, checks its answers, stops it. */
async function startToCompletion(
  archive: Archive,
): Promise<{ digest: string; listeningAt: number; writingAt: number | null; seededAt: number | null }> {
  const { server, origin } = await start(archive);
  try {
    const writing = server.waitFor(WRITING);
    const seeded = server.waitFor(SEEDED);
    const listeningAt = await server.waitFor(LISTENING);
    if (listeningAt === null) throw new Error(`the server ended:\n${server.lines.join("\n")}`);
    const seededAt = server.lines.some((l) => SEEDED.test(l)) ? await seeded : null;
    const writingAt = server.lines.some((l) => WRITING.test(l)) ? await writing : null;
    return { digest: await publicDigest(origin, archive.images), listeningAt, writingAt, seededAt };
  } finally {
    await server.kill("SIGTERM");
  }
}

describe(`a first start killed at any moment (${engine})`, () => {
  it("leaves an empty or a complete archive, and the next start completes it", async () => {
    // The undisturbed first start: reference answers, counts and timings.
    const reference = await freshArchive();
    const undisturbed = await startToCompletion(reference);
    const complete = await inspect(reference);
    expect(complete.syntheses).toBe(DEMO_SYNTHESES);
    expect(complete.users).toBe(1);
    const empty = {
      syntheses: 0,
      molecules: 0,
      reagents: 0,
      namedReactions: 0,
      protectingGroups: 0,
      users: 0,
    };

    const writeMs = (undisturbed.seededAt ?? 0) - (undisturbed.writingAt ?? 0);
    expect(writeMs).toBeGreaterThan(0);
    type Point = { at: number } | { after: RegExp; delay: number; label: string };
    const points: Point[] = [
      ...Array.from({ length: UNIFORM_POINTS }, (_, i) => ({
        at: Math.round((undisturbed.listeningAt * (i + 0.5)) / UNIFORM_POINTS),
      })),
      ...WRITE_PHASE_FRACTIONS.map((f) => ({
        after: WRITING,
        delay: Math.round(writeMs * f),
        label: `writing + ${Math.round(writeMs * f)} ms`,
      })),
      { after: SEEDED, delay: 0, label: "right after the commit" },
      { after: LISTENING, delay: 0, label: "listening" },
    ];
    const outcomes: string[] = [];
    let archive = await freshArchive();
    for (const point of points) {
      const { server } = await start(archive);
      if ("at" in point) {
        await Promise.race([new Promise((r) => setTimeout(r, point.at)), server.exited]);
      } else {
        const seen = await server.waitFor(point.after);
        if (seen !== null && point.delay > 0) await new Promise((r) => setTimeout(r, point.delay));
      }
      const killedAt = Math.round(server.elapsed());
      await server.kill("SIGKILL");
      expect(server.lines.join("\n")).not.toMatch(/"level":(50|60)/);
      const state = await inspect(archive);
      const label = "at" in point ? `${point.at} ms` : point.label;
      // Never part of the demo data: all of it (with its editor) or nothing.
      if (state.syntheses === 0) {
        expect(state, label).toEqual(empty);
        outcomes.push(`${label} (killed at ${killedAt} ms): empty`);
      } else {
        expect(state, label).toEqual(complete);
        outcomes.push(`${label} (killed at ${killedAt} ms): complete`);
        // Already whole: the next start changes nothing; later points need an empty archive again.
        expect((await startToCompletion(archive)).digest, label).toBe(undisturbed.digest);
        archive = await freshArchive();
      }
    }
    console.log(
      `undisturbed first start (${engine}): seeding transaction from ${Math.round(undisturbed.writingAt ?? 0)} to ${Math.round(undisturbed.seededAt ?? 0)} ms, listening at ${Math.round(undisturbed.listeningAt)} ms; kills:\n  ${outcomes.join("\n  ")}`,
    );
    // The archive the last kills left empty: the next start seeds all of it.
    expect((await startToCompletion(archive)).digest).toBe(undisturbed.digest);
    expect(await inspect(archive)).toEqual(complete);
    expect(outcomes.some((o) => o.endsWith("empty"))).toBe(true);
    expect(outcomes.some((o) => o.endsWith("complete"))).toBe(true);
  }, 300_000);
});
