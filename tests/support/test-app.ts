import { randomBytes } from "node:crypto";
import { copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { apiDocumentOf } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import type { Logger } from "../../src/server/logger.ts";
import { createRuntime, type Runtime } from "../../src/server/runtime.ts";
import { contractChecker } from "./contract-check.ts";

export interface TestApp {
  runtime: Runtime;
  engine: "sqlite" | "postgres";
  /**
   * Sends a request to the app in process; `path` starts with '/'. A JSON answer of a route the
   * OpenAPI document declares must match the document's schema for its status, or the call fails.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A fresh copy of the run's seeded template database (or a new empty one), for one test file or one
 * server: its URL and how to drop it.
 */
export async function copyTemplateDatabase(
  options: { empty?: boolean } = {},
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const engine = inject("engine");
  const templateUrl = inject("templateUrl");
  const suffix = randomBytes(6).toString("hex");
  if (engine === "postgres") {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    const name = `t_${suffix}`;
    // Concurrent copies of one template can collide ("being accessed by other users"): retry.
    for (let attempt = 0; ; attempt++) {
      try {
        // FILE_COPY copies the template's files at once instead of block by block through the WAL
        // (PostgreSQL 15's default): a copy took about 0.3 s instead of 0.47 (docs/benchmarks.md).
        await admin.query(
          `CREATE DATABASE ${name}${options.empty ? "" : " TEMPLATE app_template STRATEGY = FILE_COPY"}`,
        );
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
    return {
      databaseUrl: templateUrl.replace(/\/app_template$/, `/${name}`),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const path = templateUrl.replace(/^file:/, "").replace(/template\.db$/, `t-${suffix}.db`);
  if (!options.empty) copyFileSync(templateUrl.replace(/^file:/, ""), path);
  return { databaseUrl: `file:${path}`, drop: async () => {} };
}

/**
 * A fresh copy of the seeded template database and an app over it, for one test file:
 * `const t = await createTestApp(); afterAll(() => t.close());`. With `{ empty: true }` the
 * database is new and empty instead (migrated at start, like a first start); `logger` replaces the
 * silent one (to read what the app logs). With `{ sameDatabaseAs: other }` it is a second server of
 * `other`'s database (closing it leaves the database to `other`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { empty?: boolean; logger?: Logger; sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const engine = inject("engine");
  const { databaseUrl, drop } = options.sameDatabaseAs
    ? { databaseUrl: options.sameDatabaseAs.runtime.config.DATABASE_URL, drop: async () => {} }
    : await copyTemplateDatabase(options);

  const config = parseConfig({
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: inject("storageDir"),
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // E-mails of tests go to the run's temporary folder, never to data/outbox.
    MAIL_OUTBOX_DIR: join(dirname(inject("storageDir")), "outbox"),
    ...env,
  });
  // The API suite tests the API; pages are tested end to end against the production build.
  const runtime = await createRuntime(config, { withSite: false, logger: options.logger });
  let check: ReturnType<typeof contractChecker> | undefined;
  return {
    runtime,
    engine,
    request: async (path, init) => {
      const response = await runtime.app.request(`http://localhost${path}`, init);
      // Only JSON answers are checked against the document (a CSL-JSON download is a file).
      if (!response.headers.get("content-type")?.startsWith("application/json") || !path.startsWith("/api/"))
        return response;
      check ??= contractChecker(apiDocumentOf(runtime.app));
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return response; // A test of a broken answer reads it itself.
      }
      const mismatch = check(
        init?.method ?? "GET",
        new URL(path, "http://localhost").pathname,
        response.status,
        body,
      );
      if (mismatch) throw new Error(mismatch);
      return response;
    },
    async close() {
      await runtime.close();
      await drop();
    },
  };
}
