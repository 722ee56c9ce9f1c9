import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import type { ChangeTag } from "../../domain/change-tags.ts";

/**
 * Told of each new revision with what changed since the one before it was told of: the tags of
 * every write in between (domain/change-tags.ts), or null when that is not known (drop everything).
 */
type Listener = (revision: number, changed: ReadonlySet<ChangeTag> | null) => void;

/** What the watcher reads: the revision, and (optionally) the change log between two revisions. */
export type RevisionSource = Pick<RevisionRepository, "current"> &
  Partial<Pick<RevisionRepository, "changedBetween">>;

/** Where the poller reports an outage and its end (a pino logger fits). */
export interface OutageLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * Knows the latest data revision this process has seen. Writes in this process call `refresh()`
 * right after they commit; writes by other servers sharing the database are picked up by polling
 * every interval, during a database outage too, so the first poll after the database answers again
 * (within one interval) brings the revision and the caches up to date (docs/decisions/operations/0102-fresh-after-a-database-outage.md "Fresh
 * after a database outage"). An outage is logged once when its first poll fails and once when a
 * poll answers again, with its length from the start of that first failed poll.
 */
export class RevisionWatcher {
  #value = 0;
  #listeners = new Set<Listener>();
  #timer: NodeJS.Timeout | undefined;
  #failingSince: number | undefined;
  #failures = 0;
  /** Changes at every start and stop, so a poll of an earlier start schedules nothing. */
  #run = 0;
  readonly #revisions: RevisionSource;
  readonly #log: OutageLog | undefined;

  constructor(revisions: RevisionSource, log?: OutageLog) {
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

  /**
   * Reads the revision and, when it moved on, what changed since the one this process knew. Refreshes
   * may overlap (a poll and a local write): each tells its listeners of the whole range from the
   * revision it started from, so together they cover every revision, and the value never goes back
   * to an older read. A lower revision than known (a database replaced underneath) changes everything.
   */
  async refresh(): Promise<number> {
    const from = this.#value;
    const next = await this.#revisions.current();
    if (next === from) return next;
    const changed =
      from > 0 && next > from && this.#revisions.changedBetween
        ? await this.#revisions.changedBetween(from, next)
        : null;
    // Another refresh already went this far and told the listeners of a range that covers this one.
    if (next > from && next <= this.#value) return this.#value;
    this.#value = next;
    for (const listener of this.#listeners) listener(next, changed);
    return next;
  }

  start(intervalMs: number): void {
    this.stop();
    const run = this.#run;
    const schedule = () => {
      this.#timer = setTimeout(() => void poll(), intervalMs);
      this.#timer.unref();
    };
    // Polls follow one another (a poll waiting on a connection delays the next, never piles up),
    // at the same pace whether the database answers or not: a failed poll costs one refused
    // connection, and a backed-off poller left caches stale for seconds after the database came back.
    const poll = async () => {
      const startedAt = Date.now();
      try {
        await this.refresh();
        this.#recovered();
      } catch (error) {
        this.#failed(error, startedAt);
      }
      if (run === this.#run) schedule();
    };
    schedule();
  }

  stop(): void {
    this.#run++;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** `startedAt`: when the failed poll was sent; the outage had begun by then. */
  #failed(error: unknown, startedAt: number): void {
    this.#failures++;
    if (this.#failingSince !== undefined) return;
    this.#failingSince = startedAt;
    const fields = {
      reason: error instanceof Error ? error.message : String(error),
      since: new Date(startedAt).toISOString(),
    };
    if (isDatabaseUnavailable(error)) {
      this.#log?.warn({ event: "database_unreachable", ...fields }, "database unreachable");
    } else {
      this.#log?.warn({ event: "revision_poll_failed", ...fields }, "polling for revisions failed");
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
