/**
 * The server the end-to-end tests run against: the production build on a fresh database seeded with
 * data/demo, with a known editor account. Started by Playwright (playwright.config.ts).
 *
 * By default the database is SQLite in a temporary folder. E2E_DATABASE=postgres starts a throw-away
 * PostgreSQL server instead (tests/support/postgres-server.ts, also as root) and stops it, removing
 * its folder, whenever this process ends: on SIGTERM/SIGINT/SIGHUP (Playwright's shutdown), on a
 * failed start, or when the parent process disappears.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUser } from "../src/server/api/shared/create-user.ts";
import { parseConfig } from "../src/server/config.ts";
import { createHttpServer } from "../src/server/http/http-server.ts";
import { createRuntime, type Runtime } from "../src/server/runtime.ts";
import { loadReferenceData } from "../src/server/seed/load-reference-data.ts";
import { seedDemo } from "../src/server/seed/seed-demo.ts";
import { fixtureReference } from "../tests/fixtures/documents.ts";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts";
import { startDoiResolver } from "./e2e-doi-resolver.ts";
import { E2E_ADMIN, E2E_CONTRIBUTOR, E2E_EDITOR } from "./e2e-editor.ts";
import { outboxPointerFile } from "./e2e-outbox.ts";
import { withUnescapedPage } from "./e2e-raw-page.ts";

const engine = process.env.E2E_DATABASE ?? "sqlite";
if (engine !== "sqlite" && engine !== "postgres") {
  console.error(`E2E_DATABASE must be sqlite or postgres, not ${engine}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "synthesis-e2e-"));
/** E-mails are written here as .eml files; the tests find the folder through outboxPointerFile. */
const outboxDir = join(dir, "outbox");
const port = process.env.PORT ?? "3100";
let postgres: PostgresServer | null = null;
let runtime: Runtime | null = null;
let stopped = false;

/** Synchronous, so it also runs from the 'exit' event: stops PostgreSQL and removes the folders. */
function cleanUp() {
  if (stopped) return;
  stopped = true;
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outboxPointerFile(port), { force: true });
}

async function shutDown(code: number) {
  // Close the pool first so PostgreSQL has no session left, but never wait long for it.
  await Promise.race([runtime?.close().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]);
  cleanUp();
  process.exit(code);
}

process.on("exit", cleanUp);
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.once(signal, () => shutDown(0));

try {
  let databaseUrl = `file:${join(dir, "e2e.db")}`;
  if (engine === "postgres") {
    postgres = await startPostgres();
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: postgres.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE e2e");
    await admin.end();
    databaseUrl = postgres.url("e2e");
    // Playwright ends its web servers with a signal; should Playwright itself die (E2E_PARENT_PID,
    // else the parent process), end too rather than leave PostgreSQL running.
    const watched = Number(process.env.E2E_PARENT_PID) || process.ppid;
    setInterval(() => {
      try {
        process.kill(watched, 0);
      } catch {
        void shutDown(1);
      }
    }, 1000).unref();
  }

  const config = parseConfig({
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: join(dir, "images"),
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    PORT: port,
    MAIL_OUTBOX_DIR: outboxDir,
    // The DOI look-up asks a local stand-in, never the internet.
    DOI_RESOLVER_URL: await startDoiResolver(),
    // Every spec signs up from 127.0.0.1: the per-address limit (10 an hour, tested by the API
    // suite) would refuse the suite's later sign-ups. The per-e-mail limit stays as it is.
    SIGNUP_MAX_PER_ADDRESS: "1000",
  });
  writeFileSync(outboxPointerFile(port), outboxDir);
  runtime = await createRuntime(config);
  await seedDemo(runtime);
  // Test-only records the demo data need not have (e.g. a named reaction without a short description).
  await loadReferenceData(runtime.publishDeps, fixtureReference);
  await createUser({ users: runtime.repos.users }, E2E_EDITOR);
  await createUser({ users: runtime.repos.users }, E2E_CONTRIBUTOR);
  await createUser({ users: runtime.repos.users }, E2E_ADMIN);
  // The same HTTP server as production (cache hits answered before the app), with one test-only
  // page (e2e-raw-page.ts).
  const server = createHttpServer(withUnescapedPage(runtime), runtime.http, runtime.direct);
  server.listen(config.PORT, "127.0.0.1", () => {
    console.log(`e2e server (${engine}) on http://127.0.0.1:${config.PORT}`);
  });
} catch (error) {
  console.error(error);
  await shutDown(1);
}
