import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectionDrain } from "./connection-drain.ts";

/** A server whose handlers the test releases by hand: `/wait/<name>` answers when `release(name)`. */
async function startServer() {
  const waiting = new Map<string, () => void>();
  const started: string[] = [];
  const drain = new ConnectionDrain();
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const name = (req.url ?? "/").slice(1);
    started.push(name);
    if (name.startsWith("stream/")) {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first,");
    }
    if (name.startsWith("wait/") || name.startsWith("stream/")) {
      await new Promise<void>((resolve) => waiting.set(name, resolve));
    }
    res.end(name.startsWith("stream/") ? "last" : `answer ${name}`);
  };
  const server: Server = createServer(drain.wrap(listener));
  drain.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    drain,
    server,
    port,
    started,
    release(name: string) {
      waiting.get(name)?.();
    },
  };
}

/** A raw client connection: everything received, and whether (and when) it closed. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const state = { text: "", closed: false, error: "" };
  socket.on("data", (chunk) => {
    state.text += chunk.toString("latin1");
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    state.error = error.code ?? error.message;
  });
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      state.closed = true;
      resolve();
    }),
  );
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    state,
    closed,
    connected,
    get: (path: string) => socket.write(`GET /${path} HTTP/1.1\r\nHost: test\r\n\r\n`),
  };
}

/** Whether `done` holds within `ms` (asked every 5 ms). */
const until = (done: () => boolean, ms = 5_000) =>
  vi
    .waitFor(() => expect(done()).toBe(true), { timeout: ms, interval: 5 })
    .then(
      () => true,
      () => done(),
    );

/** Answers in the raw text (status line, headers and body of each). */
const answers = (text: string) => text.split(/(?=HTTP\/1\.1 )/).filter(Boolean);

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe("ConnectionDrain", () => {
  it("closes idle keep-alive connections at once and refuses new ones", async () => {
    const s = await startServer();
    servers.push(s.server);
    const idle = rawClient(s.port);
    idle.get("quick");
    expect(await until(() => idle.state.text.includes("answer quick"))).toBe(true);
    expect(idle.state.text).toMatch(/Connection: keep-alive/i);

    const drained = s.drain.drain(5_000);
    await idle.closed;
    expect(await drained).toEqual({ finished: 0, cut: 0 });
    const late = rawClient(s.port);
    await late.closed;
    expect(late.state.error).toBe("ECONNREFUSED");
  });

  it("lets a request in flight finish with its answer and Connection: close, then resolves", async () => {
    const s = await startServer();
    servers.push(s.server);
    const busy = rawClient(s.port);
    busy.get("wait/page");
    expect(await until(() => s.started.includes("wait/page"))).toBe(true);

    let resolved = false;
    const drained = s.drain.drain(5_000).finally(() => {
      resolved = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(resolved).toBe(false);
    expect(busy.state.closed).toBe(false);
    s.release("wait/page");
    await busy.closed;
    expect(await drained).toEqual({ finished: 1, cut: 0 });
    const [answer] = answers(busy.state.text);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/Connection: close/i);
    expect(answer).toMatch(/answer wait\/page$/);
  });

  it("answers a request sent on a kept-alive connection after the drain began, with Connection: close", async () => {
    const s = await startServer();
    servers.push(s.server);
    const client = rawClient(s.port);
    // The stream's headers (keep-alive) are out before the drain begins.
    client.get("stream/download");
    expect(await until(() => client.state.text.includes("first,"))).toBe(true);
    const drained = s.drain.drain(5_000);
    await new Promise((r) => setTimeout(r, 20));
    client.get("after");
    expect(await until(() => s.started.includes("after"))).toBe(true);
    s.release("stream/download");
    await client.closed;
    expect(await drained).toEqual({ finished: 2, cut: 0 });
    const [first, second] = answers(client.state.text);
    expect(first).toMatch(/Connection: keep-alive/i);
    expect(first).toMatch(/last\r\n0\r\n\r\n$/);
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/Connection: close/i);
    expect(second).toMatch(/answer after$/);
  });

  it("waits for a handler whose client has gone", async () => {
    const s = await startServer();
    servers.push(s.server);
    const gone = rawClient(s.port);
    gone.get("wait/left");
    expect(await until(() => s.started.includes("wait/left"))).toBe(true);
    gone.socket.destroy();
    let resolved = false;
    const drained = s.drain.drain(5_000).finally(() => {
      resolved = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(resolved).toBe(false);
    expect(s.drain.running).toBe(1);
    s.release("wait/left");
    expect(await drained).toEqual({ finished: 1, cut: 0 });
  });

  it("cuts what is still running at the deadline", async () => {
    const s = await startServer();
    servers.push(s.server);
    const stuck = rawClient(s.port);
    stuck.get("wait/forever");
    expect(await until(() => s.started.includes("wait/forever"))).toBe(true);
    const started = performance.now();
    const result = await s.drain.drain(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(result).toEqual({ finished: 0, cut: 1 });
    await stuck.closed;
    expect(stuck.state.text).toBe("");
    s.release("wait/forever");
  });

  it("serves a request that reached the server just before the drain began", async () => {
    const s = await startServer();
    servers.push(s.server);
    const client = rawClient(s.port);
    await client.connected;
    // Written, then the drain begins in the same turn: the bytes are in the kernel, not yet read.
    client.get("quick");
    const result = await s.drain.drain(5_000);
    await client.closed;
    expect(result).toEqual({ finished: 1, cut: 0 });
    expect(client.state.text).toMatch(/Connection: close/i);
    expect(client.state.text).toMatch(/answer quick$/);
  });
});
