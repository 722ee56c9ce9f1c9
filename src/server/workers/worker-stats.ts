/** How busy a pool of worker threads is, for the metrics (metrics/runtime-metrics.ts). */
export interface WorkerStats {
  /** Worker threads alive now. */
  threads: number;
  /** Tasks running now. */
  running: number;
  /** Tasks waiting for a worker. */
  waiting: number;
  /** Workers replaced since start: crashed, out of memory or stopped past their time limit. */
  replaced: number;
}

/** Anything that can say how busy its workers are. */
export interface WorkerPool {
  stats(): WorkerStats;
}
