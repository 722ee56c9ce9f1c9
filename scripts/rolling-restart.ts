/**
 * npm run ops:rolling [-- --drain reload|signal --settle 15 --reads 80 --json <file>] — rehearses the
 * restart procedure of docs/operations.md "Restarts" under load and counts the answers of 500 or
 * more, which must be none (docs/operations.md, docs/benchmarks.md "Rolling restarts").
 *
 * It starts a throw-away PostgreSQL, two archive servers sharing it and one image folder (the
 * first seeds the demo data), and nginx (Debian's package) with the site documented in
 * docs/operations.md. While visitors read pages and the API through nginx and a signed-in editor
 * writes through it, it restarts the two servers one after the other three times:
 *
 * 1. restart: the same release again;
 * 2. upgrade: into a newer release with one more migration (an expand, scripts/ops/upgraded-server.ts),
 *    so the first upgraded server migrates while the other still runs the current release;
 * 3. rollback: the first server back to the current release, on the database now ahead of it.
 *
 * Each restart follows the documented procedure (`--drain reload`, the default): mark the server
 * `down` and reload nginx, wait until nginx's previous workers have finished their requests,
 * SIGTERM (the server drains and exits 0), start the new process, wait until its /readyz answers
 * 200, warm it up with a few direct reads, mark it up and reload. `--drain signal` leaves nginx's
 * configuration alone instead (SIGTERM, wait for the exit, start, /readyz, warm-up, then wait out
 * nginx's fail_timeout before the next server), to measure what that costs.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connect } from "../src/db/connect.ts";
import { createRepositories } from "../src/db/repositories/index.ts";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts";
import { freePort } from "../tests/support/server-process.ts";
import { ensureWebBuild } from "./bench/child-processes.ts";
import { type AppServer, type Release, startAppServer, stopAppServer, warmUp } from "./ops/app-server.ts";
import { documentedSite, type NginxProxy, nginxInstalled, startNginx } from "./ops/nginx-proxy.ts";
import { startTraffic, type Traffic } from "./ops/rehearsal-traffic.ts";

const { values } = parseArgs({
  options: {
    drain: { type: "string", default: "reload" },
    settle: { type: "string", default: "15" },
    reads: { type: "string", default: "80" },
    json: { type: "string" },
  },
});
const drain = values.drain;
if (drain !== "reload" && drain !== "signal") throw new Error("--drain: reload or signal");
const settleMs = Number(values.settle) * 1000;
const readsPerSecond = Number(values.reads);
/** The documented upstream's fail_timeout: with `--drain signal`, nginx may still avoid a restarted server that long. */
const FAIL_TIMEOUT_MS = 10_000;

if (!nginxInstalled()) {
  console.error("nginx is not installed: apt-get update && apt-get install -y nginx (Debian's package)");
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "synthesis-rolling-"));
let postgres: PostgresServer | null = null;
let nginx: NginxProxy | null = null;
const servers: AppServer[] = [];
let traffic: Traffic | null = null;
const cleanUp = () => {
  for (const server of servers) server.process.child.kill("SIGKILL");
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
};
process.on("exit", cleanUp);

ensureWebBuild();
const machine = `${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}; load average at start ${loadavg()[0].toFixed(2)}; drain: ${drain}`);
const started = performance.now();

postgres = await startPostgres();
const { default: pg } = await import("pg");
const admin = new pg.Client({ connectionString: postgres.url("postgres") });
await admin.connect();
await admin.query("CREATE DATABASE rolling");
await admin.end();
const databaseUrl = postgres.url("rolling");

const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: join(dir, "images"),
  MAIL_OUTBOX_DIR: join(dir, "outbox"),
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  PUBLIC_URL: "https://archive.example.org",
  TRUST_PROXY: "true",
  // Every visitor of the rehearsal comes from one address: the per-address read limit would
  // answer 429 to the load itself.
  PUBLIC_API_READS_PER_MINUTE: "1000000",
  STRUCTURE_DRAWINGS_PER_MINUTE: "1000000",
  ...(process.env.SEED_DRAWING_CACHE_DIR
    ? { SEED_DRAWING_CACHE_DIR: process.env.SEED_DRAWING_CACHE_DIR }
    : {}),
};
const ports = [await freePort(), await freePort()] as const;
const ids = ["archive-1", "archive-2"] as const;

// The first server seeds the empty database; the second starts on it.
servers.push(await startAppServer(ids[0], ports[0], { ...env, SEED_DEMO: "true" }, "current"));
servers.push(await startAppServer(ids[1], ports[1], { ...env, SEED_DEMO: "false" }, "current"));
console.log(`PostgreSQL, two servers (seeded) ready after ${seconds(performance.now() - started)} s`);

const editor = { email: "editor@rolling.test", password: "rolling-password-long-enough" };
{
  const db = connect(databaseUrl);
  await createUser(
    { users: createRepositories(db.kysely).users },
    { email: editor.email, name: "Rehearsal Editor", password: editor.password, role: "editor" },
  );
  await db.close();
}

const operationsMd = readFileSync("docs/operations.md", "utf8");
const nginxPort = await freePort();
nginx = await startNginx(
  join(dir, "nginx"),
  documentedSite(operationsMd),
  nginxPort,
  servers.map((s) => s.address),
);
const proxy = nginx;
const warmPaths = ["/", "/syn/1", "/api/syntheses", "/api/syntheses/1", "/named-reactions", "/api/molecules"];
for (const server of servers) await warmUp(server, warmPaths);

