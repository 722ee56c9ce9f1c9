import { tokenize } from "../../domain/search-text.ts";
import type { SearchHit } from "../../domain/views.ts";
import type { NameQuery } from "./name-query.ts";
import { MAX_EXTRA, PREFIX, type TermMatches } from "./term-matches.ts";

/** One record to index: the hit answered as is, and everything a visitor may type for it. */
export interface IndexedRecord {
  hit: SearchHit;
  /** Name, synonyms, formula… (the name is always part of it). */
  text: string;
  /**
   * The last tie-break instead of "fewest name words, then the name": e.g. a synthesis's molecule
   * then year, so the syntheses of one molecule come in the order they were made.
   */
  order?: string;
}

// Scratch of the ranking, module-level so a query allocates almost nothing: the best records so far
// and their keys, best first. Shared by every list: a search runs synchronously from start to end.
let topKey = new Float64Array(16);
let topRecord = new Uint32Array(16);

const NO_RECORDS = new Uint32Array(0);
/** The last tie-break: names alphabetically, numbers in natural order ('analogue 2' before 'analogue 10'). */
const NAME_ORDER = new Intl.Collator("en", { numeric: true });

/** The records of one index, with the records containing each word of the shared vocabulary. */
export class RecordList {
  readonly #hits: readonly SearchHit[];
  /**
   * The words of each record's name as vocabulary positions (record r's are `#nameIds[#nameStart[r]
   * .. #nameStart[r + 1] - 1]`), for "the name is the query" and "the name starts with it".
   */
  readonly #nameStart: Int32Array;
  readonly #nameIds: Int32Array;
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
    this.#hits = records.map(({ hit }) => Object.freeze({ ...hit }));
    const names = records.map(({ hit }) => tokenize(hit.name));
    this.#nameStart = new Int32Array(n + 1);
    names.forEach((words, i) => {
      this.#nameStart[i + 1] = this.#nameStart[i] + words.length;
    });
    // A name's words are always in the vocabulary (the text holds the name); -2 would never match.
    this.#nameIds = Int32Array.from(names.flat(), (word) => ids.get(word) ?? -2);
    const sortName = records.map(({ order }, i) => order ?? names[i].join(" "));
    const byName = records.map((_, i) => i);
    byName.sort(
      (a, b) => NAME_ORDER.compare(sortName[a], sortName[b]) || records[a].hit.id - records[b].hit.id,
    );
    this.#staticKey = new Float64Array(n);
    byName.forEach((record, rank) => {
      const words = records[record].order === undefined ? Math.min(names[record].length, 63) : 0;
      this.#staticKey[record] = words * 2 ** 28 + rank;
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

  /**
   * See `TextIndex.search`: the best `limit` records matching every query word, where `ranges`
   * splits `matches` by query word (the matches of word w are `ranges[w] .. ranges[w + 1] - 1`).
   */
  search(matches: TermMatches, ranges: Int32Array, name: NameQuery, limit: number): SearchHit[] {
    const q = ranges.length - 1;
    const postings = this.#postings;
    const matchTerm = matches.term;
    const matchKey = matches.key;
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
    if (topKey.length < limit) {
      topKey = new Float64Array(limit);
      topRecord = new Uint32Array(limit);
    }
    let size = 0;
    for (let k = 0; k < count; k++) {
      const record = survivors[k];
      let key = Math.min(this.#typos[record], 31) * 16 + Math.min(this.#prefixes[record], 15);
      if (size === limit && key * 2 ** 44 > topKey[limit - 1]) continue;
      key = key * 4 + name.match(this.#nameIds, this.#nameStart[record], this.#nameStart[record + 1]);
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
