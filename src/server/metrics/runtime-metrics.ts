import type pg from "pg";
import { Counter, Gauge, type Registry } from "prom-client";
import type { WorkerPool, WorkerStats } from "../workers/worker-stats.ts";
import type { RevisionTimes } from "./revision-times.ts";

/** What the process metrics are read from, at each scrape (nothing is counted per request here). */
export interface MetricSources {
  /** The shared response cache (http/response-cache.ts). */
  cache: { hits: number; misses: number; size: number; bytes: number };
  /** The data revision and when it was last read and last changed (revision-times.ts). */
  revisions: RevisionTimes;
  /** PostgreSQL only: the connection pool. */
  pool?: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount">;
  /** Worker-thread pools by name (rdkit, markdown, import_reader). */
  workers: Record<string, WorkerPool>;
}

const secondsSince = (at: number | undefined) => (at === undefined ? -1 : (Date.now() - at) / 1000);

/** Registers the gauges and counters of `sources` on `registry`; each reads its source when scraped. */
export function registerRuntimeMetrics(registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  const { cache, revisions, pool, workers } = sources;
  // Counters kept by their sources as plain numbers: set to the source's total at each scrape.
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  total(
    "archive_response_cache_hits_total",
    "Shareable requests answered from the response cache",
    () => cache.hits,
  );
  total(
    "archive_response_cache_misses_total",
    "Shareable requests the response cache could not answer (the app computed them)",
    () => cache.misses,
  );
  gauge("archive_response_cache_entries", "Answers held by the response cache", () => cache.size);
  gauge(
    "archive_response_cache_bytes",
    "Bytes the response cache holds against its limit",
    () => cache.bytes,
  );

  gauge("archive_data_revision", "The data revision this server serves", () => revisions.value);
  gauge(
    "archive_revision_age_seconds",
    "Seconds since this server saw the data revision change (-1: not yet read)",
    () => secondsSince(revisions.changedAt),
  );
  gauge(
    "archive_revision_poll_age_seconds",
    "Seconds since this server last read the data revision successfully: grows while the database cannot be reached (-1: never)",
    () => secondsSince(revisions.polledAt),
  );

  if (pool) {
    gauge("archive_db_pool_total", "PostgreSQL connections open (idle and in use)", () => pool.totalCount);
    gauge("archive_db_pool_idle", "PostgreSQL connections open and idle", () => pool.idleCount);
    gauge("archive_db_pool_waiting", "Queries waiting for a PostgreSQL connection", () => pool.waitingCount);
  }

  const poolGauge = (name: string, help: string, read: (stats: WorkerStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"],
      registers,
      collect() {
        for (const [pool, workerPool] of Object.entries(workers))
          this.set({ pool }, read(workerPool.stats()));
      },
    });
  poolGauge("archive_worker_threads", "Worker threads alive, by pool", (s) => s.threads);
  poolGauge("archive_worker_running", "Tasks running in worker threads, by pool", (s) => s.running);
  poolGauge("archive_worker_waiting", "Tasks waiting for a worker thread, by pool", (s) => s.waiting);
  new Counter({
    name: "archive_worker_replaced_total",
    help: "Worker threads replaced (crashed, out of memory, past their time limit), by pool",
    labelNames: ["pool"],
    registers,
    collect() {
      this.reset();
      for (const [pool, workerPool] of Object.entries(workers))
        this.inc({ pool }, workerPool.stats().replaced);
    },
  });
}
