/**
 * npm run bench:writes — the throughput of reads that no write changes, without writes and with an
 * editor's write every 200 ms (docs/benchmarks.md "Reads under writes"). Builds the generated dataset
 * (scripts/bench/generate-dataset.ts) with an editor account in a temporary SQLite database, starts
 * the real server on it, and loads pages and API answers of syntheses 2–51 (cached) with autocannon
 * (10 connections) while, in the rounds with writes, the editor changes a reference of synthesis 1
 * every 200 ms. Rounds without and with writes alternate, so whatever else the machine does falls
 * on both alike; the figure is the median of the rounds' ratios (with / without).
 * Options: --quick (200 syntheses, 3 s rounds), --rounds N (default 3), --syntheses N.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { benchServerEnv, buildBenchDatabase } from "./bench/bench-database.ts";
import { ensureWebBuild, SERVER_FLAGS, startNode, waitForOk } from "./bench/child-processes.ts";
import { FULL_SIZE } from "./bench/generate-dataset.ts";
import { signIn } from "./bench/soak-sessions.ts";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    rounds: { type: "string", default: "3" },
    syntheses: { type: "string" },
  },
});
const WRITE_EVERY_MS = 200;
const READ_IDS = 50;
const syntheses = Number(values.syntheses ?? (values.quick ? 200 : 1_000));
const seconds = values.quick ? 3 : 5;
const rounds = Number(values.rounds);
if (!Number.isInteger(syntheses) || syntheses < READ_IDS + 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error(`--syntheses takes a whole number above ${READ_IDS}, --rounds one of at least 1`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "synthesis-bench-writes-"));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const password = "bench-writes-password-long-enough";
const db = await buildBenchDatabase(dir, { ...FULL_SIZE, syntheses }, async (runtime) => {
  // The password check's worker may answer "busy" while it starts on a loaded machine: retried.
  for (let attempt = 1; ; attempt++) {
    try {
      await createUser(
        { users: runtime.repos.users },
        { email: "editor@bench.test", name: "Bench Editor", password, role: "editor" },
      );
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
});
ensureWebBuild();
const port = 3850 + Math.floor(Math.random() * 40);
const origin = `http://127.0.0.1:${port}`;
const server = startNode(children, [...SERVER_FLAGS, "src/server/main.ts"], benchServerEnv(db, port));
await waitForOk(`${origin}/api/syntheses/count`, 120_000, 20);

// The editor's write: the display text of synthesis 1's first reference, changed each time.
const session = await signIn(origin, "editor@bench.test", password);
if (session.status !== 200) throw new Error(`editor sign-in: ${session.status}`);
const first = (await (await fetch(`${origin}/api/syntheses/1`)).json()) as { references: { id: number }[] };
const referenceId = first.references[0]?.id;
if (referenceId === undefined) throw new Error("synthesis 1 has no reference to change");
let written = 0;
let failed = 0;
async function write(): Promise<void> {
  const res = await fetch(`${origin}/api/references/${referenceId}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...session.headers() },
    body: JSON.stringify({ display: `Bench reference, changed ${written + failed + 1} times.` }),
  });
  await res.arrayBuffer();
  if (res.ok) written++;
  else failed++;
}
/** One write every WRITE_EVERY_MS (each waits for the one before); resolves when stopped. */
function writer() {
  let running = true;
  const finished = (async () => {
    let next = performance.now();
    while (running) {
      await write();
      next += WRITE_EVERY_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  })();
  return {
    stop: () => {
      running = false;
      return finished;
    },
  };
}

// Pages and API answers of 200 syntheses the writes never change.
let counter = 0;
const unrelated = () => {
  const i = counter++;
  const id = 2 + ((i >> 1) % READ_IDS);
  return i % 2 === 0 ? `/syn/${id}` : `/api/syntheses/${id}`;
};
const reads = async (duration: number) => {
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: unrelated() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
    throw new Error(
      `reads: ${result.requests.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.total;
};

/** Every read answered once, so each run starts with them cached (an earlier write may have dropped them). */
const warm = async () => {
  for (let i = 0; i < READ_IDS * 2; i++) await (await fetch(`${origin}${unrelated()}`)).arrayBuffer();
};
await warm();
await write();
await warm();
await reads(1);

const rows: { without: number; withWrites: number; writes: number; ratio: number }[] = [];
for (let round = 1; round <= rounds; round++) {
  await warm();
  const without = await reads(seconds);
  await warm();
  const before = written;
  const loop = writer();
  const withWrites = await reads(seconds);
  await loop.stop();
  rows.push({ without, withWrites, writes: written - before, ratio: withWrites / without });
  console.log(
    `round ${round}: ${without} reads without writes, ${withWrites} with ${written - before} writes (${((withWrites / without) * 100).toFixed(0)} %); load ${loadavg()[0].toFixed(2)}`,
  );
}
server.kill("SIGTERM");
if (failed > 0) throw new Error(`${failed} writes failed`);

const ratios = rows.map((r) => r.ratio).sort((x, y) => x - y);
const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `${syntheses} syntheses; reads: /syn/{id} and /api/syntheses/{id} of syntheses 2–${READ_IDS + 1} in turn, 10 connections, ${seconds} s per run; writes: PUT /api/references/{id} of synthesis 1 every ${WRITE_EVERY_MS} ms`,
);
console.log(`Reads with writes / without, median of ${rounds} rounds: ${(median * 100).toFixed(0)} %`);
process.exit(0);
