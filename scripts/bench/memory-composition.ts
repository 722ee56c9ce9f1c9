/**
 * What a server's resident memory is made of, for the soak's report: the pages mapped from files
 * (the Node binary and its libraries, shared with every other server on the machine that runs the
 * same binary), the main thread's V8 heap (from the server's /metrics), and the rest of the
 * anonymous memory (worker threads: each RDKit worker's WebAssembly heap and V8 isolate; Node's
 * TypeScript stripping in each thread; malloc).
 */
import { readFileSync } from "node:fs";

export interface MemoryComposition {
  rssMb: number;
  fileBackedMb: number;
  mainHeapMb: number;
  otherAnonymousMb: number;
  workerThreads: Record<string, number>;
}

const MB = 1024 * 1024;

/** Kilobyte fields of /proc/<pid>/smaps_rollup by name ("Rss", "Anonymous", …). */
export function rollupFields(text: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const match of text.matchAll(/^(\w+):\s+(\d+) kB$/gm)) fields[match[1] as string] = Number(match[2]);
  return fields;
}

/** One sample of a metric (the first line named so, labels ignored unless given), or 0. */
export function metricValue(metrics: string, name: string, labels = ""): number {
  const prefix = `${name}${labels}`;
  for (const line of metrics.split("\n")) {
    if (line.startsWith(`${prefix} `)) return Number(line.slice(prefix.length + 1));
  }
  return 0;
}

/** Worker threads per pool from `archive_worker_threads{pool="…"}`. */
export function workerThreads(metrics: string): Record<string, number> {
  const threads: Record<string, number> = {};
  for (const match of metrics.matchAll(/^archive_worker_threads\{pool="(\w+)"\} (\d+)/gm)) {
    threads[match[1] as string] = Number(match[2]);
  }
  return threads;
}

export function composeMemory(rollup: string, metrics: string): MemoryComposition {
  const fields = rollupFields(rollup);
  const rssKb = fields.Rss ?? 0;
  const anonymousKb = fields.Anonymous ?? 0;
  const mainHeapMb = metricValue(metrics, "nodejs_heap_size_total_bytes") / MB;
  const anonymousMb = anonymousKb / 1024;
  return {
    rssMb: Math.round(rssKb / 1024),
    fileBackedMb: Math.round((rssKb - anonymousKb) / 1024),
    mainHeapMb: Math.round(mainHeapMb),
    otherAnonymousMb: Math.round(anonymousMb - mainHeapMb),
    workerThreads: workerThreads(metrics),
  };
}

/** Reads both sources of a running server. */
export async function measureMemory(pid: number, metricsOrigin: string): Promise<MemoryComposition> {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const metrics = await (await fetch(`${metricsOrigin}/metrics`)).text();
  return composeMemory(rollup, metrics);
}

export function memoryLine(m: MemoryComposition): string {
  const workers = Object.entries(m.workerThreads)
    .map(([pool, n]) => `${pool} ${n}`)
    .join(", ");
  return `RSS ${m.rssMb} MB = mapped from files ${m.fileBackedMb} MB (Node binary and libraries, shared between servers) + main-thread V8 heap ${m.mainHeapMb} MB + other anonymous ${m.otherAnonymousMb} MB (worker threads: ${workers}; their RDKit and V8 heaps, TypeScript stripping, malloc)`;
}
