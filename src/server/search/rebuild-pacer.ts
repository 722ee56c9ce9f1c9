/**
 * Paces the rebuilds of an in-memory index that follows the data revision. Every change asks for a
 * rebuild, but at most one runs at a time and one starts at most every `minIntervalMs`: changes
 * that arrive while a rebuild waits or runs are all covered by the next one, which reads the data
 * after them. Under a write every 200 ms an index is then rebuilt about once a second instead of
 * five times, and the main thread stays free for the reads in between (docs/benchmarks.md, "Reads
 * under writes"). A rebuild that fails (the database out of reach) is asked for again after
 * `retryMs`.
 */
export interface RebuildPacerOptions {
  minIntervalMs: number;
  retryMs: number;
}

interface Batch {
  promise: Promise<void>;
  resolve(): void;
}

export class RebuildPacer {
  readonly #run: () => Promise<void>;
  readonly #options: RebuildPacerOptions;
  /** The rebuild asked for and not yet started: every request since the last start shares it. */
  #next: Batch | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #lastStart = Number.NEGATIVE_INFINITY;
  #stopped = false;

  constructor(run: () => Promise<void>, options: RebuildPacerOptions) {
    this.#run = run;
    this.#options = options;
  }

  /** Whether a rebuild waits or runs: what the index holds may be older than the data. */
  get busy(): boolean {
    return this.#next !== undefined || this.#running !== undefined;
  }

  /**
   * Asks for a rebuild that starts after this call; resolves when it has finished (or failed: the
   * index keeps what it had), so a caller that waits sees every change made before it asked.
   */
  request(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    const waiting = this.#next;
    if (waiting) return waiting.promise;
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    this.#next = { promise, resolve };
    this.#schedule(); // may start it at once
    return promise;
  }

  /** Stops asking: cancels what waits (its callers are released) and waits for a rebuild running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearTimeout(this.#retry);
    this.#timer = undefined;
    this.#next?.resolve();
    this.#next = undefined;
    await this.#running;
  }

  #schedule(): void {
    if (this.#timer || this.#running || this.#stopped || !this.#next) return;
    const wait = Math.max(0, this.#lastStart + this.#options.minIntervalMs - Date.now());
    // Past the interval the rebuild starts now, as an unpaced one would: its reads go out at once.
    if (wait === 0) void this.#start();
    else this.#timer = setTimeout(() => void this.#start(), wait);
  }

  async #start(): Promise<void> {
    this.#timer = undefined;
    const batch = this.#next;
    this.#next = undefined;
    if (!batch) return;
    this.#lastStart = Date.now();
    let failed = false;
    this.#running = this.#run().catch(() => {
      failed = true;
    });
    await this.#running;
    this.#running = undefined;
    batch.resolve();
    if (failed && !this.#stopped) {
      clearTimeout(this.#retry);
      this.#retry = setTimeout(() => void this.request(), this.#options.retryMs);
      this.#retry.unref();
    }
    this.#schedule();
  }
}
