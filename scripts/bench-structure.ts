/**
 * npm run bench:structure — structure search on 100,000 generated structures
 * (scripts/bench/structure-dataset.ts). They are written into a temporary SQLite database as
 * reaction chemicals of generated syntheses (one in a hundred also a target molecule) with their
 * stored fingerprints, then loaded by the real index (StructureSearch.rebuild, as a server does on
 * its first structure query) and queried through StructureSearch.search, RDKit in a structure
 * worker as in the server: substructure, similarity and exact. Prints
 * the load time, the index's memory and each mode's latency percentiles, with how many queries the
 * time budget cut (their answers are partial and offer "Continue").
 * Options: --quick (10,000 structures), --structures N.
 * Run with --expose-gc (the npm script does) so the memory figure is measured after a collection.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connect } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createStructureSourceRepository } from "../src/db/repositories/structure-fingerprints.ts";
import type { StructureMode } from "../src/domain/structure-search.ts";
import { StructureSearch } from "../src/server/search/structure-search.ts";
import { getRdkit } from "../src/server/structures/rdkit.ts";
import { StructureService } from "../src/server/structures/structure-service.ts";
import { writeStructureDatabase } from "./bench/structure-database.ts";
import { type GeneratedStructure, generateStructures } from "./bench/structure-dataset.ts";
import { HARD_QUERIES, SUBSTRUCTURE_QUERIES } from "./bench/structure-queries.ts";

const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, structures: { type: "string" } },
});
const COUNT = values.structures ? Number(values.structures) : values.quick ? 10_000 : 100_000;
const CHEMICALS_PER_SYNTHESIS = 100;
const gc = (globalThis as { gc?: () => void }).gc;

const dir = mkdtempSync(join(tmpdir(), "structure-bench-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function memory(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const rdkit = await getRdkit();
log(`RDKit ${rdkit.version()}`);

// 1. The structures.
let started = performance.now();
rdkit.disable_logging(); // rejected candidates would print RDKit's parse errors
const generated = generateStructures(rdkit, COUNT, undefined, (done) => log(`  generated ${done}`));
rdkit.enable_logging();
let structures: GeneratedStructure[] | undefined = generated.structures;
const heavy = structures.map((s) => s.heavyAtoms).sort((a, b) => a - b);
log(
  `generated ${COUNT} distinct structures in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${generated.rejected} candidates rejected by RDKit); heavy atoms min ${heavy[0]}, median ${percentile(heavy, 50)}, max ${heavy.at(-1)}`,
);

// Queries taken from the set, before it is released.
const sample = (n: number, seed: number) => {
  const out: GeneratedStructure[] = [];
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out.push((structures as GeneratedStructure[])[s % COUNT] as GeneratedStructure);
  }
  return out;
};
const exactQueries = sample(500, 7).map((s) => s.smiles);
const similarityQueries = sample(100, 11).map((s) => s.smiles);
const fromSet = sample(5, 13).map((s) => s.canonical);

// 2. The database: generated syntheses holding the structures as chemicals, with their fingerprints.
started = performance.now();
const db = connect(`file:${join(dir, "bench.db")}`);
await migrateToLatest(db.kysely);
const k = db.kysely;
await writeStructureDatabase(k, structures as GeneratedStructure[], CHEMICALS_PER_SYNTHESIS);
log(`database written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
structures = undefined;
generated.structures.length = 0;

// 3. The index, loaded as a server loads it, with RDKit in structure workers as in the server: two
// (RDKIT_WORKERS' default), so a page of a substructure search is split between them
// (split-scan.ts). `--workers 1` measures one worker alone.
const workerArg = process.argv.indexOf("--workers");
const workerCount = workerArg > 0 ? Number(process.argv[workerArg + 1]) : 2;
const workers = new StructureService({ size: workerCount, callTimeoutMs: 60_000 });
await workers.version(); // the worker's start is not part of the load
const search = new StructureSearch(createStructureSourceRepository(k), workers);
const before = memory();
started = performance.now();
await search.rebuild();
const loadMs = performance.now() - started;
const after = memory();
log(
  `index loaded from the database in ${Math.round(loadMs)} ms: ${search.lastBuild?.structures} structures, ` +
    `${search.lastBuild?.computed} computed; memory ${((after - before) / 2 ** 20).toFixed(1)} MB` +
    (gc
      ? " (heap and array buffers after a full collection)"
      : " (run with --expose-gc for an exact figure)"),
);
const second = performance.now();
await search.rebuild();
log(`a second load (a refresh after a write): ${Math.round(performance.now() - second)} ms`);

// 4. Queries.
const SUBSTRUCTURE = [...SUBSTRUCTURE_QUERIES, ...fromSet];

/** One query as the first page of the search page asks it (50 reaction chemicals, every target). */
const ask = (q: string, mode: StructureMode, threshold = 0.5) =>
  search.search({ q, mode, limit: 50, threshold, stereo: "counts", after: null });

