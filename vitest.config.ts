import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure code, fast) and `api` (the Hono app in process against a copy of a
 * migrated, seeded template database; TEST_ENGINE=postgres runs it on a real PostgreSQL server).
 * Playwright specs under tests/e2e are never collected here. Both run their files and tests in a
 * random order (vitest prints the seed; `--sequence.seed=<n>` replays an order): every test builds
 * what it needs, so none may depend on another having run first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/data/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "**/node_modules/**"],
          testTimeout: 20_000,
          sequence: { shuffle: true },
        },
      },
      {
        test: {
          name: "api",
          // tests/hostile: hostile requests against the real server (needs the web build).
          include: ["src/**/*.api.test.ts", "tests/hostile/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          sequence: { shuffle: true },
        },
      },
    ],
  },
});
