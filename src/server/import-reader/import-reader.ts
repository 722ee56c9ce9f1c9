import { invalidInput } from "../../domain/errors.ts";
import type { SchemeFileReading } from "../../domain/import/read-scheme-file.ts";
import type { ImportFormat } from "../../domain/import/scheme-file.ts";
import { fromDomain, importTooLarge, importTooSlow, serviceBusy } from "../http/errors.ts";
import { BoundedTaskError, createBoundedWorker } from "../workers/bounded-worker.ts";
import type { WorkerStats } from "../workers/worker-stats.ts";

/**
 * Reads an imported file's text in a worker thread with a time and a heap limit (docs/decisions/security/0091-imports-bounded-read-in-a-bounded-worker.md
 * "Imports read in a bounded worker"): whatever the file holds, reading it can cost that request,
 * never the main thread or the process. Refusals of the file are 400s naming its line; a file that
 * runs the reader past its limits is a 422 with its own code; a queue that is full, a 503.
 */
export interface ImportReader {
  read(format: ImportFormat, text: string): Promise<Extract<SchemeFileReading, { ok: true }>>;
  close(): Promise<void>;
  /** How busy its worker is (the metrics). */
  stats(): WorkerStats;
}

const WORKER_URL = new URL("./import-reader-worker.ts", import.meta.url);

export function createImportReader(options: {
  timeoutMs: number;
  heapMb: number;
  maxWaiting?: number;
}): ImportReader {
  const worker = createBoundedWorker<{ format: ImportFormat; text: string }, SchemeFileReading>({
    url: WORKER_URL,
    timeoutMs: options.timeoutMs,
    maxWaiting: options.maxWaiting ?? 4,
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(options.heapMb / 8))),
      stackSizeMb: 4,
    },
  });
  return {
    async read(format, text) {
      let reading: SchemeFileReading;
      try {
        reading = await worker.run({ format, text });
      } catch (error) {
        if (!(error instanceof BoundedTaskError)) throw error;
        if (error.kind === "timeout") throw importTooSlow(options.timeoutMs);
        if (error.kind === "out_of_memory") throw importTooLarge(options.heapMb);
        if (error.kind === "busy") throw serviceBusy(2);
        throw error;
      }
      if (!reading.ok) throw fromDomain(invalidInput("text", reading.message));
      return reading;
    },
    close: () => worker.close(),
    stats: () => worker.stats(),
  };
}
