import { tokenize } from "../../domain/search-text.ts";
import type { SearchHit } from "../../domain/views.ts";

/** One record to index: the hit answered as is, and everything a visitor may type for it. */
export interface IndexedRecord {
  hit: SearchHit;
  /** Name, synonyms, formula… (the name is always part of it). */
  text: string;
}

/**
 * How a query word matched one indexed word, as a small integer where smaller is better:
 * `typos << 16 | prefix << 15 | extra`, where `prefix` says the query word matched the start of the
 * indexed word (not all of it) and `extra` is how many letters the indexed word has beyond the query
 * word, so 'quin' ranks 'quinine' before 'quinuclidine'.
 */
const PREFIX = 1 << 15;
const MAX_EXTRA = PREFIX - 1;

// The indexed words matched by the words of one query: `matchTerm[m]` (a position in the sorted
// vocabulary) with `matchKey[m]`. Shared scratch: a search runs synchronously from start to end.
let matchTerm = new Int32Array(1024);
let matchKey = new Int32Array(1024);
let matchCount = 0;

function pushMatch(term: number, key: number): void {
  if (matchCount === matchTerm.length) {
    const term2 = new Int32Array(matchCount * 2);
    const key2 = new Int32Array(matchCount * 2);
    term2.set(matchTerm);
    key2.set(matchKey);
    matchTerm = term2;
    matchKey = key2;
  }
  matchTerm[matchCount] = term;
  matchKey[matchCount] = key;
  matchCount++;
}

/** Scratch of the typo matcher: the distance matrix, the word's and the path's letters. */
let matrix = new Uint16Array(64 * 64);
let queryChars = new Uint16Array(64);
let pathChars = new Uint16Array(64);
let bestRow = new Uint16Array(64);
let digitPath = new Uint8Array(64);
/** Scratch of the ranking: the best records so far and their keys, best first. */
let topKey = new Float64Array(16);
let topRecord = new Uint32Array(16);

const NO_RECORDS = new Uint32Array(0);
/** The last tie-break: names alphabetically, numbers in natural order ('analogue 2' before 'analogue 10'). */
const NAME_ORDER = new Intl.Collator("en", { numeric: true });

/**
 * Several search indexes (authors, molecules…) over one shared vocabulary: the sorted list of every
 * word of every record's text, also laid out as a trie (see `Trie`). A query word is matched against
 * the vocabulary once, then each index keeps the records containing the matched words.
 */
export class TextIndex {
  readonly #terms: readonly string[];
  readonly #trie: Trie;
  readonly #lists: readonly RecordList[];

  constructor(lists: readonly (readonly IndexedRecord[])[]) {
    const tokens = lists.map((records) => records.map((record) => tokenize(record.text)));
    const ids = new Map<string, number>();
    for (const list of tokens) for (const words of list) for (const word of words) ids.set(word, 0);
    const terms = [...ids.keys()].sort();
    terms.forEach((term, i) => {
      ids.set(term, i);
    });
    this.#terms = terms;
    this.#trie = buildTrie(terms);
    this.#lists = lists.map((records, k) => new RecordList(records, tokens[k], ids, terms.length));
  }

