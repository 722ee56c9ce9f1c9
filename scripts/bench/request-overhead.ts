/**
 * The per-request cost of the observability (docs/benchmarks.md "Metrics and request ids"): each
 * piece timed alone in a loop, then a Hono app answering a tiny route with and without the request
 * id and metrics middlewares. Run: `npx node scripts/bench/request-overhead.ts`. A micro-benchmark,
 * for a machine too busy for `npm run bench`: it measures CPU time per request, not throughput.
 */
import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { requestIdMiddleware, requestIdOf } from "../../src/server/http/request-id.ts";
import { requestMetrics } from "../../src/server/http/request-metrics.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createMetrics } from "../../src/server/metrics/metrics.ts";

const ROUNDS = 5;
/** The median over ROUNDS of the nanoseconds one call of `work` takes, over `n` calls. */
function nsPerCall(n: number, work: (i: number) => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i++) work(i);
    rounds.push(Number(process.hrtime.bigint() - started) / n);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}
/** Median ns per request of each app, their rounds alternated so a busy machine slows both alike. */
async function nsPerRequest(n: number, apps: Hono[]): Promise<number[]> {
  const rounds: number[][] = apps.map(() => []);
  for (let round = 0; round < 2 * ROUNDS; round++) {
    for (const [index, app] of apps.entries()) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < n; i++)
        await app.request("/api/syntheses/12", { headers: { "x-request-id": "lb-1" } });
      rounds[index].push(Number(process.hrtime.bigint() - started) / n);
    }
  }
  return rounds.map((times) => times.sort((a, b) => a - b)[ROUNDS]);
}

const metrics = createMetrics();
const routes = ["/api/syntheses/:id", "/api/molecules/:id", "/*", "/api/search"];
const headers = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`header-${i}`, `value ${i}`]));
const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
const plainLogger = pino({ base: undefined }, nowhere);
const ourLogger = createLogger("info", { destination: nowhere });

/** Where copies go, so the loop cannot be optimised away. */
let kept: Record<string, string> = {};
const results: Record<string, number> = {
  "metrics.observe (counter + histogram, 4 routes)": nsPerCall(1_000_000, (i) =>
    metrics.http.observe("GET", routes[i % 4], 200, 0.0004),
  ),
  "two performance.now()": nsPerCall(1_000_000, () => performance.now() - performance.now()),
  "requestIdOf(sane header)": nsPerCall(1_000_000, () => requestIdOf("lb-7f3a.9_Z")),
  "requestIdOf(absent): a new UUID": nsPerCall(1_000_000, () => requestIdOf(undefined)),
  "cache hit headers copied with the id": nsPerCall(1_000_000, (i) => {
    kept = { ...headers, "x-request-id": routes[i % 4] };
  }),
  "log line, pino without server and mixin": nsPerCall(200_000, () =>
    plainLogger.info({ status: 200 }, "request"),
  ),
  "log line, createLogger (server + requestId mixin)": nsPerCall(200_000, () =>
    ourLogger.info({ status: 200 }, "request"),
  ),
};

const bare = new Hono();
bare.get("/api/syntheses/:id", (c) => c.text("ok"));
const observed = new Hono();
observed.use(requestIdMiddleware());
observed.use(requestMetrics(metrics.http));
observed.get("/api/syntheses/:id", (c) => c.text("ok"));
await nsPerRequest(10_000, [bare, observed]);
const [bareNs, observedNs] = await nsPerRequest(20_000, [bare, observed]);
results["Hono request, bare app"] = bareNs;
results["Hono request, with request id and metrics middlewares"] = observedNs;

if (Object.keys(kept).length === 0) console.log(kept);
for (const [what, ns] of Object.entries(results)) console.log(`${what}: ${(ns / 1000).toFixed(2)} µs`);