async function measure(
  label: string,
  mode: StructureMode,
  queries: string[],
  rounds: number,
  threshold = 0.5,
) {
  for (const q of queries) await ask(q, mode, threshold); // warm-up
  const times: number[] = [];
  let found = 0;
  let cut = 0;
  let cutAnswers = 0;
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      const r = await ask(q, mode, threshold);
      times.push(performance.now() - t0);
      if (r.cut) cutAnswers++;
      if (round === 0) {
        if (r.targets.length + r.chemicals.length > 0) found++;
        if (r.cut) cut++;
      }
    }
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => ms.toFixed(2);
  log(
    `${label.padEnd(12)} ${String(queries.length).padStart(4)} queries × ${rounds}: median ${fmt(percentile(times, 50))} ms, ` +
      `p99 ${fmt(percentile(times, 99))} ms, max ${fmt(times.at(-1) as number)} ms; ${found} found something; ` +
      `cut by the budget: ${cut} of ${queries.length} queries (${cutAnswers} of ${times.length} answers)`,
  );
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) as number, cut };
}

const results = {
  substructure: await measure("substructure", "substructure", SUBSTRUCTURE, 10),
  hard: await measure("hard", "substructure", HARD_QUERIES, 10),
  similarity: await measure("similarity", "similarity", similarityQueries, 5),
  similarity03: await measure("similarity", "similarity", similarityQueries.slice(0, 50), 3, 0.3),
  exact: await measure("exact", "exact", exactQueries, 3),
};

// The slowest substructure queries, for the record.
const perQuery: [string, number, number, string][] = [];
for (const q of [...SUBSTRUCTURE, ...HARD_QUERIES]) {
  const t0 = performance.now();
  const r = await ask(q, "substructure");
  perQuery.push([
    q,
    performance.now() - t0,
    new Set([...r.targets, ...r.chemicals].map((h) => h.smiles)).size,
    r.cut ? "cut" : r.next ? "page full" : "complete",
  ]);
}
log("hard substructure queries (ms, structures found, how it ended):");
for (const [q, ms, n, ended] of perQuery.slice(SUBSTRUCTURE.length))
  log(`  ${ms.toFixed(1).padStart(6)}  ${String(n).padStart(4)}  ${ended.padEnd(9)}  ${q}`);
perQuery.sort((a, b) => b[1] - a[1]);
log("slowest substructure queries (ms, structures found, how it ended):");
for (const [q, ms, n, ended] of perQuery.slice(0, 10))
  log(`  ${ms.toFixed(1).padStart(6)}  ${String(n).padStart(4)}  ${ended.padEnd(9)}  ${q}`);

const aims = [
  ["substructure p99 ≤ 100 ms", results.substructure.p99 <= 100],
  [
    "hard substructure p99 ≤ 100 ms, none cut by the budget",
    results.hard.p99 <= 100 && results.hard.cut === 0,
  ],
  ["similarity p99 ≤ 20 ms", results.similarity.p99 <= 20],
  ["exact p99 ≤ 2 ms", results.exact.p99 <= 2],
  ["index memory ≤ 100 MB", after - before <= 100 * 2 ** 20],
] as const;
for (const [aim, met] of aims) log(`${met ? "met    " : "NOT MET"} ${aim}`);
log(
  `load at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await search.settle();
await workers.close();
await db.close();