traffic = await startTraffic(proxy.origin, editor, { readsInFlight: 48, readsPerSecond, writesPerSecond: 2 });
const load = traffic;
await sleep(settleMs);

interface Step {
  phase: string;
  server: string;
  from: Release;
  to: Release;
  exitCode: number | null;
  finished: number | null;
  cut: number | null;
  shutdownMs: number | null;
  outMs: number;
  aheadLogged: boolean;
}
const steps: Step[] = [];
const down = new Set<string>();

/** The documented procedure for one server; answers the new process. */
async function restart(phase: string, index: number, to: Release): Promise<void> {
  const old = servers[index] as AppServer;
  const out = performance.now();
  if (drain === "reload") {
    down.add(old.address);
    await proxy.reload(down);
  }
  const stopped = await stopAppServer(old);
  const fresh = await startAppServer(old.id, old.port, { ...env, SEED_DEMO: "false" }, to);
  servers[index] = fresh;
  await warmUp(fresh, warmPaths);
  if (drain === "reload") {
    down.delete(old.address);
    await proxy.reload(down);
  }
  const step: Step = {
    phase,
    server: old.id,
    from: old.release,
    to,
    exitCode: stopped.code,
    finished: stopped.finished,
    cut: stopped.cut,
    shutdownMs: stopped.ms,
    outMs: Math.round(performance.now() - out),
    aheadLogged: fresh.process.lines.some((l) => l.includes("the database is ahead of this release")),
  };
  steps.push(step);
  console.log(
    `  ${phase}: ${step.server} ${step.from} -> ${step.to}: exit ${step.exitCode}, shutdown ${step.shutdownMs} ms (finished ${step.finished}, cut ${step.cut}), out of rotation ${seconds(step.outMs)} s${step.aheadLogged ? "; logged: the database is ahead" : ""}`,
  );
  // Without touching nginx, it may still avoid the restarted server until fail_timeout has passed.
  if (drain === "signal") await sleep(FAIL_TIMEOUT_MS + 1000);
}

for (const [phase, plan] of [
  ["restart", ["current", "current"]],
  ["upgrade", ["upgraded", "upgraded"]],
  ["rollback", ["current"]],
] as const) {
  load.phase = phase;
  console.log(`${phase}:`);
  for (const [index, release] of plan.entries()) await restart(phase, index, release);
  load.phase = `after ${phase}`;
  await sleep(settleMs);
}
await load.stop();
await proxy.stop();

// nginx's own view: requests it sent to a second server, and what each server answered.
const entries = readFileSync(proxy.accessLog, "utf8")
  .trim()
  .split("\n")
  .map((line) => /^\S+ (\d+) \S+ "[^"]*" "([^"]*)" "([^"]*)" \S+$/.exec(line))
  .filter((m) => m !== null)
  .map((m) => ({ status: Number(m[1]), upstreams: m[2] as string, upstreamStatuses: m[3] as string }));
const retried = entries.filter((e) => e.upstreams.includes(","));
const upstreamErrors = entries.filter(
  (e) => /\b50[234]\b/.test(e.upstreamStatuses) || e.upstreamStatuses.includes("-"),
);
const phases = [...load.phases.entries()].map(([phase, c]) => ({ phase, ...c }));
const total = phases.reduce((sum, p) => ({ reads: sum.reads + p.reads, writes: sum.writes + p.writes }), {
  reads: 0,
  writes: 0,
});
const failures = load.failures;
const badSteps = steps.filter((s) => s.exitCode !== 0 || s.cut !== 0);
const rollbackStarted = steps.some((s) => s.phase === "rollback" && s.aheadLogged);
console.log("\nphase: reads, writes, seconds, statuses (all) / writes, latency p50/p99 ms reads / writes");
for (const p of phases) {
  console.log(
    `  ${p.phase}: ${p.reads} reads, ${p.writes} writes, ${seconds(p.ms)} s, ${JSON.stringify(p.statuses)} / ${JSON.stringify(p.writeStatuses)}, ${percentiles(p.latencies.read)} / ${percentiles(p.latencies.write)}`,
  );
}
console.log(
  `total: ${total.reads} reads and ${total.writes} writes through nginx in ${seconds(performance.now() - started)} s; ${failures.length} answers >= 500 or unanswered; ${load.resent} GET/PUT sent again on a new connection (nginx closed the kept-alive one at a reload); ${load.unsent} reads or writes not sent (too many awaiting answers); nginx sent ${retried.length} requests to a second server, upstream 502-504 seen ${upstreamErrors.length} times`,
);
for (const f of failures.slice(0, 20))
  console.log(`  ${f.at} ${f.phase} ${f.method} ${f.path}: ${f.status} ${f.body}`);
if (values.json) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(
    values.json,
    `${JSON.stringify({ machine, drain, phases: phases.map(({ latencies, ...p }) => ({ ...p, read: percentiles(latencies.read), write: percentiles(latencies.write) })), steps, failures, unsent: load.unsent, resent: load.resent, retried: retried.length }, null, 2)}\n`,
  );
}
const ok = failures.length === 0 && badSteps.length === 0 && rollbackStarted;
if (!rollbackStarted) console.log("FAIL: the rollback server did not log that the database is ahead");
if (badSteps.length)
  console.log(`FAIL: shutdowns that cut requests or exited non-zero: ${JSON.stringify(badSteps)}`);
console.log(ok ? "Rolling restarts passed: no answer >= 500." : "Rolling restarts FAILED.");
for (const server of servers) await stopAppServer(server);
process.exit(ok ? 0 : 1);

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** "p50/p99" of `ms`. */
function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${at(0.5)}/${at(0.99)}`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
