import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/support/chromium.ts";

/**
 * End-to-end tests against the production build (npm run build first), served by
 * scripts/e2e-server.ts on a loopback port. Debian's Chromium (its headless shell), never a
 * downloaded browser.
 *
 * Three projects, each with its own server: `chromium` (the suite, SQLite), `chromium-publishing`
 * (the specs that change what the public sees, on a database of their own so the other specs'
 * lists and counts hold) and `postgres-smoke` (tests/e2e/postgres-smoke.spec.ts: every public page
 * type once, over HTTP, with the server on a throw-away PostgreSQL database). `--project <name>`
 * starts only the servers its projects need.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? port + 1);
const SMOKE = "postgres-smoke";
const SMOKE_SPEC = "postgres-smoke.spec.ts";
/**
 * Specs that change what the public sees (publish, unpublish, merge, rename, new named reactions,
 * accepted pending items) run against a server and database of their own, so the read-only specs'
 * counts and lists hold.
 */
const PUBLISHING = "chromium-publishing";
const PUBLISHING_SPECS = [
  "contribution-flow.spec.ts",
  "editor-publish.spec.ts",
  "editor-named-reactions.spec.ts",
  "editor-merges.spec.ts",
  "editor-pending.spec.ts",
  "suggest-correction-credit.spec.ts",
];
const publishingPort = Number(process.env.E2E_PUBLISHING_PORT ?? port + 2);

/**
 * The projects named on the command line, as Playwright reads them (`--project a b`, `--project=a`,
 * repeated); empty means all.
 */
function requestedProjects(argv: string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith("--project=")) names.push(argv[i].slice("--project=".length));
    else if (argv[i] === "--project")
      while (argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) names.push(argv[++i]);
  }
  return names;
}
const requested = requestedProjects(process.argv);
const wants = (project: string) => requested.length === 0 || requested.includes(project);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two at a time keep this 2-core machine busy: four made every test 2.4 times slower and the
  // suite a minute longer (docs/benchmarks.md). E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // The JSON report (path from PLAYWRIGHT_JSON_OUTPUT_NAME) feeds the closing line of `npm test`.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The publishing specs are the longest: first, so they do not run alone at the end.
    {
      name: PUBLISHING,
      testMatch: PUBLISHING_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${publishingPort}`,
      },
    },
    {
      name: "chromium",
      testIgnore: [SMOKE_SPEC, ...PUBLISHING_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    { name: SMOKE, testMatch: SMOKE_SPEC, use: { baseURL: `http://127.0.0.1:${postgresPort}` } },
  ],
  webServer: [
    ...(wants("chromium")
      ? [
          {
            command: `node scripts/e2e-server.ts`,
            url: `http://127.0.0.1:${port}/api/syntheses/count`,
            env: { PORT: String(port) },
            reuseExistingServer: false,
            timeout: 120_000,
            // SIGTERM (not Playwright's default SIGKILL) lets the server remove its temporary folder.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
          },
        ]
      : []),
    ...(wants(PUBLISHING)
      ? [
          {
            name: "publishing",
            command: `node scripts/e2e-server.ts`,
            url: `http://127.0.0.1:${publishingPort}/api/syntheses/count`,
            env: { PORT: String(publishingPort) },
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
          },
        ]
      : []),
    ...(wants(SMOKE)
      ? [
          {
            name: "PostgreSQL",
            command: `node scripts/e2e-server.ts`,
            url: `http://127.0.0.1:${postgresPort}/api/syntheses/count`,
            env: {
              PORT: String(postgresPort),
              E2E_DATABASE: "postgres",
              E2E_PARENT_PID: String(process.pid),
            },
            reuseExistingServer: false,
            timeout: 120_000,
            // SIGTERM (not Playwright's default SIGKILL) lets the server stop PostgreSQL and remove
            // its folder; after 20 s the whole process group is killed anyway.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
          },
        ]
      : []),
  ],
});
