import { invalidInput, unprocessable } from "../../domain/errors.ts";
import { markdownLimitProblem } from "../../domain/markdown-limits.ts";
import { fromDomain, serviceBusy } from "../http/errors.ts";
import { BoundedTaskError, createBoundedWorker } from "../workers/bounded-worker.ts";
import type { WorkerStats } from "../workers/worker-stats.ts";

/**
 * Markdown to HTML off the main thread (docs/decisions/security/0042-markdown-bounded-and-stored-rendered.md):
 * a text over the limits of domain/markdown-limits.ts is a 400 naming its field before any work;
 * the rest is rendered by one worker thread, one text at a time. A render that takes longer than
 * `timeoutMs` is a 422 naming the field: the worker is terminated (the only way to stop a
 * synchronous parser) and a new one is started for the next text. More than `maxWaiting` texts
 * waiting is a 503, so one caller cannot queue work for minutes.
 */
export interface MarkdownRenderer {
  /** The HTML of `source` (null for an empty text); `field` is the body field named in a refusal. */
  render(source: string | null | undefined, field: string): Promise<string | null>;
  /** Ends the worker; texts still waiting are refused with a 503. */
  close(): Promise<void>;
  /** How busy its worker is (the metrics). */
  stats(): WorkerStats;
}

const WORKER_URL = new URL("./markdown-worker.ts", import.meta.url);

export const markdownTooSlow = (field: string) =>
  fromDomain(unprocessable(field, "takes too long to render; simplify its lists, block quotes and links"));

export function createMarkdownRenderer(options: {
  timeoutMs: number;
  maxWaiting?: number;
  /** Told of each render stopped at the time limit (operators may want to know who sends them). */
  onTimeout?: (info: { field: string; characters: number }) => void;
}): MarkdownRenderer {
  const worker = createBoundedWorker<string, string | null>({
    url: WORKER_URL,
    timeoutMs: options.timeoutMs,
    maxWaiting: options.maxWaiting ?? 8,
  });
  return {
    render(source, field) {
      const text = source?.trim();
      if (!text) return Promise.resolve(null);
      const problem = markdownLimitProblem(text);
      if (problem) return Promise.reject(fromDomain(invalidInput(field, problem)));
      return worker.run(text).catch((error: unknown) => {
        if (!(error instanceof BoundedTaskError)) throw error;
        if (error.kind === "timeout") {
          options.onTimeout?.({ field, characters: text.length });
          throw markdownTooSlow(field);
        }
        if (error.kind === "busy") throw serviceBusy(2);
        throw error;
      });
    },
    close: () => worker.close(),
    stats: () => worker.stats(),
  };
}
