/**
 * npm run bench — builds the generated dataset (scripts/bench/generate-dataset.ts) in a temporary
 * SQLite database, starts the real server on it in its own process, loads each route over loopback
 * with autocannon, and prints req/s, p99 latency and the ratio to a bare Node http server sending a
 * body of the same size, measured right before it (scripts/bench/against-floor.ts). Also reports
 * search latency on one connection, server memory and the cold-start time on the demo data.
 * Options: --quick (1,000 syntheses, 3 s runs) for a smoke run; --only search (the search route,
 * its one-at-a-time latency and the memory, without the other routes and the cold starts);
 * --keep <dir> (build the dataset there once and reuse it in later runs, so runs on a busy machine
 * spend their time measuring; `scripts/bench/search-costs.ts --keep` reads the same folder).
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type AgainstFloor, againstFloor, type BenchRoute, floorTable } from "./bench/against-floor.ts";
import { benchServerEnv, buildBenchDatabase } from "./bench/bench-database.ts";
import { ensureWebBuild, SERVER_FLAGS, startNode, waitForOk } from "./bench/child-processes.ts";
import { FULL_SIZE } from "./bench/generate-dataset.ts";
import { cpuPerRequest, processCpuMs, waitUntilIdle } from "./bench/process-cpu.ts";
import { unseenQueries } from "./bench/unseen-queries.ts";

/** The server runs with the V8 flags of `npm start` (package.json). */

const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, only: { type: "string" }, keep: { type: "string" } },
});
if (values.only !== undefined && values.only !== "search") {
  console.error("--only takes one value: search");
  process.exit(2);
}
const searchOnly = values.only === "search";
const size = values.quick ? { ...FULL_SIZE, syntheses: 1_000 } : FULL_SIZE;
const duration = values.quick ? 3 : 10;
const dir = mkdtempSync(join(tmpdir(), "synthesis-bench-"));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

// 1. Build the generated dataset through the real publish command (or reuse the kept one).
const kept = values.keep;
if (kept !== undefined) mkdirSync(kept, { recursive: true });
const db =
  kept !== undefined && existsSync(join(kept, "bench.db"))
    ? { databaseUrl: `file:${join(kept, "bench.db")}`, storageDir: join(kept, "images") }
    : await buildBenchDatabase(kept ?? dir, size);

// 2. Start the server (with the web app, built first if needed) and the floor server.
ensureWebBuild();
const port = 3900 + Math.floor(Math.random() * 50);
const floorPort = port + 50;
const origin = `http://127.0.0.1:${port}`;
const floorOrigin = `http://127.0.0.1:${floorPort}`;
const server = start(["src/server/main.ts"], benchServerEnv(db, port));
const floor = start(["scripts/bench/floor-server.ts"], { PORT: String(floorPort) });
await waitFor(`${origin}/api/syntheses/count`);
await waitFor(`${floorOrigin}/floor/2`);
// The start's background jobs (the image repair of a generated dataset stats every named file,
// about 15 s at 10,000 syntheses) would otherwise share the server's core with the first runs.
const startJobsMs = await waitUntilIdle(server.pid as number);
const rssAtStartMb = serverRssMb();