  /**
   * For each index, the best `limit` records containing every query word (AND), each word as a
   * whole word, as the start of a word, or within `budgets[w]` typos of a word or of the start of
   * one (see `expandTypos`). Ranked by total typos, then the number of words matched only as a
   * prefix (so exact before prefix before typo), then the name equal to the query, then the name
   * starting with it, then the fewest letters completed by prefixes, then the fewest name words,
   * then the name.
   *
   * @param words distinct query words (normalised tokens)
   * @param budgets typos tolerated for each of `words` (`typoBudget`)
   * @param typed every query word in the order typed, for the comparisons with the name
   */
  search(
    words: readonly string[],
    budgets: readonly number[],
    typed: readonly string[],
    limit: number,
  ): SearchHit[][] {
    const q = words.length;
    if (q === 0) return this.#lists.map(() => []);
    matchCount = 0;
    const ranges = new Int32Array(q + 1); // the matches of word w are ranges[w] .. ranges[w + 1] - 1
    for (let w = 0; w < q; w++) {
      ranges[w] = matchCount;
      if (budgets[w] === 0) expandExact(this.#terms, words[w]);
      else expandTypos(this.#trie, this.#terms, words[w], budgets[w]);
      if (matchCount === ranges[w]) return this.#lists.map(() => []);
    }
    ranges[q] = matchCount;
    if (topKey.length < limit) {
      topKey = new Float64Array(limit);
      topRecord = new Uint32Array(limit);
    }
    return this.#lists.map((list) => list.search(ranges, typed, limit));
  }
}

/** The records of one index, with the records containing each word of the shared vocabulary. */
class RecordList {
  readonly #hits: readonly SearchHit[];
  /** The words of each record's name, for "the name is the query" and "the name starts with it". */
  readonly #names: readonly (readonly string[])[];
  /** Last ranking keys, fixed per record: fewer name words first, then the name alphabetically. */
  readonly #staticKey: Float64Array;
  /** By vocabulary position, the records containing that word, ascending. */
  readonly #postings: readonly Uint32Array[];
  // Per-record scratch of a query, reused so a query allocates almost nothing.
  readonly #stamp: Uint32Array;
  #generation = 0;
  readonly #current: Int32Array;
  readonly #typos: Uint16Array;
  readonly #prefixes: Uint16Array;
  readonly #extra: Uint32Array;
  readonly #survivors: Uint32Array;

  constructor(
    records: readonly IndexedRecord[],
    tokens: readonly (readonly string[])[],
    ids: ReadonlyMap<string, number>,
    vocabulary: number,
  ) {
    const n = records.length;
    this.#hits = records.map(({ hit }) =>
      Object.freeze({ id: hit.id, url: hit.url, name: hit.name, short_description: hit.short_description }),
    );
    this.#names = records.map(({ hit }) => tokenize(hit.name));
    const sortName = this.#names.map((words) => words.join(" "));
    const byName = records.map((_, i) => i);
    byName.sort(
      (a, b) => NAME_ORDER.compare(sortName[a], sortName[b]) || records[a].hit.id - records[b].hit.id,
    );
    this.#staticKey = new Float64Array(n);
    byName.forEach((record, rank) => {
      this.#staticKey[record] = Math.min(this.#names[record].length, 63) * 2 ** 28 + rank;
    });

    const lists = new Map<number, number[]>();
    tokens.forEach((words, record) => {
      for (const word of words) {
        const id = ids.get(word) as number;
        const list = lists.get(id);
        if (!list) lists.set(id, [record]);
        else if (list[list.length - 1] !== record) list.push(record);
      }
    });
    const postings = new Array<Uint32Array>(vocabulary).fill(NO_RECORDS);
    for (const [id, list] of lists) postings[id] = Uint32Array.from(list);
    this.#postings = postings;

    this.#stamp = new Uint32Array(n);
    this.#current = new Int32Array(n);
    this.#typos = new Uint16Array(n);
    this.#prefixes = new Uint16Array(n);
    this.#extra = new Uint32Array(n);
    this.#survivors = new Uint32Array(n);
  }

  /** See `TextIndex.search`; `ranges` splits the shared matches by query word. */
  search(ranges: Int32Array, typed: readonly string[], limit: number): SearchHit[] {
    const q = ranges.length - 1;
    const postings = this.#postings;
    // 1. How many records each word reaches here; a word reaching none means no hit at all.
    const costs = new Array<number>(q);
    for (let w = 0; w < q; w++) {
      let cost = 0;
      for (let m = ranges[w]; m < ranges[w + 1]; m++) cost += postings[matchTerm[m]].length;
      if (cost === 0) return [];
      costs[w] = cost;
    }
    // 2. Intersect, rarest word first, keeping each record's best match per word.
    const order = q === 1 ? [0] : costs.map((_, w) => w).sort((a, b) => costs[a] - costs[b]);
    if (this.#generation + q + 1 >= 0xffffffff) {
      this.#stamp.fill(0);
      this.#generation = 0;
    }
    const base = this.#generation;
    this.#generation += q + 1;
    const stamp = this.#stamp;
    const current = this.#current;
    const survivors = this.#survivors;
    let count = 0;
    for (let p = 0; p < q; p++) {
      const w = order[p];
      const seen = base + p + 1;
      count = 0;
      for (let m = ranges[w]; m < ranges[w + 1]; m++) {
        const key = matchKey[m];
        const list = postings[matchTerm[m]];
        for (let k = 0; k < list.length; k++) {
          const record = list[k];
          const s = stamp[record];
          if (s === seen) {
            if (key < current[record]) current[record] = key;
          } else if (p === 0 || s === seen - 1) {
            stamp[record] = seen;
            current[record] = key;
            survivors[count++] = record;
          }
        }
      }
      if (count === 0) return [];
      for (let k = 0; k < count; k++) {
        const record = survivors[k];
        const key = current[record];
        const typos = key >>> 16;
        const prefix = (key & PREFIX) === 0 ? 0 : 1;
        const extra = key & MAX_EXTRA;
        if (p === 0) {
          this.#typos[record] = typos;
          this.#prefixes[record] = prefix;
          this.#extra[record] = extra;
        } else {
          this.#typos[record] += typos;
          this.#prefixes[record] += prefix;
          this.#extra[record] += extra;
        }
      }
    }
    // 3. The best `limit`, by one number per record (53 bits: typos 5, prefixes 4, not the name 1,
    // name not starting with the query 1, extra letters 8, name words 6, alphabetical rank 28).
    let size = 0;
    for (let k = 0; k < count; k++) {
      const record = survivors[k];
      let key = Math.min(this.#typos[record], 31) * 16 + Math.min(this.#prefixes[record], 15);
      if (size === limit && key * 2 ** 44 > topKey[limit - 1]) continue;
      key = key * 4 + nameMatch(this.#names[record], typed);
      key = (key * 256 + Math.min(this.#extra[record], 255)) * 2 ** 34 + this.#staticKey[record];
      if (size === limit && key >= topKey[limit - 1]) continue;
      let at = size < limit ? size++ : limit - 1;
      while (at > 0 && topKey[at - 1] > key) {
        topKey[at] = topKey[at - 1];
        topRecord[at] = topRecord[at - 1];
        at--;
      }
      topKey[at] = key;
      topRecord[at] = record;
    }
    const hits = new Array<SearchHit>(size);
    for (let k = 0; k < size; k++) hits[k] = this.#hits[topRecord[k]];
    return hits;
  }
}

/** 0: the name is the query; 1: the name starts with the query (its last word as a prefix); 3: neither. */
function nameMatch(name: readonly string[], typed: readonly string[]): number {
  const last = typed.length - 1;
  if (name.length <= last) return 3;
  for (let k = 0; k < last; k++) if (name[k] !== typed[k]) return 3;
  if (!name[last].startsWith(typed[last])) return 3;
  return name.length === typed.length && name[last].length === typed[last].length ? 0 : 1;
}

/**
 * The words of an index as a trie in preorder: node `x` has the letter `char[x]` at depth `depth[x]`
 * (the root is not stored), its subtree is the nodes `x .. end[x] - 1`, and `before[x]` counts the
 * words ending before node `x`, so the words of its subtree are `terms[before[x] .. before[end[x]]]`
 * and a word ends at `x` when `before[x + 1] > before[x]` (sorted words give preorder and word order).
 * `digits[x]` is 1 when every letter of the subtree of `x` is a digit.
 */
interface Trie {
  char: Uint16Array;
  depth: Uint16Array;
  end: Int32Array;
  before: Int32Array;
  digits: Uint8Array;
}

function buildTrie(terms: readonly string[]): Trie {
  let size = 0;
  for (let i = 0; i < terms.length; i++) size += terms[i].length - commonPrefix(terms[i - 1] ?? "", terms[i]);
  const trie: Trie = {
    char: new Uint16Array(size),
    depth: new Uint16Array(size),
    end: new Int32Array(size),
    before: new Int32Array(size + 1),
    digits: new Uint8Array(size),
  };
  const open: number[] = []; // the node at each depth on the current path
  let x = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i];
    const shared = commonPrefix(terms[i - 1] ?? "", term);
    while (open.length > shared) trie.end[open.pop() as number] = x;
    for (let k = shared; k < term.length; k++) {
      trie.char[x] = term.charCodeAt(k);
      trie.depth[x] = k + 1;
      trie.before[x + 1] = trie.before[x] + (k === term.length - 1 ? 1 : 0);
      open.push(x++);
    }
  }
  while (open.length > 0) trie.end[open.pop() as number] = x;
  const others = new Int32Array(size + 1); // letters that are not digits before each node
  for (let k = 0; k < size; k++) others[k + 1] = others[k] + (isDigit(trie.char[k]) ? 0 : 1);
  for (let k = 0; k < size; k++) trie.digits[k] = others[trie.end[k]] === others[k] ? 1 : 0;
  return trie;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function commonPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let k = 0;
  while (k < limit && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k;
}

/** Adds to the shared matches every indexed word equal to `word` or starting with it. */
function expandExact(terms: readonly string[], word: string): void {
  const n = word.length;
  for (let i = lowerBound(terms, word); i < terms.length; i++) {
    const term = terms[i];
    if (!term.startsWith(word)) break;
    pushMatch(i, term.length === n ? 0 : PREFIX | Math.min(term.length - n, MAX_EXTRA));
  }
}

/**
 * Adds to the shared matches every indexed word whose whole or start is at most `budget` typos from
 * `word` (which includes the word itself and every word it starts). Typos are counted as the
 * optimal string alignment distance (Damerau–Levenshtein without overlapping edits): an insertion,
 * a deletion, a substitution or a swap of two neighbouring letters each count one.
 *
 * One row of the distance matrix per trie node, computed from its parent's row (and its
 * grandparent's, for swaps): rows are the letters of the indexed word, columns those of `word`. Only
 * the band within `budget` of the diagonal is computed; cells outside it keep `budget + 1`, which
 * reads as "too far". When a row has no cell within the budget, no deeper node can match better, so
 * the subtree is taken whole (if a start already matched) or skipped.
 */
function expandTypos(trie: Trie, terms: readonly string[], word: string, budget: number): void {
  const n = word.length;
  const rows = n + budget; // a start longer than this is more than `budget` typos away
  const width = n + 1;
  if (matrix.length < (rows + 1) * width) matrix = new Uint16Array((rows + 1) * width * 2);
  if (queryChars.length < n) queryChars = new Uint16Array(n * 2);
  if (pathChars.length < rows + 1) {
    pathChars = new Uint16Array((rows + 1) * 2);
    bestRow = new Uint16Array((rows + 1) * 2);
    digitPath = new Uint8Array((rows + 1) * 2);
  }
  const dp = matrix;
  const qc = queryChars;
  const path = pathChars;
  const best = bestRow; // best[d]: fewest typos of any start of the current path up to depth d
  dp.fill(budget + 1, 0, (rows + 1) * width);
  for (let j = 0; j <= n; j++) dp[j] = j;
  for (let r = 1; r <= rows; r++) dp[r * width] = r;
  let wordHasDigit = false;
  for (let j = 0; j < n; j++) {
    qc[j] = word.charCodeAt(j);
    if (isDigit(qc[j])) wordHasDigit = true;
  }
  best[0] = n;
  // A word of digits only is at least n typos from a word without digits (every letter differs):
  // the numbers of an index ('1', '1000'…) are skipped whole.
  const numeric = digitPath;
  numeric[0] = wordHasDigit ? 0 : 1;

  const { char, depth, end, before, digits } = trie;
  const nodes = char.length;
  let x = 0;
  while (x < nodes) {
    const r = depth[x];
    const ch = char[x];
    numeric[r] = numeric[r - 1] & (isDigit(ch) ? 1 : 0);
    if (numeric[r] === 1 && digits[x] === 1) {
      x = end[x];
      continue;
    }
    path[r - 1] = ch;
    const row = r * width;
    const up = row - width;
    const lo = Math.max(r - budget, 1);
    const hi = Math.min(r + budget, n);
    let rowMin = dp[row];
    for (let j = lo; j <= hi; j++) {
      let v = dp[up + j - 1] + (ch === qc[j - 1] ? 0 : 1);
      const del = dp[up + j] + 1;
      if (del < v) v = del;
      const ins = dp[row + j - 1] + 1;
      if (ins < v) v = ins;
      if (r > 1 && j > 1 && ch === qc[j - 2] && path[r - 2] === qc[j - 1]) {
        const swap = dp[up - width + j - 2] + 1;
        if (swap < v) v = swap;
      }
      dp[row + j] = v;
      if (v < rowMin) rowMin = v;
    }
    const last = dp[row + n]; // typos between `word` and the whole path
    const typos = Math.min(last, best[r - 1]);
    best[r] = typos;
    if (rowMin > budget || r === rows) {
      // Nothing deeper comes closer: every word of the subtree matches with `typos`, or none does.
      const next = end[x];
      if (typos <= budget) {
        for (let t = before[x]; t < before[next]; t++) {
          const len = terms[t].length;
          pushMatch(t, encodeMatch(typos, len === r && last === typos, len - n));
        }
      }
      x = next;
      continue;
    }
    if (typos <= budget && before[x + 1] > before[x])
      pushMatch(before[x], encodeMatch(typos, last === typos, r - n));
    x++;
  }
}

function encodeMatch(typos: number, whole: boolean, extra: number): number {
  return (typos << 16) | (whole ? 0 : PREFIX | (extra <= 0 ? 0 : Math.min(extra, MAX_EXTRA)));
}

/** The first position in sorted `terms` of a word not less than `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
