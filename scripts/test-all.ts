/**
 * npm test — every suite: unit tests, the API suite on SQLite, the API suite again on a real
 * PostgreSQL server (started and stopped by the suite itself), then the production build and the
 * end-to-end suite in Debian's Chromium (its headless shell). The API suites include the
 * hostile-input cases against the real server (tests/hostile), which need the web build: it is made
 * first when stale. Prints one closing line "N passed, N failed" over all suites and exits non-zero
 * when anything failed. `npm test -- unit e2e` runs only those suites.
 * First it provisions what the chosen suites need that npm cannot install (Debian's
 * chromium-headless-shell and postgresql, scripts/lib/provision.ts): with apt-get as root,
 * otherwise it stops at once with the one command to run.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { type DebianPackage, provision } from "./lib/provision.ts";
import { describeFailures, type Failure, playwrightFailures, vitestFailures } from "./lib/test-failures.ts";

interface Suite {
  name: string;
  /** Commands run in order; the last one writes the JSON report. */
  commands: string[][];
  env?: Record<string, string>;
  /** Debian packages the suite needs. */
  needs?: DebianPackage[];
  /** Needs the production build of the web app (made once, while the unit tests run). */
  build?: boolean;
  count: (report: string) => { passed: number; failed: number };
  /** The failed tests the report names, printed again at the end of the run. */
  failures: (report: string) => Failure[];
}

const outDir = resolve(".tmp", "test-results");
const bin = (name: string) => resolve("node_modules", ".bin", name);

const vitestCount = (file: string) => {
  const json = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
};
const playwrightCount = (file: string) => {
  const json = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
};
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const vitestFailed = (file: string) => vitestFailures(readJson(file), process.cwd());
const playwrightFailed = (file: string) => playwrightFailures(readJson(file));
const vitest = (projects: string[], name: string) => [
  bin("vitest"),
  "run",
  ...projects.flatMap((project) => ["--project", project]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(outDir, `${name}.json`)}`,
];

const suites: Suite[] = [
  {
    name: "unit",
    commands: [vitest(["unit", "unit-isolated"], "unit")],
    count: vitestCount,
    failures: vitestFailed,
  },
  // One engine after the other: run together, on two cores, they took longer than apart (380 s
  // against 300 s; every file waits on the same two cores).
  {
    name: "api-sqlite",
    commands: [vitest(["api-sqlite"], "api-sqlite")],
    build: true,
    count: vitestCount,
    failures: vitestFailed,
  },
  {
    name: "api-postgres",
    commands: [vitest(["api-postgres"], "api-postgres")],
    needs: ["postgresql"],
    count: vitestCount,
    failures: vitestFailed,
  },
  {
    name: "e2e",
    commands: [[bin("playwright"), "test"]],
    build: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(outDir, "e2e.json"), CI: "true" },
    // The postgres-smoke project runs the server on PostgreSQL.
    needs: ["chromium-headless-shell", "postgresql"],
    count: playwrightCount,
    failures: playwrightFailed,
  },
];

const only = process.argv.slice(2);
const chosen = suites.filter((s) => only.length === 0 || only.includes(s.name));
const provisioned = provision({ packages: chosen.flatMap((s) => s.needs ?? []) });
if (!provisioned.ok) {
  console.error(provisioned.message);
  process.exit(1);
}
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/**
 * Node's compile cache for every process the suites start (the servers of the resilience, backup
 * and hostile tests, the e2e servers, the write drills): a start reads its compiled modules instead
 * of stripping and compiling each file again (docs/benchmarks.md).
 */
const compileCache = {
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? resolve(".tmp", "compile-cache"),
};

/**
 * One drawing cache for the run (src/server/seed/drawing-cache.ts): the API suites' template
 * databases and the end-to-end servers all seed data/demo, and only the first seeding asks RDKit.
 * New for each run, so every run draws with the code it tests.
 */
const drawingCache = resolve(".tmp", `drawing-cache-${process.pid}`);
rmSync(drawingCache, { recursive: true, force: true });
process.on("exit", () => rmSync(drawingCache, { recursive: true, force: true }));

/** Runs a command to its end; its output goes to ours, or to `log` when given. */
function run(command: string[], env: Record<string, string> = {}, log?: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command[0] as string, command.slice(1), {
      stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...compileCache, SEED_DRAWING_CACHE_DIR: drawingCache, ...env },
    });
    child.stdout?.on("data", (chunk: Buffer) => log?.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => log?.push(chunk.toString()));
    child.on("close", (code) => done(code ?? 1));
  });
}

// The build starts at once and runs beside the unit tests (it is mostly one core's work); the
// suites that need it wait for it. Its output is printed when it ends, not mixed into the tests'.
const buildLog: string[] = [];
const buildStarted = performance.now();
const build = chosen.some((s) => s.build)
  ? run([process.execPath, "scripts/build-if-stale.ts"], {}, buildLog).then((status) => {
      console.log(
        `\n=== build (${Math.round((performance.now() - buildStarted) / 1000)} s, beside the tests) ===`,
      );
      console.log(buildLog.join("").trimEnd());
      return status;
    })
  : Promise.resolve(0);

let passed = 0;
let failed = 0;
const lines: string[] = [];
const failureBlocks: string[] = [];
for (const suite of chosen) {
  const started = performance.now();
  let status = suite.build ? await build : 0;
  console.log(`\n=== ${suite.name} ===`);
  for (const command of status === 0 ? suite.commands : []) {
    status = await run(command, suite.env);
    if (status !== 0) break;
  }
  let result = { passed: 0, failed: 1 }; // no report: the suite itself could not run
  try {
    result = suite.count(join(outDir, `${suite.name}.json`));
  } catch {}
  if (status !== 0 && result.failed === 0) result.failed = 1;
  if (result.failed > 0) {
    let named: Failure[] = [];
    try {
      named = suite.failures(join(outDir, `${suite.name}.json`));
    } catch {}
    failureBlocks.push(
      named.length > 0
        ? describeFailures(suite.name, named)
        : `✗ ${suite.name}: failed without naming a test (see above)`,
    );
  }
  passed += result.passed;
  failed += result.failed;
  // Each suite's wall time, so where the minutes go is visible in every run (docs/benchmarks.md).
  const seconds = Math.round((performance.now() - started) / 1000);
  lines.push(`${suite.name}: ${result.passed} passed, ${result.failed} failed (${seconds} s)`);
}

// The failed tests again, just above the totals: the end of the output is what a reader sees first.
if (failureBlocks.length > 0) console.log(`\n${failureBlocks.join("\n")}`);
console.log(`\n${lines.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
