import { Agent, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeLoopback, serveOnLoopback } from "../../../tests/support/loopback-server.ts";
import { signIn } from "../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let server: Server;
let base: string;
/** Request targets that reached the Hono app (a cache hit never does). */
const reachedApp: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ server, base } = await serveOnLoopback(t, (request) => {
    const url = new URL(request.url);
    reachedApp.push(url.pathname + url.search);
  }));
});
afterAll(async () => {
  await closeLoopback(server);
  await t.close();
});

describe("the HTTP server", () => {
  it("answers a cache hit without reaching the app, with the same bytes and headers", async () => {
    t.runtime.http.cache.clear();
    reachedApp.length = 0;
    const first = await fetch(`${base}/api/named-reactions`, { headers: { "Accept-Encoding": "identity" } });
    const second = await fetch(`${base}/api/named-reactions`, { headers: { "Accept-Encoding": "identity" } });
    expect(reachedApp).toEqual(["/api/named-reactions"]);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const name of [
      "etag",
      "content-type",
      "cache-control",
      "content-security-policy",
      "x-content-type-options",
    ]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    const notModified = await fetch(`${base}/api/named-reactions`, {
      headers: { "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(notModified.status).toBe(304);
    expect(reachedApp).toHaveLength(1);
  });

  it("notes every request's arrival for the downloads that give way, cache hits included", async () => {
    const arrived = vi.spyOn(t.runtime.http.activity, "arrived");
    try {
      await (await fetch(`${base}/api/named-reactions`)).text();
      await (await fetch(`${base}/api/named-reactions`)).text(); // a hit: never reaches the app
      await (await fetch(`${base}/api/export/routes.json`)).text();
      expect(arrived.mock.calls.map(([path]) => path)).toEqual([
        "/api/named-reactions",
        "/api/named-reactions",
        "/api/export/routes.json",
      ]);
    } finally {
      arrived.mockRestore();
    }
  });

  it("hands the app only the query parameters of the cache key", async () => {
    t.runtime.http.cache.clear();
    reachedApp.length = 0;
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${base}/api/solvents?junk=${i}&utm_campaign=c${i}`)).status).toBe(200);
    }
    expect(reachedApp).toEqual(["/api/solvents"]);
    expect(t.runtime.http.cache.size).toBe(1);
  });

  it("answers search itself, byte for byte as the app's route does, without reaching the app", async () => {
    reachedApp.length = 0;
    for (const q of ["quinine", "qiunine", "", "x".repeat(201)]) {
      const path = `/api/search?q=${encodeURIComponent(q)}`;
      const direct = await fetch(`${base}${path}`);
      const inApp = await t.request(path);
      expect(direct.status).toBe(inApp.status);
      expect(await direct.text()).toBe(await inApp.text());
      expect(direct.headers.get("content-type")).toBe("application/json");
      expect(direct.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(reachedApp).toEqual([]);
    const tooLong = await fetch(`${base}/api/search?q=${"x".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { field: string } }).error.field).toBe("q");
    const found = (await (await fetch(`${base}/api/search?q=qiunine`)).json()) as {
      molecules: { name: string }[];
    };
    expect(found.molecules[0].name).toBe("Quinine");
  });

  it("a HEAD before any GET stores nothing", async () => {
    t.runtime.http.cache.clear();
    const head = await fetch(`${base}/api/authors`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(t.runtime.http.cache.size).toBe(0);
    const get = await fetch(`${base}/api/authors`);
    expect(((await get.json()) as unknown[]).length).toBeGreaterThan(10);
  });

  it("refuses a request target over 2 KB with 414 before anything else", async () => {
    const res = await fetch(`${base}/api/syntheses/count?${"a".repeat(2050)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("uri_too_long");
  });

  it("closes the connection after refusing an oversized login body, so the next request works", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
        const req = httpRequest(
          `${base}${path}`,
          {
            method,
            agent,
            headers:
              body === undefined
                ? {}
                : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const big = JSON.stringify({ email: "a@example.org", password: "x".repeat(200_000) });
    const refused = await send("POST", "/api/login", big);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe("close");
    const next = await send("GET", "/api/syntheses/count");
    expect(next.status).toBe(200);
    expect((JSON.parse(next.text) as { count: number }).count).toBeGreaterThan(0);
    agent.destroy();
  });

  it("answers a 50 MB body 413 while the client is still sending it, with or without Content-Length", async () => {
    const carla = await signIn(t, "contributor", "Carla Sender");
    const total = 50 * 2 ** 20;
    for (const chunked of [false, true]) {
      const answer = await sendUntilAnswered("/api/solvents", total, chunked, carla.headers);
      expect(answer.status).toBe(413);
      expect(answer.json).toEqual({
        error: { code: "payload_too_large", message: "Request body is too large" },
      });
      // The server answered long before the body ended, so it did not read it whole.
      expect(answer.sentWhenAnswered).toBeLessThan(total / 2);
    }
    // And the server goes on answering.
    expect((await fetch(`${base}/api/syntheses/count`)).status).toBe(200);
  });
});

/**
 * POSTs `total` bytes of JSON whitespace in 256 KB writes (waiting for the socket to drain, as a
 * real client does) and stops writing once an answer comes; answers how much had been sent then.
 */
function sendUntilAnswered(path: string, total: number, chunked: boolean, headers: Record<string, string>) {
  return new Promise<{ status: number; json: unknown; sentWhenAnswered: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      `${base}${path}`,
      {
        method: "POST",
        headers: {
          ...headers,
          "Content-Type": "application/json",
          ...(chunked ? {} : { "Content-Length": String(total) }),
        },
      },
      (res) => {
        answered = true;
        const sentWhenAnswered = sent;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), sentWhenAnswered });
        });
      },
    );
    // Once answered, the server closes the connection under the unsent rest: not a failure.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}
