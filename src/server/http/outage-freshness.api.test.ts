import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type PostgresServer, startPostgres } from "../../../tests/support/postgres-server.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "../api/shared/create-user.ts";
import { parseConfig } from "../config.ts";
import { createRuntime, type Runtime } from "../runtime.ts";

/**
 * Two servers on one database: a write through server A reaches the answers of server B (which
 * keeps them in its response cache) within REVISION_POLL_MS plus a second, and, on PostgreSQL,
 * still does right after a database outage: B's revision poll kept its pace through the outage,
 * logged the outage when its first poll failed and its end with its true length.
 */
const engine = inject("engine");
const POLL_MS = 1_000;
/** Long enough that a poller backing off (2, 4, 8 s…) would still be waiting when the database is back. */
const OUTAGE_MS = 7_000;

type Request = (path: string, init?: RequestInit) => Promise<Response>;

/** Writes a solvent through `a`, then reads B's solvents until it is there: milliseconds from the write. */
async function visibleAfter(write: Request, headers: Record<string, string>, read: Request, name: string) {
  // Right after an outage A's own first try may still meet a closing connection: a 503, retried
  // every 100 ms for 5 s at most.
  const written = await vi.waitFor(
    async () => {
      const answer = await write("/api/solvents", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ name }),
      });
      expect(answer.status).not.toBe(503);
      return answer;
    },
    { timeout: 5_000, interval: 100 },
  );
  expect(written.status).toBe(201);
  const writtenAt = performance.now();
  // B's list, every 25 ms for 10 s at most; never seen is an infinite delay for the caller's bound.
  return vi
    .waitFor(
      async () => {
        const list = (await (await read("/api/solvents")).json()) as { name: string }[];
        expect(list.some((s) => s.name === name)).toBe(true);
        return performance.now() - writtenAt;
      },
      { timeout: 10_000, interval: 25 },
    )
    .catch(() => Number.POSITIVE_INFINITY);
}

const describeOn = (wanted: typeof engine) => (engine === wanted ? describe : () => undefined);

describeOn("postgres")("after a PostgreSQL outage", () => {
  const dir = mkdtempSync(join(tmpdir(), "outage-freshness-"));
  const linesB: { at: number; event?: string; downMs?: number; since?: string }[] = [];
  let postgres: PostgresServer;
  let a: Runtime;
  let b: Runtime;
  let editor: Record<string, string>;

  beforeAll(async () => {
    postgres = await startPostgres();
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: postgres.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE freshness");
    await admin.end();
    const config = parseConfig({
      DATABASE_URL: postgres.url("freshness"),
      STORAGE_DIR: join(dir, "images"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      REVISION_POLL_MS: String(POLL_MS),
    });
    a = await createRuntime(config, { withSite: false });
    const logger = pino(
      { level: "info", base: undefined },
      { write: (line: string) => void linesB.push({ at: performance.now(), ...JSON.parse(line) }) },
    );
    b = await createRuntime(config, { withSite: false, logger });
    const user = await createUser(
      { users: a.repos.users },
      {
        email: "freshness@example.org",
        name: "Fresh Editor",
        password: "a-long-enough-password",
        role: "editor",
      },
    );
    const session = await a.auth.sessions.start(user.id);
    editor = { Cookie: `synthesis_session=${session.token}`, "X-CSRF-TOKEN": session.csrfToken };
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a write through server A is in server B's answers within REVISION_POLL_MS plus a second once the database is back", async () => {
    const viaA: Request = (path, init) => Promise.resolve(a.app.request(`http://localhost${path}`, init));
    const viaB: Request = (path, init) => Promise.resolve(b.app.request(`http://localhost${path}`, init));
    // Before: B answers from its cache, and sees A's write within the bound.
    expect((await viaB("/api/solvents")).status).toBe(200);
    expect(await visibleAfter(viaA, editor, viaB, "Before the outage")).toBeLessThanOrEqual(POLL_MS + 1_000);

    const haltStart = performance.now();
    postgres.halt("fast");
    const haltDone = performance.now();
    await vi
      .waitFor(() => expect(linesB.some((l) => l.event === "database_unreachable")).toBe(true), {
        timeout: 5_000,
        interval: 50,
      })
      .catch(() => undefined); // the count below says what was logged
    const unreachable = linesB.filter((l) => l.event === "database_unreachable");
    expect(unreachable).toHaveLength(1);
    // Logged when the outage started: at the first poll after the database stopped.
    expect(unreachable[0]?.at ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(haltDone + POLL_MS + 500);
    // B still answers from its cache meanwhile.
    expect((await viaB("/api/solvents")).status).toBe(200);

    await new Promise((r) => setTimeout(r, Math.max(0, haltDone + OUTAGE_MS - performance.now())));
    const resumeStart = performance.now();
    await postgres.resume();
    const resumeDone = performance.now();

    const lag = await visibleAfter(viaA, editor, viaB, "After the outage");
    expect(lag).toBeLessThanOrEqual(POLL_MS + 1_000);

    const reachable = linesB.filter((l) => l.event === "database_reachable");
    expect(reachable).toHaveLength(1);
    expect(linesB.filter((l) => l.event === "database_unreachable")).toHaveLength(1);
    const end = reachable[0];
    // Logged when the outage ended, with its true length (each end known to within one poll).
    expect(end?.at ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(resumeDone + POLL_MS + 500);
    const downMs = end?.downMs ?? -1;
    expect(downMs).toBeGreaterThanOrEqual(resumeStart - haltDone - POLL_MS - 250);
    expect(downMs).toBeLessThanOrEqual(resumeDone - haltStart + POLL_MS + 250);
    console.log(
      `outage freshness: database down ${Math.round(resumeDone - haltStart)} ms; B logged it ` +
        `${Math.round((unreachable[0]?.at ?? 0) - haltDone)} ms after the stop and its end ` +
        `${Math.round((end?.at ?? 0) - resumeDone)} ms after the start, as ${downMs} ms; ` +
        `A's write in B's answers after ${Math.round(lag)} ms (REVISION_POLL_MS ${POLL_MS})`,
    );
  }, 120_000);
});

describeOn("sqlite")("two apps on one SQLite file", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REVISION_POLL_MS: String(POLL_MS) });
    b = await createTestApp({ REVISION_POLL_MS: String(POLL_MS) }, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a write through app A is in app B's cached answers within REVISION_POLL_MS plus a second", async () => {
    const editor = await signIn(a, "editor", "Fresh Editor");
    expect((await b.request("/api/solvents")).status).toBe(200);
    const lag = await visibleAfter(a.request, editor.headers, b.request, "Seen by the other app");
    expect(lag).toBeLessThanOrEqual(POLL_MS + 1_000);
  });
});
