import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer } from "../../src/server/http/http-server.ts";
import type { TestApp } from "./test-app.ts";

/** Starts `server` on a free loopback port; resolves with its origin (`http://127.0.0.1:PORT`). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes `server` and every connection still open to it (kept-alive ones included). */
export async function closeLoopback(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * The test app behind the production HTTP server (its cache and direct answers first), on a free
 * loopback port. `reachedApp`, when given, sees each request that gets past them to the Hono app.
 */
export async function serveOnLoopback(
  t: TestApp,
  reachedApp?: (request: Request) => void,
): Promise<{ server: Server; base: string }> {
  const app = t.runtime.app;
  const watched = reachedApp && {
    fetch: (request: Request) => {
      reachedApp(request);
      return app.fetch(request);
    },
  };
  const server = createHttpServer(watched ?? app, t.runtime.http, t.runtime.direct);
  return { server, base: await listenOnLoopback(server) };
}
