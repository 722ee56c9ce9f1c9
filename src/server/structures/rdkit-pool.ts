import { Worker } from "node:worker_threads";
import type { Logger } from "../logger.ts";
import type { WorkerStats } from "../workers/worker-stats.ts";
import { fromWire, RdkitCrashError, RdkitTimeoutError, RdkitUnavailableError } from "./rdkit-errors.ts";
import type { OpArgs, OpName, OpResult, TableMessage } from "./rdkit-ops.ts";
import type { WorkerReply, WorkerRequest } from "./rdkit-worker.ts";
import { WorkerKillers } from "./worker-killers.ts";

const WORKER_URL = new URL("./rdkit-worker.ts", import.meta.url);
/** Calls waiting for a worker at most; one more is refused at once (503). */
const QUEUE_MAX = 64;
/** How long a call may wait for a free worker before it is refused (503). */
const QUEUE_WAIT_MS = 15_000;
/** A worker that has not loaded RDKit by then is replaced. */
const START_LIMIT_MS = 60_000;
/** Restarts after failed starts back off from 1 s to 30 s. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A worker beyond the first that has had no call for this long is stopped (its ~60 MB returned). */
const IDLE_MS = 60_000;

export interface RdkitPoolOptions {
  /** Workers, each with its own RDKit (about 60 MB of WebAssembly heap). */
  size: number;
  /** The longest one call may run; past it the worker is stopped and replaced. */
  callTimeoutMs: number;
  /** How long a worker beyond the first may sit without a call before it is stopped (default 60 s). */
  idleMs?: number;
  logger?: Pick<Logger, "warn">;
}

interface Job {
  op: string;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Refuses the call should no worker take it in time. */
  waiting?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running?: { id: number; job: Job; timer: NodeJS.Timeout };
  startTimer?: NodeJS.Timeout;
  /** Armed while the worker waits for a call; stops it when it fires and others remain. */
  idleTimer?: NodeJS.Timeout;
}

/**
 * RDKit behind worker threads: a crash (RDKit's WebAssembly reading out of bounds corrupts its
 * heap for good) or a call that runs past its limit costs that call and its worker, never the
 * process. A failed worker is replaced at once; calls wait in a short queue for a free one.
 * The first worker starts on the first call (or `start()`), so a process that never draws pays
 * nothing; more start while calls wait, and each one beyond the first stops again after a quiet
 * minute, so a burst of drawing does not keep its RDKit heaps for the life of the process.
 */
export class RdkitPool {
  readonly #options: RdkitPoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  #started = false;
  #closed = false;
  #nextId = 1;
  #failedStarts = 0;
  #replaced = 0;
  #table: TableMessage | undefined;
  /** Calls that killed a worker lately: the same call again is refused without a worker. */
  readonly #killers = new WorkerKillers();
  /** RDKit's version, from the first worker that loaded it. */
  version: string | undefined;

  constructor(options: RdkitPoolOptions) {
    this.#options = options;
  }

