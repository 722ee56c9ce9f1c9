import type { Logger } from "./logger.ts";

/**
 * The jobs a start leaves running in the background (image repair, backfills). Each gets the
 * signal a shutdown aborts and stops at its next step; all of them are safe to stop anywhere and
 * run again at the next start. A job's failure is logged as `<name> failed`, except one that the
 * shutdown caused.
 */
export class BackgroundJobs {
  readonly #controller = new AbortController();
  readonly #running = new Set<Promise<void>>();
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Starts `job`; the promise settles (never rejects) when it has ended, however it ended. */
  run(name: string, job: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
    const signal = this.#controller.signal;
    const running: Promise<void> = job(signal)
      .then(
        () => undefined,
        (error: unknown) => {
          if (signal.aborted) this.#logger.info({ job: name }, "background job stopped by the shutdown");
          else this.#logger.error({ err: error }, `${name} failed`);
        },
      )
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
    return running;
  }

  /** Asks every job to stop and resolves once they have. */
  async stop(): Promise<void> {
    this.#controller.abort();
    await Promise.all(this.#running);
  }
}
