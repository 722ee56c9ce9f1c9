import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type RawOutcome, rawConnection, requestHead } from "../../../tests/support/raw-http.ts";
import { freePort, type ServerProcess, startServerProcess } from "../../../tests/support/server-process.ts";
import { copyTemplateDatabase } from "../../../tests/support/test-app.ts";
import { connect, type Db } from "../../db/connect.ts";
import { createUserRepository } from "../../db/repositories/users.ts";
import { createUser } from "../api/shared/create-user.ts";

/**
 * Graceful shutdown of the real server (src/server/main.ts with the built site, as `npm start` runs
 * it): SIGTERM arrives while page renders, an editor's write (its body half sent) and a bulk
 * download (its reader paused) are under way. Each of them gets its normal, complete answer; an
 * idle keep-alive connection is closed at once; new connections are refused; a request finished on
 * a kept-alive connection after the signal is answered with `Connection: close` (here /readyz: 503);
 * the process exits with 0 and prints nothing but its JSON log lines. With a deadline too short
 * for a request that never ends, that request is cut and the exit code is 1.
 */
const EMAIL = "shutdown-editor@example.org";
const PASSWORD = "a-long-enough-password";
const PAGES = 8;

interface Started {
  server: ServerProcess;
  port: number;
  origin: string;
}

const root = mkdtempSync(join(tmpdir(), "graceful-shutdown-"));
const cleanups: (() => Promise<void>)[] = [];
let databaseUrl = "";
let db: Db;
let storageDir = "";

beforeAll(async () => {
  if (!existsSync(resolve(import.meta.dirname, "../../../build/server/index.js")))
    throw new Error("The web build is missing: run `npm run build` (npm run test:api makes it when needed)");
  const copy = await copyTemplateDatabase();
  databaseUrl = copy.databaseUrl;
  storageDir = join(root, "images");
  cpSync(inject("storageDir"), storageDir, { recursive: true });
  db = connect(databaseUrl, { poolSize: 2 });
  await createUser(
    { users: createUserRepository(db.kysely) },
    { email: EMAIL, name: "Shutdown Editor", password: PASSWORD, role: "editor" },
  );
  cleanups.push(async () => {
    await db.close();
    await copy.drop();
  });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: storageDir,
    MAIL_OUTBOX_DIR: join(root, "outbox"),
    BULK_DOWNLOAD_DIR: join(root, "downloads"),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    ...env,
  });
  cleanups.push(() => server.kill("SIGKILL"));
  const listening = await Promise.race([server.waitFor(/"listening"/), server.exited.then(() => null)]);
  if (listening === null) throw new Error(`the server did not start:\n${server.lines.slice(-20).join("\n")}`);
  const origin = `http://127.0.0.1:${port}`;
  // Ready: RDKit has loaded in its workers.
  await vi.waitFor(async () => expect((await fetch(`${origin}/readyz`)).status).toBe(200), {
    timeout: 30_000,
    interval: 100,
  });
  return { server, port, origin };
}

/** The cookie and anti-forgery headers of a signed-in editor, from the sign-in form's two calls. */
async function signIn(origin: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const take = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  take(await fetch(`${origin}/sanctum/csrf-cookie`));
  const xsrf = () => decodeURIComponent(cookies.get("XSRF-TOKEN") ?? "");
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie(), "X-XSRF-TOKEN": xsrf() },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  take(login);
  return { Cookie: cookie(), "X-XSRF-TOKEN": xsrf() };
}

