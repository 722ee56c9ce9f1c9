/**
 * npm test — every suite: unit tests, the API suite on SQLite, the API suite again on a real
 * PostgreSQL server (started and stopped by the suite itself). Prints one closing line
 * "N passed, N failed" over all suites and exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

interface Suite {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const suites: Suite[] = [
  { name: "unit", args: ["--project", "unit"] },
  { name: "api-sqlite", args: ["--project", "api"], env: { TEST_ENGINE: "sqlite" } },
  { name: "api-postgres", args: ["--project", "api"], env: { TEST_ENGINE: "postgres" } },
];

const only = process.argv.slice(2);
const outDir = resolve(".tmp", "test-results");
mkdirSync(outDir, { recursive: true });
const vitest = resolve("node_modules", "vitest", "vitest.mjs");

let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${suite.name} ===`);
  const report = join(outDir, `${suite.name}.json`);
  const run = spawnSync(
    process.execPath,
    [vitest, "run", ...suite.args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { stdio: "inherit", env: { ...process.env, ...suite.env } },
  );
  let suitePassed = 0;
  let suiteFailed = 0;
  try {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    suitePassed = json.numPassedTests;
    suiteFailed = json.numFailedTests;
  } catch {
    suiteFailed = 1; // no report: the suite itself crashed
  }
  if (run.status !== 0 && suiteFailed === 0) suiteFailed = 1;
  passed += suitePassed;
  failed += suiteFailed;
  lines.push(`${suite.name}: ${suitePassed} passed, ${suiteFailed} failed`);
}

console.log(`\n${lines.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
