import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

/**
 * The cache's memory bound, measured the way an operator would: a real server process (the
 * `npm start` entry point and V8 flags) hit with 20,000 requests whose query strings are all
 * different junk, and its resident memory read from /proc before and after. The cache is set to
 * 1,000 entries, so the requests are twenty times its entry limit (as 100,000 would be at the
 * default 5,000, at a fifth of the suite's time).
 */
let t: TestApp;
let server: ChildProcess;
let base: string;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--max-semi-space-size=16", resolve("src/server/main.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: t.runtime.config.DATABASE_URL,
      STORAGE_DIR: t.runtime.config.STORAGE_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      PUBLIC_URL: "http://archive.test",
      RESPONSE_CACHE_ENTRIES: String(CACHE_ENTRIES),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await vi.waitFor(
    async () => {
      const ok = await fetch(`${base}/api/syntheses/count`).then(
        (r) => r.ok,
        () => false,
      );
      expect(ok, "the server did not start").toBe(true);
    },
    { timeout: 60_000, interval: 100 },
  );
}, 120_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  await t?.close();
});

const CACHE_ENTRIES = 1_000;

const PATHS = [
  "/api/named-reactions",
  "/api/syntheses/1",
  "/api/authors",
  "/terms",
  "/syn/1",
  "/api/reagents",
];

/** `count` requests, 16 at a time, each with a query string never seen before. */
async function junkRequests(from: number, count: number) {
  let next = from;
  const end = from + count;
  const worker = async () => {
    while (next < end) {
      const i = next++;
      const path = PATHS[i % PATHS.length];
      const res = await fetch(`${base}${path}?junk${i}=${i.toString(36)}&utm_source=${i}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

describe("shared cache memory", () => {
  it("20,000 requests (20 times the cache's entry limit) with distinct junk query strings leave the RSS within 50 MB of the start", async () => {
    await junkRequests(0, 2 * CACHE_ENTRIES); // warm-up: code compiled, pools made, the cache full
    const before = rssMb();
    await junkRequests(2 * CACHE_ENTRIES, 20 * CACHE_ENTRIES);
    const after = rssMb();
    expect(after - before).toBeLessThan(50);
  }, 300_000);
});
