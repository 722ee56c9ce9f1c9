/**
 * npm run bench:export — what each bulk download costs the site while it keeps serving (issue 27,
 * point 6). Builds the benchmark dataset (scripts/bench/bench-database.ts), starts the production
 * server on it in its own process, then for each file:
 * 1. the whole file downloaded by curl (its own process, to /dev/null) while no page is asked for:
 *    the export's time and the server's RSS growth at full speed;
 * 2. public pages loaded by a few clients while curl downloads the file (again if it ends sooner;
 *    cut off when the round ends): the pages' throughput, the download's speed beside them (a
 *    download gives way to pages) and the RSS growth;
 * 3. the same pages without the download, for as long; the ratio is 2 over 3. Rounds of 2 then 3
 *    alternate under one page load, so a drift of the machine's speed falls on both alike.
 * Options: --syntheses N (default 10,000), --seconds S (pages beside the download in all,
 * default 30), --rounds R (default 3), --clients C (page clients, default 4), --only a,b (files),
 * --limit S (the idle download is cut off after S seconds, default 480), --structures N (distinct
 * structures per synthesis given to the molecules and chemicals, default 5; 0 keeps the dataset's
 * image-only chemicals), --download-mbps X (the downloading client reads no faster than X MB/s;
 * default: as fast as loopback allows).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchServerEnv, buildBenchDatabase } from "./bench/bench-database.ts";
import { ensureWebBuild, SERVER_FLAGS, startNode, waitForOk } from "./bench/child-processes.ts";
import { curlDownload, download, type PageWindow, pageLoad, RssWatch } from "./bench/export-load.ts";
import { type ExportMeasure, exportTable, throughputRatio } from "./bench/export-measures.ts";
import { addStructures } from "./bench/export-structures.ts";
import { FULL_SIZE } from "./bench/generate-dataset.ts";

const FILES = ["syntheses.jsonl", "molecules.sdf", "reactions.rdf", "routes.json", "ord.json"];

const { values } = parseArgs({
  options: {
    syntheses: { type: "string", default: String(FULL_SIZE.syntheses) },
    seconds: { type: "string", default: "30" },
    clients: { type: "string", default: "4" },
    rounds: { type: "string", default: "3" },
    only: { type: "string" },
    limit: { type: "string", default: "480" },
    structures: { type: "string", default: "5" },
    "download-mbps": { type: "string" },
  },
});
const size = { ...FULL_SIZE, syntheses: Number(values.syntheses) };
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const limitMs = Number(values.limit) * 1000;
const structures = Number(values.structures);
const mbPerSecond = values["download-mbps"] ? Number(values["download-mbps"]) : undefined;
const files = values.only ? values.only.split(",") : FILES;
const unknown = files.filter((f) => !FILES.includes(f));
if (unknown.length > 0 || !(size.syntheses > 0) || !(seconds > 0) || !(clients > 0) || !(rounds > 0)) {
  console.error(`Usage: --syntheses N --seconds S --rounds R --clients C --only ${FILES.join(",")}`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "synthesis-bench-export-"));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const loadAtStart = loadavg()[0].toFixed(2);
const db = await buildBenchDatabase(dir, size, (runtime) =>
  structures > 0 ? addStructures(runtime, size.syntheses * structures) : Promise.resolve(),
);
ensureWebBuild();
const port = 4000 + Math.floor(Math.random() * 50);
const origin = `http://127.0.0.1:${port}`;
const server = startNode(children, [...SERVER_FLAGS, "src/server/main.ts"], benchServerEnv(db, port));
await waitForOk(`${origin}/api/syntheses/count`, 120_000, 20);
const rss = new RssWatch(server.pid as number);

// The public pages in turn: syntheses, their molecules and authors, the home page; few enough for
// the response cache (RESPONSE_CACHE_MB) to hold them all once warm, so the window measures how
// the download delays the serving of pages, not page rendering.
const pages: string[] = ["/"];
for (let n = 1; n <= Math.min(200, size.syntheses); n++) {
  pages.push(`/syn/${n}`, `/molecule/gen-molecule-${n}`);
  if (n % 4 === 0) pages.push(`/author/gen-author-${1 + ((n - 1) % FULL_SIZE.authors)}`);
}
for (const path of pages) {
  const status = (await fetch(`${origin}${path}`)).status;
  if (status !== 200) throw new Error(`${path} answered ${status}`);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exportUrl = (file: string) => `${origin}/api/export/${file}`;

// Warm-up: the pages until the server's RSS stops rising (no new high above 5 MB for 20 s; at most
// 3 min). Under this load V8 grows its heap to a working size over the first tens of seconds, at a
// moment of its own; counted from a cold start, that growth fell on whichever file came first.
const warm = pageLoad(origin, pages, clients);
const warmStarted = performance.now();
let highKb = rss.now();
for (let steadyMs = 0; steadyMs < 20_000 && performance.now() - warmStarted < 180_000; ) {
  await pause(5000);
  const kb = rss.now();
  if (kb > highKb + 5 * 1024) {
    highKb = kb;
    steadyMs = 0;
  } else steadyMs += 5000;
}
await warm.stop();
console.log(
  `Warm-up: ${((performance.now() - warmStarted) / 1000).toFixed(0)} s of pages, RSS ${(rss.now() / 1024).toFixed(0)} MB`,
);
// The first megabytes of every file at once: concurrent RDKit calls bring the structure workers to
// the pool's size (RDKIT_WORKERS), as a site's traffic does; one started mid-window would count
// its RDKit heap and its start against that file.
await Promise.all(FILES.map((file) => download(exportUrl(file), { stopAfterBytes: 1_000_000 })));

// Control: the pages alone for as long as a file's rounds take, RSS watched: what the load itself
// adds, to read the files' growth beside pages against.
const control = pageLoad(origin, pages, clients);
await control.settle(1000);
const controlBaselineKb = rss.reset();
await pause(2 * seconds * 1000);
const controlGrowthMb = rss.stop(controlBaselineKb);
await control.stop();
console.log(`Control: pages alone for ${2 * seconds} s, RSS +${controlGrowthMb.toFixed(1)} MB`);

const measures: ExportMeasure[] = [];
const cutOff: string[] = [];
for (const file of files) {
  // 1. The whole file while no page is asked for: a download at full speed, its time and memory.
  await pause(1000);
  const idleBaselineKb = rss.reset();
  const whole = await curlDownload(exportUrl(file), { limitMs, mbPerSecond });
  const idleGrowthMb = rss.stop(idleBaselineKb);
  if (whole.cut)
    cutOff.push(`${file}: cut off after ${(whole.ms / 1000).toFixed(0)} s, ${whole.bytes} bytes`);
  // 2 and 3. One page load throughout; rounds alternate a window with the file downloading (again
  //    when it ends sooner, cut off when the window closes) and a window of the same length without,
  //    so a drift of the machine's speed falls on both alike.
  const load = pageLoad(origin, pages, clients);
  await load.settle(1000);
  const baselineKb = rss.reset();
  const roundMs = (seconds * 1000) / rounds;
  const duringWindow = { count: 0, failed: 0, ms: 0 };
  const aloneWindow = { count: 0, failed: 0, ms: 0 };
  const add = (to: PageWindow, w: PageWindow) => {
    to.count += w.count;
    to.failed += w.failed;
    to.ms += w.ms;
  };
  let busyBytes = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    load.open();
    for (let left = roundMs; left > 200; left = roundMs - (performance.now() - started)) {
      busyBytes += (await curlDownload(exportUrl(file), { limitMs: left, mbPerSecond })).bytes;
    }
    add(duringWindow, load.close());
    // The server notices the cut-off client and ends its piece: not counted on either side.
    await pause(500);
    load.open();
    await pause(roundMs);
    add(aloneWindow, load.close());
  }
  const busyGrowthMb = rss.stop(baselineKb);
  await load.stop();
  const measure: ExportMeasure = {
    file,
    seconds: whole.ms / 1000,
    bytes: whole.bytes,
    idleGrowthMb,
    busyBytesPerSecond: (busyBytes * 1000) / duringWindow.ms,
    aloneRps: (aloneWindow.count * 1000) / aloneWindow.ms,
    duringRps: (duringWindow.count * 1000) / duringWindow.ms,
    ratio: throughputRatio(duringWindow, aloneWindow),
    rssBeforeMb: baselineKb / 1024,
    busyGrowthMb,
    failed: duringWindow.failed + aloneWindow.failed,
  };
  measures.push(measure);
  console.log(
    `${file}: ${measure.seconds.toFixed(2)} s idle, ${whole.bytes} bytes, ratio ${measure.ratio.toFixed(2)}, RSS +${idleGrowthMb.toFixed(1)} / +${busyGrowthMb.toFixed(1)} MB`,
  );
}

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadAtStart} at the start`,
);
console.log(
  `Dataset: ${size.syntheses} generated syntheses, ${size.syntheses * structures} distinct structures; download ${mbPerSecond ? `at ${mbPerSecond} MB/s` : "as fast as loopback allows"}; pages: ${pages.length} paths in turn, ${clients} connections; ${seconds} s of pages beside the download in ${rounds} rounds, each followed by as long without (a download still running when a round ends is cut off there)\n`,
);
console.log(exportTable(measures));
const failed = measures.reduce((n, m) => n + m.failed, 0);
if (failed > 0) console.log(`\n${failed} page answers were not 2xx`);
for (const line of cutOff) console.log(line);
process.exit(0);
