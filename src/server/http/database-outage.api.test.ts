import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type PostgresServer, startPostgres } from "../../../tests/support/postgres-server.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { connect } from "../../db/connect.ts";
import { createTxRepositories } from "../../db/repositories/index.ts";
import { createUser } from "../api/shared/create-user.ts";
import { parseConfig } from "../config.ts";
import { createRuntime, type Runtime } from "../runtime.ts";
import { seedDemo } from "../seed/seed-demo.ts";
import { BUILD_DIR } from "../web/site-routes.ts";
import { createHttpServer } from "./http-server.ts";

/**
 * Database outages. On PostgreSQL (run with the PostgreSQL suite): the app runs on a server of its
 * own under a light, steady load; that server is stopped and started again. Cached answers go on,
 * everything that needs the database answers 503 with Retry-After and the JSON error shape, never
 * 500; the revision poller logs the outage once and its end once; the app recovers without a
 * restart. On SQLite: a write lock held past the busy timeout is a 503 too.
 */
const engine = inject("engine");
const EMAIL = "outage@example.org";
const PASSWORD = "a-long-enough-password";

function expectUnavailable(response: Response, body: unknown, what: string) {
  expect(response.status, what).toBe(503);
  expect(Number(response.headers.get("retry-after")), what).toBeGreaterThan(0);
  expect(body, what).toEqual({
    error: { code: "database_unavailable", message: expect.stringMatching(/try again/) },
  });
}

// Each engine registers its own case (no test is skipped): PostgreSQL is stopped; SQLite is locked.
const describeOn = (wanted: typeof engine) => (engine === wanted ? describe : () => undefined);

