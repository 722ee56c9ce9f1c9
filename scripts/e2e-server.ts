/**
 * The server the end-to-end tests run against: the production build on a fresh SQLite database in
 * a temporary folder, seeded with data/demo, with a known editor account. Started by Playwright.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createUser } from "../src/server/commands/create-user.ts";
import { loadReferenceData } from "../src/server/commands/load-reference-data.ts";
import { seedDemo } from "../src/server/commands/seed-demo.ts";
import { parseConfig } from "../src/server/config.ts";
import { createRuntime } from "../src/server/runtime.ts";
import { fixtureReference } from "../tests/fixtures/documents.ts";
import { E2E_EDITOR } from "./e2e-editor.ts";

const dir = mkdtempSync(join(tmpdir(), "synthesis-e2e-"));
const config = parseConfig({
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: `file:${join(dir, "e2e.db")}`,
  STORAGE_DIR: join(dir, "images"),
  LOG_LEVEL: "warn",
  SEED_DEMO: "false",
  PORT: process.env.PORT ?? "3100",
});
const runtime = await createRuntime(config);
await seedDemo(runtime);
// Test-only records the demo data need not have (e.g. a named reaction without a short description).
await loadReferenceData(runtime.publishDeps, fixtureReference);
await createUser({ users: runtime.repos.users }, E2E_EDITOR);
serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: "127.0.0.1" }, (info) => {
  console.log(`e2e server on http://127.0.0.1:${info.port}`);
});
