import { defineConfig } from "vitest/config";
import { SlowestFirstSequencer } from "./tests/support/slowest-first-sequencer.ts";

/**
 * Four projects: `unit` and `unit-isolated` (pure code, fast), and `api-sqlite` and `api-postgres` (the Hono app in
 * process against a copy of a migrated, seeded template database of that engine).
 * Playwright specs under tests/e2e are never collected here. Both run their files and tests in a
 * random order (vitest prints the seed; `--sequence.seed=<n>` replays an order), except that the
 * slowest files start first (tests/support/slowest-first-sequencer.ts): every test builds what it
 * needs, so none may depend on another having run first.
 */
/**
 * The API suite on one engine: `api-sqlite`, or `api-postgres` on a real PostgreSQL server that its
 * global setup starts. Both can run in one Vitest run, sharing its workers.
 */
/**
 * Files whose subject has nothing to do with the database engine (the response cache's memory
 * bound, RDKit's isolation in worker threads): run on SQLite only, where they take half the time.
 */
const ENGINE_BLIND = [
  "src/server/http/cache-memory.api.test.ts",
  "src/server/api/structures/rdkit-isolation.api.test.ts",
];

function apiProject(engine: "sqlite" | "postgres") {
  return {
    test: {
      name: `api-${engine}`,
      env: { TEST_ENGINE: engine },
      // tests/hostile: hostile requests against the real server (needs the web build).
      include: ["src/**/*.api.test.ts", "tests/hostile/**/*.test.ts"],
      exclude: ["**/node_modules/**", ...(engine === "postgres" ? ENGINE_BLIND : [])],
      globalSetup: ["tests/support/global-setup.ts"],
      // Files share a worker's modules (RDKit, pg, the app's graph are imported once per worker,
      // not once per file): 211 -> 131 s on PostgreSQL, 133 -> 116 s on SQLite (docs/benchmarks.md).
      // Every file builds its own app and database, so nothing else is shared.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      sequence: { shuffle: { tests: true } },
    },
  };
}

const UNIT_FILES = ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/data/**/*.test.ts"];
/** Unit test files that replace a module (vi.mock): they need a module graph of their own. */
const ISOLATED_FILES = "**/*.isolated.test.ts";

export default defineConfig({
  test: {
    // Two test files at a time. Left to itself, Vitest ran one at a time on this 2-core machine;
    // TEST_WORKERS changes it (more where the files mostly wait on servers and databases).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    // Files: shuffled by the sequencer; tests inside a file: shuffled by each project's setting.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT_FILES,
          exclude: ["**/*.api.test.ts", ISOLATED_FILES, "**/node_modules/**"],
          // Modules are imported once per worker (28 -> 14 s); files that replace a module with
          // vi.mock are named *.isolated.test.ts and run in `unit-isolated`.
          isolate: false,
          testTimeout: 20_000,
          sequence: { shuffle: { tests: true } },
        },
      },
      {
        test: {
          name: "unit-isolated",
          include: [ISOLATED_FILES],
          exclude: ["**/node_modules/**"],
          testTimeout: 20_000,
          sequence: { shuffle: { tests: true } },
        },
      },
      apiProject("sqlite"),
      apiProject("postgres"),
    ],
  },
});
