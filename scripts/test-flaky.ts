/**
 * `npm run test:flaky -- --runs 3 [playwright arguments]` — proof of stability: builds the web app
 * once, then runs the end-to-end suite (or the specs and projects named after the options) that many
 * times in a row, each time on fresh servers, and lists every test that failed in any run, with how
 * often. Exits 1 when one did. Reports are kept in .tmp/test-flaky/run-N.json.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { provision } from "./lib/provision.ts";

interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: "expected" | "unexpected" | "flaky" | "skipped" }[];
}
interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface JsonReport {
  suites: JsonSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Every test of a report as "project › file:line › describe › title", with whether it failed. */
export function testOutcomes(report: JsonReport): Map<string, boolean> {
  const outcomes = new Map<string, boolean>();
  const walk = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = [`${spec.file}:${spec.line}`, ...titles, spec.title].join(" › ");
        outcomes.set(
          `[${test.projectName}] ${name}`,
          test.status === "unexpected" || test.status === "flaky",
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files: their title is the path, already in each test's name.
  for (const file of report.suites) walk(file, []);
  return outcomes;
}

function parseRuns(args: string[]): { runs: number; rest: string[] } {
  const rest = [...args];
  let runs = 3;
  const at = rest.findIndex((a) => a === "--runs" || a.startsWith("--runs="));
  if (at >= 0) {
    const value = rest[at].includes("=") ? rest[at].split("=")[1] : rest[at + 1];
    rest.splice(at, rest[at].includes("=") ? 1 : 2);
    runs = Number(value);
    if (!Number.isInteger(runs) || runs < 1) {
      console.error(`--runs must be a whole number of at least 1 (got ${value})`);
      process.exit(2);
    }
  }
  return { runs, rest };
}

function main() {
  const { runs, rest } = parseRuns(process.argv.slice(2));
  const provisioned = provision({ packages: ["chromium-headless-shell", "postgresql"] });
  if (!provisioned.ok) {
    console.error(provisioned.message);
    process.exit(1);
  }
  const bin = (name: string) => resolve("node_modules", ".bin", name);
  const outDir = resolve(".tmp", "test-flaky");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  console.log("=== build ===");
  if (spawnSync(bin("react-router"), ["build"], { stdio: "inherit" }).status !== 0) process.exit(1);

  const failures = new Map<string, number[]>();
  const broken: number[] = [];
  let tests = 0;
  for (let run = 1; run <= runs; run++) {
    console.log(`\n=== run ${run} of ${runs} ===`);
    const report = join(outDir, `run-${run}.json`);
    const started = Date.now();
    spawnSync(bin("playwright"), ["test", ...rest], {
      stdio: "inherit",
      env: { ...process.env, CI: "true", PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    if (!existsSync(report)) {
      broken.push(run);
      continue;
    }
    const outcomes = testOutcomes(JSON.parse(readFileSync(report, "utf8")) as JsonReport);
    tests = Math.max(tests, outcomes.size);
    for (const [name, failed] of outcomes) {
      if (failed) failures.set(name, [...(failures.get(name) ?? []), run]);
    }
    const failedNow = [...outcomes.values()].filter(Boolean).length;
    console.log(
      `run ${run}: ${outcomes.size} tests, ${failedNow} failed, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }

  console.log(`\n=== ${runs} runs of ${tests} tests ===`);
  for (const run of broken) console.log(`run ${run} wrote no report (the suite itself could not run)`);
  for (const [name, failedRuns] of [...failures].sort()) {
    console.log(`failed in ${failedRuns.length} of ${runs} runs (run ${failedRuns.join(", ")}): ${name}`);
  }
  if (failures.size === 0 && broken.length === 0) console.log("no test failed in any run");
  process.exit(failures.size > 0 || broken.length > 0 ? 1 : 0);
}

if (import.meta.main) main();
