/**
 * npm run soak [-- --minutes 10 --engine both|sqlite|postgres --rate N] — mixed traffic against the real
 * server for a long while, to see that memory and latency stay put (docs/benchmarks.md "Soak").
 *
 * For each engine (SQLite in a temporary file; PostgreSQL on a throw-away server started here), the
 * server starts on an empty database and seeds the demo data. The read mix (pages, API reads,
 * search, images) is first loaded flat out for 10 s to warm up and 10 s more to measure its
 * maximum; the soak then sends it at 80 % of that rate with autocannon, one run per minute, while an editor saves drafts and renames
 * a solvent once a second and a contributor signs in and out every three seconds. Each minute
 * records the server's resident memory, the p99 latency and the 5xx answers. The first minute is the
 * warm-up. The run passes when, after it, the RSS stays within 10 % of the RSS at the end of the
 * warm-up, every minute's p99 stays within 2× the first minute's (1 ms resolution), and no request
 * of any kind got a 5xx.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connect } from "../src/db/connect.ts";
import { createRepositories } from "../src/db/repositories/index.ts";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts";
import { freePort } from "../tests/support/server-process.ts";
import { ensureWebBuild, SERVER_FLAGS, startNode, waitForOk } from "./bench/child-processes.ts";
import { measureMemory, memoryLine } from "./bench/memory-composition.ts";
import { count5xx, load, readMix } from "./bench/soak-reads.ts";
import { editorLoop, signInLoop } from "./bench/soak-sessions.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    engine: { type: "string", default: "both" },
    "load-fraction": { type: "string", default: "0.8" },
    // A fixed rate instead of a fraction of the measured maximum: runs on a busy machine compare.
    rate: { type: "string" },
  },
});
const minutes = Number(values.minutes);
const fraction = Number(values["load-fraction"]);
const fixedRate = values.rate === undefined ? null : Number(values.rate);
if (fixedRate !== null && !(Number.isInteger(fixedRate) && fixedRate > 0))
  throw new Error("--rate must be a whole number of requests a second");
if (!Number.isInteger(minutes) || minutes < 2)
  throw new Error("--minutes must be a whole number, at least 2");
const engines = values.engine === "both" ? ["sqlite", "postgres"] : [values.engine as string];
if (!engines.every((e) => e === "sqlite" || e === "postgres"))
  throw new Error("--engine: sqlite, postgres or both");

const dir = mkdtempSync(join(tmpdir(), "synthesis-soak-"));
const children: ChildProcess[] = [];
let postgres: PostgresServer | null = null;
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Minute {
  minute: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors5xx: number;
  writes: number;
  signIns: number;
}

ensureWebBuild();
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
let allPassed = true;
for (const engine of engines) {
  const passed = await soak(engine as "sqlite" | "postgres");
  allPassed &&= passed;
}
console.log(allPassed ? "\nSoak passed." : "\nSoak FAILED.");
process.exit(allPassed ? 0 : 1);

async function soak(engine: "sqlite" | "postgres"): Promise<boolean> {
  let databaseUrl = `file:${join(dir, "soak.db")}`;
  if (engine === "postgres") {
    postgres ??= await startPostgres();
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: postgres.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE soak");
    await admin.end();
    databaseUrl = postgres.url("soak");
  }
  const port = await freePort();
  const metricsPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = start({
    METRICS_PORT: String(metricsPort),
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: join(dir, `images-${engine}`),
    MAIL_OUTBOX_DIR: join(dir, "outbox"),
    PORT: String(port),
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    PUBLIC_URL: "https://archive.example.org",
  });
  await waitFor(`${origin}/api/syntheses/count`);

  // Accounts: an editor who saves drafts, a contributor who signs in and out.
  const db = connect(databaseUrl);
  const repos = createRepositories(db.kysely);
  const password = "soak-password-long-enough";
  await createUser(
    { users: repos.users },
    { email: "editor@soak.test", name: "Soak Editor", password, role: "editor" },
  );
  await createUser(
    { users: repos.users },
    { email: "contributor@soak.test", name: "Soak Contributor", password, role: "contributor" },
  );
  await db.close();

  const paths = await readMix(origin);
  const writer = await editorLoop(origin, password);
  const signer = signInLoop(origin, password);

  // The maximum of the read mix (writes and sign-ins running as during the soak), after 10 s flat
  // out to warm the caches and the JIT.
  const warmUp = await load(origin, paths, { seconds: 10 });
  const max = await load(origin, paths, { seconds: 10 });
  const rate = fixedRate ?? Math.max(1, Math.round(max.requests.average * fraction));
  console.log(
    `\n${engine}: read mix maximum ${Math.round(max.requests.average)} req/s (p99 ${max.latency.p99} ms); soaking at ${rate} req/s for ${minutes} min`,
  );
  const rows: Minute[] = [];
  let fives = count5xx(warmUp) + count5xx(max);
  for (let minute = 1; minute <= minutes; minute++) {
    const before = { writes: writer.done, signIns: signer.done };
    const result = await load(origin, paths, { seconds: 60, rate });
    const row: Minute = {
      minute,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      rssMb: rssMb(server.pid as number),
      errors5xx: count5xx(result),
      writes: writer.done - before.writes,
      signIns: signer.done - before.signIns,
    };
    fives += row.errors5xx;
    rows.push(row);
    console.log(
      `  minute ${minute}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, RSS ${row.rssMb} MB, 5xx ${row.errors5xx}, ${row.writes} editor writes, ${row.signIns} sign-ins; load ${loadavg()[0].toFixed(2)}`,
    );
  }
  // What the memory is made of at the end (docs/operations.md, "Memory").
  console.log(
    `  ${memoryLine(await measureMemory(server.pid as number, `http://127.0.0.1:${metricsPort}`))}`,
  );
  writer.stop();
  signer.stop();
  await Promise.all([writer.finished, signer.finished]);
  fives += writer.errors5xx + signer.errors5xx;
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));

  const warm = rows[0] as Minute;
  const later = rows.slice(1);
  const rssLimit = warm.rssMb * 1.1;
  const p99Limit = Math.max(2 * warm.p99, 1);
  const rssOk = later.every((r) => r.rssMb <= rssLimit);
  const p99Ok = later.every((r) => r.p99 <= p99Limit);
  const ok = rssOk && p99Ok && fives === 0;
  console.log(
    `  ${engine}: RSS after warm-up ${warm.rssMb} MB, highest later ${Math.max(...later.map((r) => r.rssMb))} MB (limit ${rssLimit.toFixed(0)}) ${rssOk ? "ok" : "FAIL"}; p99 first minute ${warm.p99} ms, highest later ${Math.max(...later.map((r) => r.p99))} ms (limit ${p99Limit}) ${p99Ok ? "ok" : "FAIL"}; 5xx ${fives} (editor writes ${writer.errors5xx}, sign-ins ${signer.errors5xx}) ${fives === 0 ? "ok" : "FAIL"}`,
  );
  return ok;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The server as `npm start` runs it (same V8 flag), in its own process. */
function start(env: Record<string, string>): ChildProcess {
  return startNode(children, [...SERVER_FLAGS, "src/server/main.ts"], env);
}

function waitFor(url: string) {
  return waitForOk(url, 180_000, 50);
}
