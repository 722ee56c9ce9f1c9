import { Worker } from "node:worker_threads";
import { markdownLimitProblem } from "../../domain/markdown-limits.ts";
import { invalidInput, serviceBusy, unprocessable } from "../http/errors.ts";

/**
 * Markdown to HTML off the main thread (docs/decisions.md "Markdown bounded and stored rendered"):
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
}

interface Job {
  id: number;
  source: string;
  field: string;
  resolve(html: string | null): void;
  reject(error: unknown): void;
}

/** How long a new worker may take to load the parser. */
const START_UP_MS = 15_000;
const WORKER_URL = new URL("./markdown-worker.ts", import.meta.url);

export const markdownTooSlow = (field: string) =>
  unprocessable(field, "takes too long to render; simplify its lists, block quotes and links");

export function createMarkdownRenderer(options: {
  timeoutMs: number;
  maxWaiting?: number;
  /** Told of each render stopped at the time limit (operators may want to know who sends them). */
  onTimeout?: (info: { field: string; characters: number }) => void;
}): MarkdownRenderer {
  const maxWaiting = options.maxWaiting ?? 8;
  const waiting: Job[] = [];
  let worker: Worker | undefined;
  /** The worker has loaded the parser (its start-up does not count against the time limit). */
  let ready = false;
  let running: { job: Job; timer?: NodeJS.Timeout } | undefined;
  let nextId = 1;
  let closed = false;

  const settle = (outcome: { html: string | null } | { error: unknown }) => {
    if (!running) return;
    clearTimeout(running.timer);
    const { job } = running;
    running = undefined;
    if ("html" in outcome) job.resolve(outcome.html);
    else job.reject(outcome.error);
    startNext();
  };

  const discardWorker = () => {
    const old = worker;
    worker = undefined;
    ready = false;
    if (old) void old.terminate();
  };

  const spawn = (): Worker => {
    const w = new Worker(WORKER_URL);
    // An idle worker must not keep the process alive; close() ends it too.
    w.unref();
    w.on("message", (message: { ready: true } | { id: number; html: string | null }) => {
      if (w !== worker) return;
      if ("ready" in message) {
        ready = true;
        armTimer();
      } else if (running?.job.id === message.id) {
        settle({ html: message.html });
      }
    });
    w.on("error", (error) => {
      if (w !== worker) return;
      discardWorker();
      settle({ error });
    });
    w.on("exit", () => {
      if (w !== worker) return;
      worker = undefined;
      ready = false;
      settle({ error: new Error("the Markdown worker stopped") });
    });
    return w;
  };

  const startNext = () => {
    if (running || closed) return;
    const job = waiting.shift();
    if (!job) return;
    worker ??= spawn();
    running = { job };
    worker.postMessage({ id: job.id, source: job.source });
    armTimer();
  };

  /**
   * The running text's time limit, started once the worker is ready (loading the parser does not
   * count); until then a bound on the start-up, past which the text is answered 503.
   */
  function armTimer() {
    const current = running;
    if (!current) return;
    clearTimeout(current.timer);
    const rendering = ready;
    const [ms, error] = rendering
      ? [options.timeoutMs, markdownTooSlow(current.job.field)]
      : [START_UP_MS, serviceBusy(2)];
    current.timer = setTimeout(() => {
      if (rendering) options.onTimeout?.({ field: current.job.field, characters: current.job.source.length });
      discardWorker();
      settle({ error });
    }, ms);
  }

  return {
    render(source, field) {
      const text = source?.trim();
      if (!text) return Promise.resolve(null);
      const problem = markdownLimitProblem(text);
      if (problem) return Promise.reject(invalidInput(field, problem));
      if (closed || waiting.length >= maxWaiting) return Promise.reject(serviceBusy(2));
      return new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, source: text, field, resolve, reject });
        startNext();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(serviceBusy(2));
      const w = worker;
      worker = undefined;
      if (running) settle({ error: serviceBusy(2) });
      await w?.terminate();
    },
  };
}
