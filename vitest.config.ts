import { defineConfig } from "vitest/config";
import { SlowestFirstSequencer } from "./tests/support/slowest-first-sequencer.ts";

/**
 * Three projects: `unit` (pure code, fast), and `api-sqlite` and `api-postgres` (the Hono app in
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
function apiProject(engine: "sqlite" | "postgres") {
  return {
    test: {
      name: `api-${engine}`,
      env: { TEST_ENGINE: engine },
      // tests/hostile: hostile requests against the real server (needs the web build).
      include: ["src/**/*.api.test.ts", "tests/hostile/**/*.test.ts"],
      globalSetup: ["tests/support/global-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      sequence: { shuffle: { tests: true } },
    },
  };
}

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
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/data/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "**/node_modules/**"],
          testTimeout: 20_000,
          sequence: { shuffle: { tests: true } },
        },
      },
      apiProject("sqlite"),
      apiProject("postgres"),
    ],
  },
});