// 3. Load each route, each against the floor sending a body of its own size.
// Search queries as visitors type them: a word of a real name of the dataset, whole or cut to a
// prefix of three letters or more, one in five with a typo. The shared cache does not keep search
// answers; the search's own memo does (4,096 answers): after the first round through the 2,000
// queries every request is answered from it. `scripts/bench/search-costs.ts` times a fresh answer.
const names = ((await (await fetch(`${origin}/api/molecules`)).json()) as { name: string }[]).map(
  (m) => m.name,
);
const queries = names.slice(0, 2000).map((name, i) => {
  const word = name.split(/\s+/)[0].toLowerCase();
  const cut = word.slice(0, Math.max(3, word.length - (i % 4)));
  return i % 5 === 0 && cut.length >= 5 ? `${cut.slice(0, 2)}x${cut.slice(3)}` : cut;
});
const rotate = (make: (i: number) => string) => {
  let counter = 0;
  return () => make(counter++);
};
const searchRoute: BenchRoute = {
  name: "GET /api/search?q=… (2,000 different queries in turn, from the search's memo)",
  origin,
  path: rotate((i) => `/api/search?q=${encodeURIComponent(queries[i % queries.length])}`),
};
// The index's own time: queries never asked before (the memo never has them).
const unseen = unseenQueries(names);
const unseenSearchRoute: BenchRoute = {
  name: `GET /api/search?q=… (${unseen.length.toLocaleString("en")} queries never asked before)`,
  origin,
  path: rotate((i) => `/api/search?q=${encodeURIComponent(unseen[i % unseen.length])}`),
};
const allRoutes: BenchRoute[] = [
  {
    name: "GET /api/syntheses/{id} (1,000 ids in turn, cached)",
    origin,
    path: rotate((i) => `/api/syntheses/${1 + (i % 1000)}`),
  },
  { name: "GET /api/named-reactions (cached)", origin, path: () => "/api/named-reactions" },
  { name: "GET /api/molecules (cached, ~1 MB)", origin, path: () => "/api/molecules" },
  // Unseen queries first: they fill the memo with their own answers, so the usual ones come after.
  unseenSearchRoute,
  searchRoute,
  // 200 pages of ~50 KB fit the default cache (RESPONSE_CACHE_MB): this measures cached pages.
  {
    name: "GET /syn/{id} page (200 ids in turn, cached)",
    origin,
    path: rotate((i) => `/syn/${1 + (i % 200)}`),
  },
  { name: "GET / page (cached)", origin, path: () => "/" },
];
const routes = searchOnly ? [unseenSearchRoute, searchRoute] : allRoutes;
const results: AgainstFloor[] = [];
for (const route of routes) results.push(await againstFloor(route, floorOrigin, duration));
// Search latency on its own: one request at a time from this process, timed here (loopback
// included), so the figure is the server's time and not queueing behind other connections.
// Each search is followed by the floor server sending a search answer's bytes the same way, so the
// floor of this client and loopback on this machine at that moment is measured beside it.
const sample = new Uint8Array(await (await fetch(`${origin}${searchRoute.path()}`)).arrayBuffer());
await fetch(`${floorOrigin}/body/searchsample`, { method: "PUT", body: sample });
const searchTimes: number[] = [];
const floorTimes: number[] = [];
// The CPU each process spends per request, which a busy machine hardly moves (process-cpu.ts).
const serverPid = server.pid as number;
const floorPid = floor.pid as number;
const cpuBefore = { server: processCpuMs(serverPid), floor: processCpuMs(floorPid) };
for (let i = 0; i < 4000; i++) {
  let started = performance.now();
  await (await fetch(`${origin}${searchRoute.path()}`)).arrayBuffer();
  if (i >= 1000) searchTimes.push(performance.now() - started);
  started = performance.now();
  await (await fetch(`${floorOrigin}/body/searchsample`)).arrayBuffer();
  if (i >= 1000) floorTimes.push(performance.now() - started);
}
const cpu = {
  memo: (processCpuMs(serverPid) - cpuBefore.server) / 4,
  floor: (processCpuMs(floorPid) - cpuBefore.floor) / 4,
  unseen: 0,
  naming: 0,
};
// The same one at a time for queries never asked before.
const unseenTimes: number[] = [];
cpu.unseen = await cpuPerRequest(serverPid, 4000, async () => {
  for (let i = 0; i < 4000; i++) {
    const started = performance.now();
    await (await fetch(`${origin}${unseenSearchRoute.path()}`)).arrayBuffer();
    if (i >= 1000) unseenTimes.push(performance.now() - started);
  }
});
// Measured before the list of syntheses below enters the server's cache, as in earlier runs.
const rssMb = serverRssMb();
// The same for queries naming a synthesis as a chemist would: a molecule's first word with its
// investigator's last name, or with the year ('Corey oseltamivir', 'quinine 1944').
const syntheses = (
  (await (await fetch(`${origin}/api/syntheses`)).json()) as {
    year: number;
    molecule: { name: string };
    author: { lastName: string };
  }[]
).slice(0, 4000); // one synthesis a request: none of these queries is asked twice
const synthesisQuery = rotate((i) => {
  const s = syntheses[i % syntheses.length];
  const word = s.molecule.name.split(/\s+/)[0].toLowerCase();
  return `/api/search?q=${encodeURIComponent(i % 2 === 0 ? `${s.author.lastName} ${word}` : `${word} ${s.year}`)}`;
});
const synthesisTimes: number[] = [];
cpu.naming = await cpuPerRequest(serverPid, 4000, async () => {
  for (let i = 0; i < 4000; i++) {
    const started = performance.now();
    await (await fetch(`${origin}${synthesisQuery()}`)).arrayBuffer();
    if (i >= 1000) synthesisTimes.push(performance.now() - started);
  }
});
searchTimes.sort((a, b) => a - b);
floorTimes.sort((a, b) => a - b);
synthesisTimes.sort((a, b) => a - b);
unseenTimes.sort((a, b) => a - b);
const percentileOf = (times: number[], p: number) => times[Math.floor((times.length - 1) * p)].toFixed(2);
const percentile = (p: number) => percentileOf(searchTimes, p);
server.kill("SIGTERM");
floor.kill("SIGTERM");

