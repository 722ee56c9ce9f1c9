import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { isTooLong } from "./cache-policy.ts";
import { uriTooLong } from "./errors.ts";
import type { HttpLayer } from "./http-layer.ts";

/** An answer made outside Hono: JSON text with its status and extra headers. */
export interface DirectAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Hot uncached GET routes the server answers itself, by exact path, from the raw query string.
 * Each must be the same function its Hono route calls, so the two cannot answer differently.
 */
export type DirectRoutes = Record<string, (query: URLSearchParams) => Promise<DirectAnswer>>;

/**
 * The Node HTTP server. A shared-cache hit is answered right here from stored bytes and headers:
 * no routing, no middleware chain, no Request or Response objects, so a cached read costs about
 * what a bare Node server costs. The few hot uncached reads of `direct` (search) are answered here
 * too. Everything else goes to the Hono app, with the query reduced to the parameters that make
 * the cache key (see cache-policy.ts). Neither hits nor direct answers are in the request log.
 */
export function createHttpServer(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  http: HttpLayer,
  direct: DirectRoutes = {},
): Server {
  const honoListener = getRequestListener(app.fetch);
  const refusedBody = JSON.stringify(uriTooLong().toBody());
  // Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or proxy that
  // reuses a connection just as the server closes it gets a reset instead of an answer, and common
  // proxies and clients keep theirs for up to a minute.
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? "/";
    if (isTooLong(target)) {
      res.writeHead(414, {
        ...http.security.nonHtml,
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(refusedBody),
      });
      res.end(refusedBody);
      return;
    }
    const method = req.method ?? "GET";
    const headers = req.headers;
    if (method === "GET") {
      const queryAt = target.indexOf("?");
      const handler = direct[queryAt === -1 ? target : target.slice(0, queryAt)];
      if (handler) {
        handler(new URLSearchParams(queryAt === -1 ? "" : target.slice(queryAt + 1))).then(
          (answer) => {
            res.writeHead(answer.status, {
              ...http.security.nonHtml,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(answer.body),
              ...answer.headers,
            });
            res.end(answer.body);
          },
          // Anything unexpected: the app answers instead (its error handling and log).
          () => honoListener(req, res),
        );
        return;
      }
    }
    const request = http.policy(method, target, headers);
    if (request) {
      const entry = http.cache.get(request.key);
      if (entry) {
        const answer = http.cache.answer(entry, {
          method,
          ifNoneMatch: headers["if-none-match"],
          acceptEncoding: headers["accept-encoding"],
        });
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? undefined);
        return;
      }
      req.url = request.target;
    }
    return honoListener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  return server;
}