  /**
   * Starts the first worker (idempotent). More start when calls wait while every worker is busy,
   * up to `size`: a quiet server, or one seeding its demo data call after call, loads one RDKit.
   */
  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    this.#spawn();
  }

  /** The most workers it runs at once. */
  get size(): number {
    return this.#options.size;
  }

  /**
   * Whether the pool can serve (the readiness probe's question): true while a worker is ready, and
   * also while one that had loaded RDKit is being replaced after a call killed it or ran too long,
   * since its replacement loads the same RDKit (a hostile input costs its call, not the instance's
   * place behind a load balancer). False before the first worker has ever loaded RDKit, and while
   * replacements fail to start (a broken install): then no worker can be started.
   */
  get available(): boolean {
    if (this.#closed) return false;
    if (!this.#started) return true;
    for (const slot of this.#slots) if (slot.ready) return true;
    return this.version !== undefined && this.#failedStarts === 0;
  }

  /** Workers, calls running and waiting, workers replaced (the metrics read them at each scrape). */
  stats(): WorkerStats {
    let running = 0;
    for (const slot of this.#slots) if (slot.running) running++;
    return { threads: this.#slots.size, running, waiting: this.#queue.length, replaced: this.#replaced };
  }

  call<K extends OpName>(op: K, args: OpArgs<K>): Promise<OpResult<K>> {
    if (this.#closed) return Promise.reject(new RdkitUnavailableError("RDKit has been shut down"));
    this.start();
    const killed = this.#killers.known(op, args);
    if (killed) return Promise.reject(killed);
    if (this.#queue.length >= QUEUE_MAX) {
      return Promise.reject(new RdkitUnavailableError("every RDKit worker is busy"));
    }
    return new Promise<OpResult<K>>((resolve, reject) => {
      const job: Job = { op, args, resolve: resolve as (value: unknown) => void, reject };
      job.waiting = setTimeout(() => {
        const at = this.#queue.indexOf(job);
        if (at >= 0) this.#queue.splice(at, 1);
        reject(new RdkitUnavailableError("no RDKit worker was free in time"));
      }, QUEUE_WAIT_MS);
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  /** Hands the structure index's substructure columns to every worker, now and to those started later. */
  setTable(table: TableMessage): void {
    this.#table = table;
    for (const slot of this.#slots) this.#post(slot, { type: "table", table });
  }

  /** Refuses waiting calls and stops every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const job of this.#queue.splice(0)) {
      clearTimeout(job.waiting);
      job.reject(new RdkitUnavailableError("RDKit has been shut down"));
    }
    const slots = [...this.#slots];
    this.#slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        this.#settle(slot, new RdkitUnavailableError("RDKit has been shut down"));
        await slot.worker.terminate();
      }),
    );
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (!slot.ready || slot.running) continue;
      const job = this.#queue.shift();
      if (!job) break;
      clearTimeout(job.waiting);
      const id = this.#nextId++;
      const limit = this.#options.callTimeoutMs;
      const timer = setTimeout(() => this.#fail(slot, new RdkitTimeoutError(limit)), limit);
      clearTimeout(slot.idleTimer);
      slot.idleTimer = undefined;
      slot.running = { id, job, timer };
      this.#post(slot, { type: "call", id, op: job.op, args: job.args });
    }
    // Calls wait and every worker is busy: one more worker, one at a time, up to `size`.
    const starting = [...this.#slots].some((slot) => !slot.ready);
    if (this.#queue.length > 0 && !starting && this.#slots.size < this.#options.size) this.#spawn();
    // The quiet period counts from a worker's last call: an idle worker's timer is not restarted.
    for (const slot of this.#slots) if (slot.ready && !slot.running && !slot.idleTimer) this.#armIdle(slot);
  }

  /** Starts the quiet period after which a spare idle worker is stopped. */
  #armIdle(slot: Slot): void {
    slot.idleTimer = setTimeout(() => this.#retire(slot), this.#options.idleMs ?? IDLE_MS);
    slot.idleTimer.unref();
  }

  /** Stops a worker that stayed idle, unless it is the last one (that one keeps RDKit loaded). */
  #retire(slot: Slot): void {
    if (this.#closed || slot.running || !slot.ready || this.#slots.size <= 1) return;
    // Out of the set first, so that its exit is not taken for a crash (#fail ignores it).
    this.#slots.delete(slot);
    void slot.worker.terminate();
  }

  #post(slot: Slot, message: WorkerRequest): void {
    slot.worker.postMessage(message);
  }

  #spawn(): void {
    const worker = new Worker(WORKER_URL);
    // Closing the runtime stops the workers; they never keep a process alive on their own.
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.#slots.add(slot);
    if (this.#table) this.#post(slot, { type: "table", table: this.#table });
    slot.startTimer = setTimeout(
      () => this.#fail(slot, new RdkitCrashError("the worker did not load RDKit in time")),
      START_LIMIT_MS,
    );
    worker.on("message", (reply: WorkerReply) => {
      if (reply.type === "ready") {
        clearTimeout(slot.startTimer);
        slot.ready = true;
        this.#failedStarts = 0;
        this.version ??= reply.version;
        this.#dispatch();
        return;
      }
      const running = slot.running;
      if (!running || running.id !== reply.id) return;
      clearTimeout(running.timer);
      slot.running = undefined;
      if (reply.ok) {
        running.job.resolve(reply.value);
        this.#dispatch();
        return;
      }
      const error = fromWire(reply.error);
      running.job.reject(error);
      if (!reply.fatal) {
        this.#dispatch();
        return;
      }
      this.#killers.remember(running.job.op, running.job.args, error);
      this.#fail(slot, new RdkitCrashError(reply.error.message));
    });
    worker.on("error", (error) => this.#fail(slot, new RdkitCrashError(error.message)));
    worker.on("exit", (code) =>
      this.#fail(slot, new RdkitCrashError(`the worker stopped (exit code ${code})`)),
    );
  }

  /** Rejects the slot's call, if any. */
  #settle(slot: Slot, error: Error): void {
    clearTimeout(slot.startTimer);
    clearTimeout(slot.idleTimer);
    const running = slot.running;
    slot.running = undefined;
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(error);
    }
  }

  /** Drops a worker that failed or overran, rejecting its call, and starts its replacement. */
  #fail(slot: Slot, error: Error): void {
    if (!this.#slots.delete(slot)) return;
    const job = slot.running?.job;
    if (job && !this.#closed) this.#killers.remember(job.op, job.args, error);
    this.#settle(slot, error);
    void slot.worker.terminate();
    if (this.#closed) return;
    this.#replaced++;
    this.#options.logger?.warn({ err: error }, "RDKit worker replaced");
    // A worker that never became ready points at a broken install: back off instead of spinning.
    const delay = slot.ready
      ? 0
      : (BACKOFF_MS[Math.min(this.#failedStarts++, BACKOFF_MS.length - 1)] as number);
    if (delay === 0) {
      this.#spawn();
      return;
    }
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#closed && this.#slots.size < this.#options.size) this.#spawn();
    }, delay);
    this.#timers.add(timer);
  }
}
