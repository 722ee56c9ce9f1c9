import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { addressGroup, socketClientAddress } from "../auth/client-address.ts";
import { UNROUTED } from "../metrics/http-metrics.ts";
import { isTooLong } from "./cache-policy.ts";
import type { ConnectionDrain } from "./connection-drain.ts";
import { uriTooLong } from "./errors.ts";
import type { HttpLayer } from "./http-layer.ts";
import { type Allowance, allowanceHeaders, isPublicRead } from "./public-api.ts";
import { PUBLIC_READ_LIMITER, refusedRead } from "./public-api-middleware.ts";
import { requestIdOf } from "./request-id.ts";

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
 * Both carry the public API's CORS and rate-limit headers as the app's answers do (a direct answer
 * is counted, a hit is not: public-api.ts). Every request's arrival is noted first, for the
 * downloads that give way to the site (site-activity.ts). With a `drain`, every request is counted
 * so a shutdown can let it finish (connection-drain.ts).
 */
export function createHttpServer(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  http: HttpLayer,
  direct: DirectRoutes = {},
  drain?: ConnectionDrain,
  /** Answers first what it knows and passes the rest on (`npm run dev`: Vite's own requests). */
  front?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
): Server {
  const honoListener = getRequestListener(app.fetch);
  const refusedBody = JSON.stringify(uriTooLong().toBody());
  // Every answer made here carries the request's id (request-id.ts) and, with metrics on, is counted
  // as the app counts its own: a hit under the route that made it, a direct answer under its path.
  const metrics = http.metrics;
  // Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or proxy that
  // reuses a connection just as the server closes it gets a reset instead of an answer, and common
  // proxies and clients keep theirs for up to a minute.
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = metrics ? performance.now() : 0;
    const target = req.url ?? "/";
    const method = req.method ?? "GET";
    const headers = req.headers;
    const counted = (route: string, status: number) =>
      metrics?.observe(method, route, status, (performance.now() - started) / 1000);
    if (isTooLong(target)) {
      res.writeHead(414, {
        ...http.security.nonHtml,
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(refusedBody),
        "x-request-id": requestIdOf(headers["x-request-id"]),
      });
      res.end(refusedBody);
      counted(UNROUTED, 414);
      return;
    }
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    http.activity.arrived(path);
    const address = () =>
      addressGroup(socketClientAddress(headers["x-forwarded-for"], req.socket.remoteAddress, http.publicApi));
    const refuse = (allowance: Allowance, route: string) => {
      const refused = refusedRead(allowance, http.security.nonHtml);
      res.writeHead(429, {
        ...refused.headers,
        "content-length": Buffer.byteLength(refused.body),
        "x-request-id": requestIdOf(headers["x-request-id"]),
      });
      res.end(refused.body);
      counted(route, 429);
      metrics?.refused(PUBLIC_READ_LIMITER);
    };
    if (method === "GET") {
      const handler = direct[path];
      if (handler) {
        const taken = isPublicRead(path) ? http.publicApi.limit.take(address()) : Promise.resolve(undefined);
        taken
          .then(async (allowance) => {
            if (allowance && allowance.wait > 0) return refuse(allowance, path);
            const answer = await handler(
              new URLSearchParams(queryAt === -1 ? "" : target.slice(queryAt + 1)),
            );
            res.writeHead(answer.status, {
              ...http.security.nonHtml,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(answer.body),
              ...answer.headers,
              ...(allowance ? allowanceHeaders(allowance) : {}),
              "x-request-id": requestIdOf(headers["x-request-id"]),
            });
            res.end(answer.body);
            counted(path, answer.status);
          })
          // Anything unexpected: the app answers instead (its error handling and log).
          .catch(() => honoListener(req, res));
        return;
      }
    }
    const request = http.policy(method, target, headers);
    if (request) {
      const entry = http.cache.lookup(request.key, { countMiss: false });
      if (entry) {
        const route = entry.route ?? UNROUTED;
        const allowance = isPublicRead(path) ? http.publicApi.limit.peek(address()) : undefined;
        if (allowance && allowance.wait > 0) return refuse(allowance, route);
        const answer = http.cache.answer(entry, {
          method,
          ifNoneMatch: headers["if-none-match"],
          acceptEncoding: headers["accept-encoding"],
        });
        const requestId = requestIdOf(headers["x-request-id"]);
        res.writeHead(
          answer.status,
          allowance
            ? { ...answer.headers, ...allowanceHeaders(allowance), "x-request-id": requestId }
            : { ...answer.headers, "x-request-id": requestId },
        );
        res.end(answer.body ?? undefined);
        counted(route, answer.status);
        return;
      }
      req.url = request.target;
    }
    lingerAfterRefusedBody(req, res);
    return honoListener(req, res);
  };
  const served = front
    ? (req: IncomingMessage, res: ServerResponse) => front(req, res, () => listener(req, res))
    : listener;
  const server = createServer(drain ? drain.wrap(served) : served);
  drain?.attach(server);
  server.keepAliveTimeout = 65_000;
  return server;
}

/** How long a connection keeps discarding a refused body after its 413 before it is dropped. */
const LINGER_MS = 2_000;

/**
 * A 413 closes the connection while the client may still be sending the body. Closed at once, the
 * unread bytes make the kernel send a reset, which can reach the client before it has read the
 * answer: it reports a broken pipe instead of "Request body is too large" (seen in the hostile
 * suite). So the connection lingers, as nginx's does: the answer and a half-close go out, the rest
 * of the body is read and discarded (Node dumps an unread request once it is answered), and the
 * socket is destroyed when the client closes its side or after LINGER_MS, whichever comes first.
 */
function lingerAfterRefusedBody(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket;
  res.once("prefinish", () => {
    if (res.statusCode !== 413 || req.complete) return;
    // Node's server calls destroySoon() on this socket once the closing answer is written.
    socket.destroySoon = () => {
      socket.end();
      const drop = setTimeout(() => socket.destroy(), LINGER_MS);
      drop.unref();
      socket.once("close", () => clearTimeout(drop));
      socket.once("end", () => socket.destroy());
    };
  });
}