describeOn("postgres")("while PostgreSQL is down", () => {
  const dir = mkdtempSync(join(tmpdir(), "outage-"));
  const logLines: { msg: string; event?: string; level: number; downMs?: number }[] = [];
  const withSite = existsSync(join(BUILD_DIR, "server/index.js"));
  let postgres: PostgresServer;
  let runtime: Runtime;
  let server: Server;
  let origin = "";
  let xsrf = "";

  beforeAll(async () => {
    postgres = await startPostgres();
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: postgres.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE outage");
    await admin.end();
    const config = parseConfig({
      DATABASE_URL: postgres.url("outage"),
      STORAGE_DIR: join(dir, "images"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      REVISION_POLL_MS: "200",
    });
    const logger = pino(
      { level: "info", base: undefined },
      { write: (line: string) => void logLines.push(JSON.parse(line)) },
    );
    runtime = await createRuntime(config, { logger, withSite });
    await seedDemo(runtime);
    await createUser({ users: runtime.repos.users }, { email: EMAIL, name: "Outage", password: PASSWORD });
    server = createHttpServer(runtime.app, runtime.http, runtime.direct);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const csrf = await fetch(`${origin}/sanctum/csrf-cookie`);
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(xsrf).not.toBe("");
  }, 120_000);

  afterAll(async () => {
    server?.close();
    await runtime?.close();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = () =>
    fetch(`${origin}/api/login`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: `XSRF-TOKEN=${xsrf}`,
        "X-XSRF-TOKEN": decodeURIComponent(xsrf),
      },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
  /** A public read the shared cache has not kept: every call asks the database. */
  const uncached = () => fetch(`${origin}/api/syntheses/1`, { headers: { Authorization: "Bearer none" } });
  const cachedApi = () => fetch(`${origin}/api/named-reactions`);
  const cachedPage = () => fetch(`${origin}/named-reactions`);

  it("serves cached reads, answers 503 elsewhere, logs the outage once and recovers without a restart", async () => {
    // Before: everything works, and the cache holds the public reads.
    expect((await cachedApi()).status).toBe(200);
    if (withSite) expect((await cachedPage()).status).toBe(200);
    expect((await uncached()).status).toBe(200);
    expect((await signIn()).status).toBe(200);

    // A light, steady load all through the outage: a cached read, an uncached read, a sign-in.
    const statuses: { at: number; what: string; status: number }[] = [];
    let loading = true;
    const t0 = performance.now();
    const load = (async () => {
      while (loading) {
        for (const [what, call] of [
          ["cached", cachedApi],
          ["uncached", uncached],
          ["sign-in", signIn],
        ] as const) {
          const response = await call();
          await response.arrayBuffer();
          statuses.push({ at: performance.now() - t0, what, status: response.status });
        }
        // Pacing, not waiting: a light load.
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    /** Polls `done` every 25 ms until it holds or `ms` pass; says whether it held. */
    const until = async (done: () => boolean, ms: number) => {
      for (const end = Date.now() + ms; !done() && Date.now() < end; )
        await new Promise((r) => setTimeout(r, 25));
      return done();
    };

    try {
      // The load is running: a first round of its answers is in before the database stops.
      expect(await until(() => statuses.length >= 3, 10_000)).toBe(true);
      const stoppedAt = performance.now() - t0;
      postgres.halt("fast");

      // During: cached answers go on; what needs the database is a 503 with Retry-After.
      const cached = await cachedApi();
      expect(cached.status).toBe(200);
      expect(await cached.json()).toEqual(expect.any(Array));
      if (withSite) {
        expect((await cachedPage()).status).toBe(200);
        // A page not in the cache: the site's error page with 503, not a 500.
        const page = await fetch(`${origin}/syn/2`);
        expect(page.status).toBe(503);
        expect(page.headers.get("content-type")).toMatch(/text\/html/);
        expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await page.text()).toContain("Error 503");
      }
      const read = await uncached();
      expectUnavailable(read, await read.json(), "uncached read");
      const login = await signIn();
      expectUnavailable(login, await login.json(), "sign-in");
      const miss = await fetch(`${origin}/api/syntheses/3`);
      expectUnavailable(miss, await miss.json(), "cache miss");
      // The search index lives in memory: search goes on too.
      expect((await fetch(`${origin}/api/search?q=barton`)).status).toBe(200);

      // Several failed polls, one log line.
      expect(await until(() => runtime.watcher.failedPolls >= 3, 15_000)).toBe(true);
      const outageLines = logLines.filter((l) => l.event === "database_unreachable");
      expect(outageLines).toHaveLength(1);
      expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
      expect(runtime.watcher.failing).toBe(true);

      // After: PostgreSQL is back; the same process answers again.
      const restartedAt = performance.now() - t0;
      await postgres.resume();
      const readyAt = performance.now() - t0;
      // Asked every 100 ms for 10 s at most.
      const recoveredAt = await vi.waitFor(
        async () => {
          const response = await uncached();
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          return performance.now() - t0;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(recoveredAt).toBeGreaterThan(0);
      expect((await signIn()).status).toBe(200);
      await vi.waitFor(() => expect(runtime.watcher.failing).toBe(false), { timeout: 10_000, interval: 100 });
      const pollerBackAt = performance.now() - t0;
      expect(logLines.filter((l) => l.event === "database_reachable")).toHaveLength(1);
      expect(logLines.filter((l) => l.event === "database_unreachable")).toHaveLength(1);

      // The poller works again: a write by another server sharing the database empties the cache.
      const before = runtime.watcher.value;
      const other = connect(postgres.url("outage"), { poolSize: 1 });
      await other.kysely.transaction().execute((trx) => createTxRepositories(trx).revisions.bump());
      await other.close();
      await vi.waitFor(() => expect(runtime.watcher.value).toBeGreaterThan(before), {
        timeout: 5_000,
        interval: 100,
      });

      loading = false;
      await load;
      const counts = (what: string, status: number) =>
        statuses.filter((s) => s.what === what && s.status === status).length;
      // Never a 500; the cached read never failed; the others were 503 only while the server was down.
      expect(statuses.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
      expect(statuses.filter((s) => s.what === "cached" && s.status !== 200)).toEqual([]);
      expect(counts("uncached", 503)).toBeGreaterThan(0);
      expect(counts("sign-in", 503)).toBeGreaterThan(0);
      for (const s of statuses.filter((x) => x.status === 503)) {
        expect(s.at).toBeGreaterThan(stoppedAt);
        expect(s.at).toBeLessThan(recoveredAt + 1000);
      }
      console.log(
        `outage (${withSite ? "with" : "without"} the site): stopped at ${Math.round(stoppedAt)} ms, ` +
          `started again at ${Math.round(restartedAt)} ms (ready ${Math.round(readyAt)} ms), ` +
          `reads answered again at ${Math.round(recoveredAt)} ms, poller back at ${Math.round(pollerBackAt)} ms ` +
          `(logged ${outageLines[0]?.msg}; down ${logLines.find((l) => l.event === "database_reachable")?.downMs} ms); ` +
          `load: ${statuses.length} requests, ${counts("cached", 200)} cached 200, ` +
          `${counts("uncached", 503)} uncached 503, ${counts("sign-in", 503)} sign-in 503, no 500`,
      );
    } finally {
      loading = false;
      await load;
    }
  }, 120_000);
});

describeOn("sqlite")("while another process holds SQLite's write lock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a write waits the busy timeout, then answers 503 with Retry-After; reads go on", async () => {
    const csrf = await t.request("/sanctum/csrf-cookie");
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")?.[1] ?? "";
    await createUser({ users: t.runtime.repos.users }, { email: EMAIL, name: "Locked", password: PASSWORD });
    const path = t.runtime.config.DATABASE_URL.replace(/^file:/, "");
    const other = new DatabaseSync(path);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      const login = await t.request("/api/login", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: `XSRF-TOKEN=${xsrf}`,
          "X-XSRF-TOKEN": decodeURIComponent(xsrf),
        },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      expectUnavailable(login, await login.json(), "sign-in while locked");
      expect(performance.now() - started).toBeGreaterThan(4000);
      expect((await t.request("/api/syntheses/1", { headers: { Authorization: "x" } })).status).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
  }, 30_000);
});
