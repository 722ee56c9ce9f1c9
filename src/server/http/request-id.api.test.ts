import type { Server } from "node:http";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoopback, serveOnLoopback } from "../../../tests/support/loopback-server.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createLogger } from "../logger.ts";

/** Every line the app logs, parsed, for this file's app. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: createLogger("info", { serverId: "web-7", destination: sink }) });
  ({ server, base } = await serveOnLoopback(t));
});
afterAll(async () => {
  await closeLoopback(server);
  await t.close();
});

const requestLine = (path: string) => lines.findLast((line) => line.msg === "request" && line.path === path);

describe(`X-Request-Id (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("echoes a sane id and puts it and the server's identity in the request's log line", async () => {
    const answer = await t.request("/api/named-reactions/999999999", {
      headers: { "X-Request-Id": "lb-7f3a.9_Z" },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-request-id")).toBe("lb-7f3a.9_Z");
    expect(requestLine("/api/named-reactions/999999999")).toMatchObject({
      requestId: "lb-7f3a.9_Z",
      server: "web-7",
      status: 404,
    });
  });

  it("replaces an id that is too long, empty or not a plain token, and logs the replacement", async () => {
    for (const [i, sent] of ["x".repeat(65), "", "a b", 'x","admin":true', "é"].entries()) {
      const path = `/api/named-reactions/${999_999_000 + i}`;
      const answer = await t.request(path, { headers: { "X-Request-Id": sent } });
      const id = answer.headers.get("x-request-id") ?? "";
      expect(id, JSON.stringify(sent)).toMatch(UUID);
      expect(requestLine(path)?.requestId).toBe(id);
    }
    const absent = await t.request("/api/named-reactions/999998999");
    expect(absent.headers.get("x-request-id")).toMatch(UUID);
    expect(requestLine("/api/named-reactions/999998999")?.requestId).toBe(absent.headers.get("x-request-id"));
  });

  it("is on the answers the raw listener gives itself (a cache hit, a direct answer, a 414)", async () => {
    t.runtime.http.cache.clear();
    await fetch(`${base}/api/named-reactions`);
    const hit = await fetch(`${base}/api/named-reactions`, { headers: { "X-Request-Id": "hit-1" } });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-request-id")).toBe("hit-1");
    const direct = await fetch(`${base}/healthz`, { headers: { "X-Request-Id": "bad id" } });
    expect(direct.headers.get("x-request-id")).toMatch(UUID);
    const tooLong = await fetch(`${base}/${"a".repeat(3000)}`, { headers: { "X-Request-Id": "long-1" } });
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers.get("x-request-id")).toBe("long-1");
  });

  it("marks every line of the process with the server and only a request's lines with an id", async () => {
    t.runtime.logger.info("outside any request");
    const outside = lines.findLast((line) => line.msg === "outside any request");
    expect(outside).toMatchObject({ server: "web-7" });
    expect(outside).not.toHaveProperty("requestId");
    // One line's fields never leak into the next (pino merges them into what the mixin returns).
    t.runtime.logger.info({ leaked: true }, "first line");
    t.runtime.logger.info("second line");
    expect(lines.findLast((line) => line.msg === "second line")).not.toHaveProperty("leaked");
    expect(lines.every((line) => line.server === "web-7")).toBe(true);
  });
});
