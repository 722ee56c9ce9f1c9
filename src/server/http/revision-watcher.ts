import type { RevisionRepository } from "../../db/repositories/revisions.ts";

type Listener = (revision: number) => void;

/**
 * Knows the latest data revision this process has seen. Writes in this process call `refresh()`
 * right after they commit; writes by other servers sharing the database are picked up by polling.
 */
export class RevisionWatcher {
  #value = 0;
  #listeners = new Set<Listener>();
  #timer: NodeJS.Timeout | undefined;
  readonly #revisions: RevisionRepository;

  constructor(revisions: RevisionRepository) {
    this.#revisions = revisions;
  }

  get value(): number {
    return this.#value;
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
    this.#timer = setInterval(() => {
      this.refresh().catch(() => {
        // A transient database error only delays invalidation until the next tick.
      });
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
