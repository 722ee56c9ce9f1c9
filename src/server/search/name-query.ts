import { lowerBound } from "./typo-matcher.ts";

/**
 * The query's words as positions in the index's sorted vocabulary, so that "the name is the query"
 * and "the name starts with it" are decided per record by comparing numbers, not strings (the
 * comparison runs for every record a query reaches). Every word of a record's name is in the
 * vocabulary (a record's text always holds its name), and the words starting with a prefix are one
 * run of the sorted vocabulary.
 */
export class NameQuery {
  /** Positions of the typed words before the last; -1 for a word no record has. */
  readonly heads: Int32Array;
  /** The vocabulary's words starting with the last typed word: positions `lastFrom .. lastTo - 1`. */
  readonly lastFrom: number;
  readonly lastTo: number;
  /** The last typed word's own position, or -1. */
  readonly lastExact: number;

  constructor(terms: readonly string[], typed: readonly string[]) {
    const last = typed.length - 1;
    this.heads = new Int32Array(Math.max(last, 0));
    for (let k = 0; k < last; k++) this.heads[k] = positionOf(terms, typed[k] as string);
    const word = typed[last] ?? "";
    this.lastFrom = lowerBound(terms, word);
    this.lastTo = firstPast(terms, word, this.lastFrom);
    this.lastExact = terms[this.lastFrom] === word ? this.lastFrom : -1;
  }

  /**
   * 0: the name is the query; 1: the name starts with the query (its last word as a prefix);
   * 3: neither. `name` holds the positions of the name's words.
   */
  match(name: Int32Array, from: number, to: number): number {
    const last = this.heads.length;
    if (to - from <= last) return 3;
    for (let k = 0; k < last; k++) if (name[from + k] !== this.heads[k]) return 3;
    const word = name[from + last] as number;
    if (word < this.lastFrom || word >= this.lastTo) return 3;
    return to - from === last + 1 && word === this.lastExact ? 0 : 1;
  }
}

function positionOf(terms: readonly string[], word: string): number {
  const at = lowerBound(terms, word);
  return terms[at] === word ? at : -1;
}

/** The first position from `from` on of a word that does not start with `prefix`. */
function firstPast(terms: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string).startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
