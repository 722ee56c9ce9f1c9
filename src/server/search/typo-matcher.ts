import { encodeMatch, MAX_EXTRA, PREFIX, type TermMatches } from "./term-matches.ts";
import { isDigit, type Trie } from "./vocabulary-trie.ts";

// Scratch of the typo matcher, module-level so a query allocates nothing once it has grown: the
// distance matrix, the word's and the path's letters. A search runs synchronously from start to end.
let matrix = new Uint16Array(64 * 64);
let queryChars = new Uint16Array(64);
let pathChars = new Uint16Array(64);
let bestRow = new Uint16Array(64);
let digitPath = new Uint8Array(64);

/** Adds to `out` every indexed word equal to `word` or starting with it. */
export function expandExact(terms: readonly string[], word: string, out: TermMatches): void {
  const n = word.length;
  for (let i = lowerBound(terms, word); i < terms.length; i++) {
    const term = terms[i];
    if (!term.startsWith(word)) break;
    out.push(i, term.length === n ? 0 : PREFIX | Math.min(term.length - n, MAX_EXTRA));
  }
}

/**
 * Adds to `out` every indexed word whose whole or start is at most `budget` typos from
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
export function expandTypos(
  trie: Trie,
  terms: readonly string[],
  word: string,
  budget: number,
  out: TermMatches,
): void {
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
          out.push(t, encodeMatch(typos, len === r && last === typos, len - n));
        }
      }
      x = next;
      continue;
    }
    if (typos <= budget && before[x + 1] > before[x])
      out.push(before[x], encodeMatch(typos, last === typos, r - n));
    x++;
  }
}

/** The first position in sorted `terms` of a word not less than `word`. */
export function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
