/**
 * How a query word matched one indexed word, as a small integer where smaller is better:
 * `typos << 16 | prefix << 15 | extra`, where `prefix` says the query word matched the start of the
 * indexed word (not all of it) and `extra` is how many letters the indexed word has beyond the query
 * word, so 'quin' ranks 'quinine' before 'quinuclidine'.
 */
export const PREFIX = 1 << 15;
export const MAX_EXTRA = PREFIX - 1;

export function encodeMatch(typos: number, whole: boolean, extra: number): number {
  return (typos << 16) | (whole ? 0 : PREFIX | (extra <= 0 ? 0 : Math.min(extra, MAX_EXTRA)));
}

/**
 * The indexed words matched by the words of one query: `term[m]` (a position in the sorted
 * vocabulary) with `key[m]` (see `PREFIX`). Meant to be one instance reused by every query (a search
 * runs synchronously from start to end), so a query allocates nothing here once it has grown; `push`
 * may replace the arrays, so read `term` and `key` after the matching is done.
 */
export class TermMatches {
  term = new Int32Array(1024);
  key = new Int32Array(1024);
  count = 0;

  /** Empties the list for the next query, keeping the arrays. */
  clear(): void {
    this.count = 0;
  }

  push(term: number, key: number): void {
    if (this.count === this.term.length) {
      const term2 = new Int32Array(this.count * 2);
      const key2 = new Int32Array(this.count * 2);
      term2.set(this.term);
      key2.set(this.key);
      this.term = term2;
      this.key = key2;
    }
    this.term[this.count] = term;
    this.key[this.count] = key;
    this.count++;
  }
}
