/**
 * The last search answers by query text, most recently used last (a Map keeps insertion order), so
 * a query asked again is answered without running the index. Bounded in entries and in characters;
 * the owner empties it whenever its index changes.
 */
export class AnswerMemo {
  readonly #answers = new Map<string, string>();
  #chars = 0;
  readonly #maxEntries: number;
  readonly #maxChars: number;

  constructor(limits: { maxEntries: number; maxChars: number }) {
    this.#maxEntries = limits.maxEntries;
    this.#maxChars = limits.maxChars;
  }

  get size(): number {
    return this.#answers.size;
  }

  get(query: string): string | undefined {
    const answer = this.#answers.get(query);
    if (answer !== undefined) {
      // Used again: it moves to the end, the last to be dropped.
      this.#answers.delete(query);
      this.#answers.set(query, answer);
    }
    return answer;
  }

  set(query: string, answer: string): void {
    const size = query.length + answer.length;
    if (size > this.#maxChars) return;
    const old = this.#answers.get(query);
    if (old !== undefined) {
      this.#answers.delete(query);
      this.#chars -= query.length + old.length;
    }
    while (this.#answers.size >= this.#maxEntries || this.#chars + size > this.#maxChars) {
      const [oldest, dropped] = this.#answers.entries().next().value as [string, string];
      this.#answers.delete(oldest);
      this.#chars -= oldest.length + dropped.length;
    }
    this.#answers.set(query, answer);
    this.#chars += size;
  }

  clear(): void {
    this.#answers.clear();
    this.#chars = 0;
  }
}