/** A pino line of the server's output, or null for anything else (a plain-text stack, a warning). */
function jsonLine(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The server printed its JSON log lines only, none of them an error or a stack. */
function expectQuietLog(lines: readonly string[]) {
  const notJson = lines.filter((line) => jsonLine(line) === null);
  expect(notJson, "lines that are not the server's JSON log").toEqual([]);
  const errors = lines.filter((line) => Number(jsonLine(line)?.level) >= 50 || /"stack"|\n\s+at /.test(line));
  expect(errors, "error lines").toEqual([]);
}

describe("SIGTERM", () => {
  it("lets the page renders, the editor's write and the bulk download under way finish, refuses the rest, exits with 0", async () => {
    const { server, port, origin } = await start();
    const editor = await signIn(origin);
    const syntheses = (await (await fetch(`${origin}/api/syntheses`)).json()) as { id: number }[];
    expect(syntheses.length).toBeGreaterThanOrEqual(PAGES);
    const answered = async (connection: ReturnType<typeof rawConnection>) => {
      await vi.waitFor(() => expect(connection.received()).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 50,
      });
    };

    // Two kept-alive connections, each with one answer behind it: one stays idle, the other has
    // begun its next request (/readyz, its head not yet complete) when the signal comes.
    const idle = rawConnection(port);
    await idle.write(requestHead("GET", "/healthz"));
    await answered(idle);
    const reused = rawConnection(port);
    await reused.write(requestHead("GET", "/healthz"));
    await answered(reused);
    const readyHead = requestHead("GET", "/readyz");
    await reused.write(readyHead.slice(0, -2));
    // The editor's write: its head and half its body now, the rest after SIGTERM.
    const solvent = `Shutdown solvent ${Date.now()}`;
    const body = Buffer.from(JSON.stringify({ name: solvent }));
    const write = rawConnection(port);
    await write.write(
      requestHead("POST", "/api/solvents", {
        ...editor,
        "Content-Type": "application/json",
        "Content-Length": String(body.length),
      }) + body.subarray(0, 10).toString("latin1"),
    );
    // The bulk download: its first bytes arrive, then the test stops reading until after SIGTERM.
    const download = rawConnection(port);
    await download.write(requestHead("GET", "/api/export/syntheses.jsonl"));
    await answered(download);
    download.socket.pause();
    // Page renders of pages nobody asked for yet (none in the response cache).
    const pages = syntheses.slice(0, PAGES).map((s) => {
      const page = rawConnection(port);
      return { page, sent: page.write(requestHead("GET", `/syn/${s.id}`)) };
    });
    await Promise.all(pages.map((p) => p.sent));

    const killedAt = performance.now();
    server.child.kill("SIGTERM");
    expect(await server.waitFor(/"shutting down"/)).not.toBeNull();

    // From now on new connections are refused (one that slipped in as the listener closed would be
    // answered, never with a 500).
    const refusals: string[] = [];
    const answeredAfter: number[] = [];
    let exited = false;
    void server.exited.then(() => {
      exited = true;
    });
    const probing = (async () => {
      while (!exited) {
        try {
          const res = await fetch(`${origin}/api/syntheses/count`);
          answeredAfter.push(res.status);
          await res.arrayBuffer();
        } catch (error) {
          refusals.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    // The idle connection is closed at once, while the write is still waiting for its body.
    const idleOutcome = await idle.closed;
    expect(idleOutcome.error).toBe("");
    expect(idleOutcome.answers.map((a) => a.status)).toEqual([200]);
    expect(write.received()).toBe(0);
    // The reused connection's /readyz, finished after SIGTERM: 503 and Connection: close.
    await reused.write("\r\n");
    // The rest of the write's body; the download is read to its end.
    await write.write(body.subarray(10));
    download.socket.resume();

    const [reusedOutcome, written, downloaded, ...rendered] = await Promise.all([
      reused.closed,
      write.closed,
      download.closed,
      ...pages.map((p) => p.page.closed),
    ]);
    const exit = await server.exited;
    await probing;

    const [, ready] = reusedOutcome?.answers ?? [];
    expect(reusedOutcome?.answers.map((a) => a.status)).toEqual([200, 503]);
    expect(ready?.headers.connection).toBe("close");
    expect(JSON.parse(ready?.body.toString("utf8") ?? "{}")).toEqual({ status: "not ready" });

    // The write: 201, saved.
    expect(written?.answers.map((a) => a.status)).toEqual([201]);
    const created = JSON.parse(written?.answers[0]?.body.toString("utf8") ?? "{}") as {
      id: number;
      name: string;
    };
    expect(created.name).toBe(solvent);
    expect(written?.answers[0]?.headers.connection).toBe("close");
    const stored = await db.kysely
      .selectFrom("solvents")
      .select("name")
      .where("id", "=", created.id)
      .execute();
    expect(stored).toEqual([{ name: solvent }]);

    // The download: 200 with its metadata line and one whole line per synthesis.
    expect(downloaded?.answers.map((a) => a.status)).toEqual([200]);
    const [meta, ...records] = (
      downloaded?.answers[0]?.body.toString("utf8").trimEnd().split("\n") ?? []
    ).map((line) => JSON.parse(line) as { "@meta"?: unknown; id?: number });
    expect(meta?.["@meta"]).toBeDefined();
    const byId = (x: number, y: number) => x - y;
    expect(records.map((record) => record.id ?? -1).sort(byId)).toEqual(
      syntheses.map((s) => s.id).sort(byId),
    );

    // The pages: 200, whole documents.
    for (const outcome of rendered as RawOutcome[]) {
      expect(outcome.answers.map((a) => a.status)).toEqual([200]);
      expect(outcome.answers[0]?.body.toString("utf8")).toMatch(/<\/html>\s*$/);
    }
    // Work was under way when the signal came: the write at least, and pages still rendering.
    const shuttingDown = jsonLine(server.lines.find((l) => l.includes('"shutting down"')) ?? "");
    expect(Number(shuttingDown?.running)).toBeGreaterThanOrEqual(2);
    const pagesAfterKill = (rendered as RawOutcome[]).filter((o) => o.closedAt > killedAt).length;

    // Refused after the signal, never a 500.
    expect(refusals.length).toBeGreaterThan(0);
    // A refusal is the closed port, or a kept-alive connection the server closed as it stopped
    // listening (a loaded machine lets a probe reuse one just then): never an HTTP answer.
    const CONNECTION_LEVEL = ["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET"];
    expect(refusals.filter((code) => !CONNECTION_LEVEL.includes(code))).toEqual([]);
    expect(answeredAfter.filter((status) => status >= 500)).toEqual([]);

    expect(exit).toEqual({ code: 0, signal: null });
    const shutDown = jsonLine(server.lines.find((l) => l.includes('"shut down"')) ?? "");
    expect(shutDown?.cut).toBe(0);
    expectQuietLog(server.lines);
    console.log(
      `shutdown: ${shuttingDown?.running} requests under way at SIGTERM, ${pagesAfterKill} of ${PAGES} ` +
        `pages finished after it, drained and closed in ${shutDown?.ms} ms; ${refusals.length} ` +
        `connections refused and ${answeredAfter.length} answered after it; exit ${exit.code}`,
    );
  }, 120_000);

  it("cuts a request still running at SHUTDOWN_TIMEOUT_MS and exits with 1", async () => {
    const { server, port, origin } = await start({ SHUTDOWN_TIMEOUT_MS: "1000" });
    const editor = await signIn(origin);
    // An editor's write whose body never comes.
    const stuck = rawConnection(port);
    await stuck.write(
      `${requestHead("POST", "/api/solvents", { ...editor, "Content-Type": "application/json", "Content-Length": "100" })}{"name":`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const killedAt = performance.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const took = performance.now() - killedAt;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(1000);
    const outcome = await stuck.closed;
    expect(outcome.answers).toEqual([]);
    expect(server.lines.some((l) => jsonLine(l)?.msg === "shutdown: requests still running were cut")).toBe(
      true,
    );
    expect(jsonLine(server.lines.find((l) => l.includes('"shut down"')) ?? "")?.cut).toBe(1);
    expectQuietLog(server.lines);
  }, 120_000);
});
