import { createHash } from "node:crypto";

/**
 * The calls that cost a structure worker its life (a crash, or a run past the time limit), kept for
 * a while so that the same call sent again is answered at once with the same error instead of
 * killing the next worker: a loop of one hostile input costs one worker, not one per request.
 * Keys are hashes of the operation and its arguments; the memory is bounded in entries and time.
 * Nothing is hashed while the memory is empty, which is nearly always.
 */
export class WorkerKillers<E extends Error = Error> {
  readonly #entries = new Map<string, { error: E; until: number }>();
  readonly #max: number;
  readonly #ttlMs: number;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.#max = options.max ?? 1_000;
    this.#ttlMs = options.ttlMs ?? 10 * 60_000;
  }

  /** The error a call made the last time, if it killed a worker within the memory's time. */
  known(op: string, args: unknown, now = Date.now()): E | undefined {
    if (this.#entries.size === 0) return undefined;
    const key = keyOf(op, args);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.error;
    this.#entries.delete(key);
    return undefined;
  }

  remember(op: string, args: unknown, error: E, now = Date.now()): void {
    const key = keyOf(op, args);
    this.#entries.delete(key);
    this.#entries.set(key, { error, until: now + this.#ttlMs });
    // Oldest first out: a Map keeps insertion order.
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}

function keyOf(op: string, args: unknown): string {
  return createHash("sha256").update(op).update("\0").update(JSON.stringify(args)).digest("base64");
}
