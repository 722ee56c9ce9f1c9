import { type ResourceLimits, Worker } from "node:worker_threads";
import type { WorkerPool } from "./worker-stats.ts";

/**
 * Synchronous work that a request's input could make slow or large (a Markdown text, an imported
 * file) runs here, off the main thread, one task at a time in one worker thread: a task that runs
 * past `timeoutMs`, or needs more heap than `resourceLimits` gives, costs that worker (terminated,
 * the only way to stop synchronous code) and is answered with a BoundedTaskError; the next task
 * gets a new worker. The process and its other requests never notice. Tasks wait in a short queue;
 * past `maxWaiting` they are refused at once.
 *
 * The worker module calls `serveTasks` (bounded-worker-thread.ts).
 */
export interface BoundedWorkerOptions {
  url: URL;
  /** The longest one task may run, counted from when the worker is ready. */
  timeoutMs: number;
  /** Tasks waiting at most; one more is refused with kind "busy". */
  maxWaiting: number;
  /** Heap and stack of the worker (Node's worker resource limits). */
  resourceLimits?: ResourceLimits;
  /** How long a new worker may take to load its modules. */
  startUpMs?: number;
}

export type BoundedTaskFailure = "timeout" | "out_of_memory" | "crashed" | "busy";

/** Why a task got no answer: it ran too long, ran out of heap, its worker died, or none was free. */
export class BoundedTaskError extends Error {
  readonly kind: BoundedTaskFailure;
  constructor(kind: BoundedTaskFailure, message: string) {
    super(message);
    this.name = "BoundedTaskError";
    this.kind = kind;
  }
}

export interface BoundedWorker<I, O> extends WorkerPool {
  run(input: I): Promise<O>;
  /** Ends the worker; tasks still waiting are refused with kind "busy". */
  close(): Promise<void>;
}

interface Task<I, O> {
  id: number;
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

type Reply<O> =
  | { ready: true }
  | { id: number; ok: true; value: O }
  | { id: number; ok: false; message: string };

const START_UP_MS = 15_000;

export function createBoundedWorker<I, O>(options: BoundedWorkerOptions): BoundedWorker<I, O> {
  const waiting: Task<I, O>[] = [];
  let worker: Worker | undefined;
  /** The worker has loaded its modules (its start-up does not count against the time limit). */
  let ready = false;
  let running: { task: Task<I, O>; timer?: NodeJS.Timeout } | undefined;
  let nextId = 1;
  let closed = false;
  /** Workers lost to a task (timeout, out of memory, crash): the metrics' replaced workers. */
  let replaced = 0;

  const settle = (outcome: { value: O } | { error: unknown }) => {
    if (!running) return;
    clearTimeout(running.timer);
    const { task } = running;
    running = undefined;
    if ("value" in outcome) task.resolve(outcome.value);
    else task.reject(outcome.error);
    startNext();
  };

  const discardWorker = () => {
    const old = worker;
    worker = undefined;
    ready = false;
    if (old) {
      replaced++;
      void old.terminate();
    }
  };

  const spawn = (): Worker => {
    const w = new Worker(
      options.url,
      options.resourceLimits ? { resourceLimits: options.resourceLimits } : {},
    );
    w.on("message", (reply: Reply<O>) => {
      if (w !== worker) return;
      if ("ready" in reply) {
        ready = true;
        armTimer();
      } else if (running?.task.id === reply.id) {
        settle(reply.ok ? { value: reply.value } : { error: new BoundedTaskError("crashed", reply.message) });
      }
    });
    w.on("error", (error: Error & { code?: string }) => {
      if (w !== worker) return;
      discardWorker();
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      settle({
        error: new BoundedTaskError(outOfMemory ? "out_of_memory" : "crashed", error.message),
      });
    });
    w.on("exit", () => {
      if (w !== worker) return;
      replaced++;
      worker = undefined;
      ready = false;
      settle({ error: new BoundedTaskError("crashed", "the worker stopped") });
    });
    // An idle worker must not keep the process alive; close() ends it too. After the listeners:
    // adding a "message" listener refs the worker's port again.
    w.unref();
    return w;
  };

  const startNext = () => {
    if (running || closed) return;
    const task = waiting.shift();
    if (!task) return;
    worker ??= spawn();
    running = { task };
    worker.postMessage({ id: task.id, input: task.input });
    armTimer();
  };

  /**
   * The running task's time limit, started once the worker is ready (loading its modules does not
   * count); until then a bound on the start-up, past which the task is refused as "busy".
   */
  function armTimer() {
    const current = running;
    if (!current) return;
    clearTimeout(current.timer);
    const working = ready;
    current.timer = setTimeout(
      () => {
        discardWorker();
        settle({
          error: working
            ? new BoundedTaskError("timeout", `the task ran past ${options.timeoutMs} ms`)
            : new BoundedTaskError("busy", "the worker did not start in time"),
        });
      },
      working ? options.timeoutMs : (options.startUpMs ?? START_UP_MS),
    );
  }

  return {
    run(input) {
      if (closed || waiting.length >= options.maxWaiting) {
        return Promise.reject(new BoundedTaskError("busy", "too many tasks are waiting"));
      }
      return new Promise<O>((resolve, reject) => {
        waiting.push({ id: nextId++, input, resolve, reject });
        startNext();
      });
    },
    stats: () => ({
      threads: worker ? 1 : 0,
      running: running ? 1 : 0,
      waiting: waiting.length,
      replaced,
    }),
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new BoundedTaskError("busy", "shutting down"));
      const w = worker;
      worker = undefined;
      if (running) settle({ error: new BoundedTaskError("busy", "shutting down") });
      await w?.terminate();
    },
  };
}
