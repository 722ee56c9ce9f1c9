/**
 * npm run bench — builds the generated dataset (scripts/bench/generate-dataset.ts) in a temporary
 * SQLite database, starts the real server on it in its own process, loads it over loopback with
 * autocannon, and prints req/s, p99 latency and each route's req/s as a ratio of a bare Hono route
 * (the floor of this machine). Also reports server memory and the cold-start time on the demo data.
 * Options: --quick (1,000 syntheses, 3 s runs) for a smoke run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { loadReferenceData } from "../src/server/commands/load-reference-data.ts";
import { publishSynthesis } from "../src/server/commands/publish-synthesis.ts";
import { parseConfig } from "../src/server/config.ts";
import { createRuntime } from "../src/server/runtime.ts";
import { FULL_SIZE, generatedReferenceData, generatedSyntheses } from "./bench/generate-dataset.ts";

/** The server runs with the V8 flags of `npm start` (package.json). */
const SERVER_FLAGS = ["--max-semi-space-size=16"];

const { values } = parseArgs({ options: { quick: { type: "boolean", default: false } } });
const size = values.quick ? { ...FULL_SIZE, syntheses: 1_000 } : FULL_SIZE;
const duration = values.quick ? 3 : 10;
const dir = mkdtempSync(join(tmpdir(), "synthesis-bench-"));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

// 1. Build the generated dataset through the real publish command.
const databaseUrl = `file:${join(dir, "bench.db")}`;
const storageDir = join(dir, "images");
{
  const runtime = await createRuntime(
    parseConfig({
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: "warn",
      REVISION_POLL_MS: "60000",
    }),
  );
  const started = performance.now();
  const reference = generatedReferenceData(size);
  await loadReferenceData(runtime.publishDeps, reference);
  const deps = { ...runtime.publishDeps, watcher: undefined };
  for (const doc of generatedSyntheses(size, reference)) await publishSynthesis(deps, doc);
  console.log(
    `Generated ${size.syntheses} syntheses (${size.syntheses * size.reactionsPerSynthesis} reactions, ${size.reagents} reagents) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await runtime.close();
}

// 2. Start the server and the floor server, each in its own process.
const port = 3900 + Math.floor(Math.random() * 50);
const floorPort = port + 50;
const server = start(["src/server/main.ts"], {
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: storageDir,
  PORT: String(port),
  LOG_LEVEL: "warn",
  SEED_DEMO: "false",
});
const floor = start(["scripts/bench/floor-server.ts"], { PORT: String(floorPort) });
await waitFor(`http://127.0.0.1:${port}/api/syntheses/count`);
await waitFor(`http://127.0.0.1:${floorPort}/floor`);

// 3. Load each route.
// Search queries as visitors type them: a word of a real name of the dataset, whole or cut to a
// prefix of three letters or more, one in five with a typo. Search answers are not cached, so
// every request runs the index.
const names = (
  (await (await fetch(`http://127.0.0.1:${port}/api/molecules`)).json()) as { name: string }[]
).map((m) => m.name);
const queries = names.slice(0, 2000).map((name, i) => {
  const word = name.split(/\s+/)[0].toLowerCase();
  const cut = word.slice(0, Math.max(3, word.length - (i % 4)));
  return i % 5 === 0 && cut.length >= 5 ? `${cut.slice(0, 2)}x${cut.slice(3)}` : cut;
});
let counter = 0;
const routes: { name: string; url: string; path?: () => string }[] = [
  { name: "floor (bare Hono route)", url: `http://127.0.0.1:${floorPort}/floor` },
  {
    name: "GET /api/syntheses/{id}",
    url: `http://127.0.0.1:${port}`,
    path: () => `/api/syntheses/${1 + (counter++ % 1000)}`,
  },
  { name: "GET /api/molecules", url: `http://127.0.0.1:${port}/api/molecules` },
  {
    name: "GET /api/search?q=… (2,000 different queries)",
    url: `http://127.0.0.1:${port}`,
    path: () => `/api/search?q=${encodeURIComponent(queries[counter++ % queries.length])}`,
  },
];
const results: { name: string; rps: number; p99: number }[] = [];
for (const route of routes) {
  await load(route, 1); // warm-up
  const r = await load(route, duration);
  results.push({ name: route.name, rps: r.requests.average, p99: r.latency.p99 });
}
const rssMb = Math.round(
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
);
server.kill("SIGTERM");
floor.kill("SIGTERM");

// 4. Cold start on the demo data: an empty database (seeded at start), then the same one again.
const cold = await coldStart(join(dir, "cold.db"), 3990);
const warm = await coldStart(join(dir, "cold.db"), 3991);

const floorRps = results[0].rps;
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Runs: ${duration} s each, 10 connections, autocannon over loopback\n`);
console.log("| route | req/s | p99 (ms) | ratio of floor |\n|---|---|---|---|");
for (const r of results)
  console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / floorRps).toFixed(2)} |`);
console.log(`\nServer memory (RSS) after the runs: ${rssMb} MB`);
console.log(`Cold start to first 200, empty database (includes seeding the demo data): ${cold} ms`);
console.log(`Cold start to first 200, database already seeded: ${warm} ms`);
process.exit(0);

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

function load(route: (typeof routes)[number], seconds: number) {
  return autocannon({
    url: route.url,
    connections: 10,
    duration: seconds,
    requests: route.path ? [{ setupRequest: (req) => ({ ...req, path: route.path?.() ?? "/" }) }] : undefined,
  });
}

async function coldStart(dbPath: string, coldPort: number): Promise<number> {
  const started = performance.now();
  const child = start(["src/server/main.ts"], {
    DATABASE_URL: `file:${dbPath}`,
    STORAGE_DIR: join(dir, "cold-images"),
    PORT: String(coldPort),
    LOG_LEVEL: "warn",
  });
  await waitFor(`http://127.0.0.1:${coldPort}/api/syntheses/count`);
  const ms = Math.round(performance.now() - started);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return ms;
}
