import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoopback } from "../../../tests/support/loopback-server.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createHttpServer } from "../http/http-server.ts";
import { createMetricsServer } from "./metrics-server.ts";

const READS_PER_MINUTE = 5;
let t: TestApp;
let site: Server;
let metrics: Server;
let base: string;
let scrapeBase: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = async (server: Server) => {
  await closeLoopback(server);
};

beforeAll(async () => {
  // TRUST_PROXY: the test of the read limit reads from an address of its own (X-Forwarded-For).
  t = await createTestApp({
    METRICS_PORT: "0",
    PUBLIC_API_READS_PER_MINUTE: String(READS_PER_MINUTE),
    TRUST_PROXY: "true",
  });
  const registry = t.runtime.metrics?.registry;
  if (!registry) throw new Error("METRICS_PORT is set: the runtime must have metrics");
  // The same HTTP server as production, so cache hits answered before the app are counted too.
  site = createHttpServer(t.runtime.app, t.runtime.http, t.runtime.direct);
  base = await listen(site);
  metrics = createMetricsServer(registry);
  scrapeBase = await listen(metrics);
});
afterAll(async () => {
  await close(site);
  await close(metrics);
  await t.close();
});

const scrape = async () => {
  const answer = await fetch(`${scrapeBase}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
  return answer.text();
};
/** The value of the sample `name{labels}` in Prometheus text (labels in the order prom-client writes them). */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe(`the metrics listener (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("counts requests by route pattern and status, never by raw URL, with cache hits and latency", async () => {
    const list = (await (await fetch(`${base}/api/syntheses`)).json()) as { id: number }[];
    const [first, second] = list.map((synthesis) => synthesis.id);
    t.runtime.http.cache.clear();
    // Each synthesis twice: a miss the app answers, then a hit the raw listener answers.
    for (const id of [first, first, second, second]) {
      expect((await fetch(`${base}/api/syntheses/${id}`)).status).toBe(200);
    }
    expect((await fetch(`${base}/api/no-such-route/${first}`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/syntheses/:id",status="200"}')).toBe(4);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/syntheses/:id"}')).toBe(
      4,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/syntheses\/:id"\} \d+$/m,
    );
    // Bounded cardinality: no label holds an id or a raw path.
    expect(text).not.toContain(`/api/syntheses/${first}`);
    expect(text).not.toContain("no-such-route");
    expect(sample(text, "archive_response_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "archive_response_cache_misses_total")).toBeGreaterThanOrEqual(2);
  });

  it("has the revision lag, the worker pools, the database pool and the process's own metrics", async () => {
    const text = await scrape();
    expect(sample(text, "archive_data_revision")).toBeGreaterThan(0);
    expect(sample(text, "archive_revision_poll_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "archive_revision_age_seconds")).toBeGreaterThanOrEqual(0);
    for (const pool of ["rdkit", "markdown", "import_reader"]) {
      for (const name of ["archive_worker_threads", "archive_worker_running", "archive_worker_waiting"]) {
        expect(sample(text, `${name}{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
      }
      expect(sample(text, `archive_worker_replaced_total{pool="${pool}"}`)).toBe(0);
    }
    if (t.engine === "postgres") expect(sample(text, "archive_db_pool_total")).toBeGreaterThan(0);
    else expect(text).not.toContain("archive_db_pool_total");
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  it("counts the 429s of the public read limit under its limiter", async () => {
    let refused = 0;
    for (let i = 0; i <= READS_PER_MINUTE + 1; i++) {
      const answer = await fetch(`${base}/api/search?q=quinine${i}`, {
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
      if (answer.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const text = await scrape();
    expect(sample(text, 'archive_rate_limit_refusals_total{limiter="public_api_reads"}')).toBe(refused);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/search",status="429"}')).toBe(refused);
  });

  it("answers nothing but GET /metrics", async () => {
    for (const path of ["/", "/metrics/", "/metrics.txt", "/api/syntheses", "/healthz"]) {
      const answer = await fetch(`${scrapeBase}${path}`);
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    const posted = await fetch(`${scrapeBase}/metrics`, { method: "POST", body: "x" });
    expect(posted.status).toBe(404);
    expect((await fetch(`${scrapeBase}/metrics?name=x`)).status).toBe(200);
  });
});
