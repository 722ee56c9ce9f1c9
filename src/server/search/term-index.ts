import { tokenize } from "../../domain/search-text.ts";
import type { SearchHit } from "../../domain/views.ts";
import { NameQuery } from "./name-query.ts";
import { type IndexedRecord, RecordList } from "./record-list.ts";
import { TermMatches } from "./term-matches.ts";
import { expandExact, expandTypos } from "./typo-matcher.ts";
import { buildTrie, type Trie } from "./vocabulary-trie.ts";

export type { IndexedRecord };

// The matches of the words of one query, shared by every index and every query (a search runs
// synchronously from start to end) so a query allocates almost nothing.
const matches = new TermMatches();

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
   * @param wanted whether list `k` is searched at all, given the hits of the lists before it (a list
   *   left out answers no hits): a list that only fills up another's places is skipped once that
   *   one is full
   */
  search(
    words: readonly string[],
    budgets: readonly number[],
    typed: readonly string[],
    limit: number,
    wanted?: (k: number, earlier: readonly SearchHit[][]) => boolean,
  ): SearchHit[][] {
    const q = words.length;
    if (q === 0) return this.#lists.map(() => []);
    matches.clear();
    const ranges = new Int32Array(q + 1); // the matches of word w are ranges[w] .. ranges[w + 1] - 1
    for (let w = 0; w < q; w++) {
      ranges[w] = matches.count;
      if (budgets[w] === 0) expandExact(this.#terms, words[w], matches);
      else expandTypos(this.#trie, this.#terms, words[w], budgets[w], matches);
      if (matches.count === ranges[w]) return this.#lists.map(() => []);
    }
    ranges[q] = matches.count;
    const name = new NameQuery(this.#terms, typed);
    const hits: SearchHit[][] = [];
    for (let k = 0; k < this.#lists.length; k++) {
      hits.push(wanted && !wanted(k, hits) ? [] : this.#lists[k].search(matches, ranges, name, limit));
    }
    return hits;
  }
}