// 4. Cold start on the demo data: an empty database (seeded at start), then the same one again.
const cold = searchOnly ? null : await coldStart(join(dir, "cold.db"), 3990);
const warm = searchOnly ? null : await coldStart(join(dir, "cold.db"), 3991);

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`The server's start-up jobs ended ${startJobsMs} ms after it answered.`);
console.log(`Runs: ${duration} s each after 1 s warm-ups, 10 connections, autocannon over loopback\n`);
console.log(floorTable(results));
console.log(
  `\nSearch, one request at a time (3,000 after 1,000 warm-up): p99 ${percentile(0.99)} ms, median ${percentile(0.5)} ms`,
);
console.log(
  `The floor server sending a search answer's ${sample.length} bytes, alternating with those searches: p99 ${percentileOf(floorTimes, 0.99)} ms, median ${percentileOf(floorTimes, 0.5)} ms`,
);
console.log(
  `Search with queries never asked before, the same way: p99 ${percentileOf(unseenTimes, 0.99)} ms, median ${percentileOf(unseenTimes, 0.5)} ms`,
);
console.log(
  `Search naming a synthesis ('{investigator} {molecule word}', '{molecule word} {year}'), the same way: p99 ${percentileOf(synthesisTimes, 0.99)} ms, median ${percentileOf(synthesisTimes, 0.5)} ms`,
);
console.log(
  `Server CPU per request, one at a time (µs): memo ${cpu.memo.toFixed(0)}, never asked ${cpu.unseen.toFixed(0)}, naming a synthesis ${cpu.naming.toFixed(0)}; the floor server ${cpu.floor.toFixed(0)} (floor ÷ route: ${(cpu.floor / cpu.memo).toFixed(2)}, ${(cpu.floor / cpu.unseen).toFixed(2)}, ${(cpu.floor / cpu.naming).toFixed(2)})`,
);
console.log(`\nServer memory (RSS): ${rssAtStartMb} MB after start, ${rssMb} MB after the runs`);
if (cold !== null) {
  console.log(`Cold start to first 200, empty database (includes seeding the demo data): ${cold} ms`);
  console.log(`Cold start to first 200, database already seeded: ${warm} ms`);
}
process.exit(0);

function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return startNode(children, [...SERVER_FLAGS, ...args], env);
}

function waitFor(url: string) {
  return waitForOk(url, 120_000, 20);
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
