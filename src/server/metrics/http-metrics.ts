import { Counter, Histogram, type Registry } from "prom-client";

/** Latency buckets (seconds): a cache hit takes well under a millisecond, a page or export seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of an answer given before any routing (a target over the length limit). */
export const UNROUTED = "(unrouted)";

interface Series {
  labels: { method: string; route: string; status: string };
  timing: { method: string; route: string };
}

/**
 * Requests by method, route pattern and status, their latency, and the 429s of each limiter. Label
 * values are the router's patterns (`/api/syntheses/:id`), never a raw URL, so the number of
 * series stays bounded whatever clients send. The label objects of each series are made once and
 * reused: a request costs a Map look-up, a counter increment and a histogram observation.
 */
export class HttpMetrics {
  readonly #requests: Counter<"method" | "route" | "status">;
  readonly #duration: Histogram<"method" | "route">;
  readonly #refusals: Counter<"limiter">;
  readonly #series = new Map<string, Series>();
  readonly #limiters = new Map<string, { limiter: string }>();

  constructor(registry: Registry) {
    this.#requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    this.#duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer (headers and body handed to Node), by route pattern",
      labelNames: ["method", "route"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    this.#refusals = new Counter({
      name: "archive_rate_limit_refusals_total",
      help: "429 answers, by limiter (public_api_reads, or the route pattern whose limits refused)",
      labelNames: ["limiter"],
      registers: [registry],
    });
  }

  /** One answered request; `route` is a route pattern (or UNROUTED), `seconds` its latency. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, timing: { method, route } };
      this.#series.set(key, series);
    }
    this.#requests.inc(series.labels);
    this.#duration.observe(series.timing, seconds);
  }

  /** One 429 of `limiter`. */
  refused(limiter: string): void {
    let labels = this.#limiters.get(limiter);
    if (!labels) {
      labels = { limiter };
      this.#limiters.set(limiter, labels);
    }
    this.#refusals.inc(labels);
  }
}
