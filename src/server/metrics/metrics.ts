import { collectDefaultMetrics, Registry } from "prom-client";
import { HttpMetrics } from "./http-metrics.ts";
import { type MetricSources, registerRuntimeMetrics } from "./runtime-metrics.ts";

/**
 * The metrics of one server process, made only when METRICS_PORT is set: its own registry (so
 * apps built side by side in tests stay apart), Node's process metrics (RSS, heap, event-loop
 * delay, GC), the HTTP counters the request paths update, and `watch` for the rest, which is read
 * from its sources at each scrape.
 */
export interface Metrics {
  registry: Registry;
  http: HttpMetrics;
  watch(sources: MetricSources): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: new HttpMetrics(registry),
    watch: (sources) => registerRuntimeMetrics(registry, sources),
  };
}
