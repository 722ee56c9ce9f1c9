import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";

type Listener = (revision: number) => void;

/** Where the poller reports an outage and its end (a pino logger fits). */
export interface OutageLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** The longest wait between two polls while the database cannot be reached (at most 16 intervals). */
export const MAX_POLL_BACKOFF_MS = 30_000;

/**
 * Knows the latest data revision this process has seen. Writes in this process call `refresh()`
 * right after they commit; writes by other servers sharing the database are picked up by polling.
 * While the database cannot be reached the poller waits twice as long after each failure (up to
 * 16 intervals, at most 30 s), logs the outage once and its end once, and polls at the normal pace again after that.
 */
export class RevisionWatcher {
  #value = 0;
  #listeners = new Set<Listener>();
  #timer: NodeJS.Timeout | undefined;
  #failingSince: number | undefined;
  #failures = 0;
  readonly #revisions: RevisionRepository;
  readonly #log: OutageLog | undefined;

  constructor(revisions: RevisionRepository, log?: OutageLog) {
    this.#revisions = revisions;
    this.#log = log;
  }

  get value(): number {
    return this.#value;
  }

  /** True from a failed poll until the next successful one. */
  get failing(): boolean {
    return this.#failingSince !== undefined;
  }

  /** Polls failed since the last successful one (0 while the database answers). */
  get failedPolls(): number {
    return this.#failures;
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async refresh(): Promise<number> {
    const next = await this.#revisions.current();
    if (next !== this.#value) {
      this.#value = next;
      for (const listener of this.#listeners) listener(next);
    }
    return next;
  }

  start(intervalMs: number): void {
    this.stop();
    const schedule = (delay: number) => {
      this.#timer = setTimeout(() => void poll(), delay);
      this.#timer.unref();
    };
    const poll = async () => {
      try {
        await this.refresh();
        this.#recovered();
        schedule(intervalMs);
      } catch (error) {
        this.#failed(error);
        // A transient error only delays invalidation; an outage is not hammered at full pace.
        const longest = Math.max(intervalMs, Math.min(MAX_POLL_BACKOFF_MS, intervalMs * 16));
        schedule(Math.min(intervalMs * 2 ** this.#failures, longest));
      }
    };
    schedule(intervalMs);
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #failed(error: unknown): void {
    this.#failures++;
    if (this.#failingSince !== undefined) return;
    this.#failingSince = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    if (isDatabaseUnavailable(error)) {
      this.#log?.warn(
        { event: "database_unreachable", reason },
        "database unreachable: polling for revisions backs off until it answers again",
      );
    } else {
      this.#log?.warn({ event: "revision_poll_failed", reason }, "polling for revisions failed; backing off");
    }
  }

  #recovered(): void {
    if (this.#failingSince === undefined) return;
    this.#log?.info(
      { event: "database_reachable", downMs: Date.now() - this.#failingSince, failedPolls: this.#failures },
      "database reachable again",
    );
    this.#failingSince = undefined;
    this.#failures = 0;
  }
}
