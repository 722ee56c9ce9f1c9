/**
 * The words of an index as a trie in preorder: node `x` has the letter `char[x]` at depth `depth[x]`
 * (the root is not stored), its subtree is the nodes `x .. end[x] - 1`, and `before[x]` counts the
 * words ending before node `x`, so the words of its subtree are `terms[before[x] .. before[end[x]]]`
 * and a word ends at `x` when `before[x + 1] > before[x]` (sorted words give preorder and word order).
 * `digits[x]` is 1 when every letter of the subtree of `x` is a digit.
 */
export interface Trie {
  char: Uint16Array;
  depth: Uint16Array;
  end: Int32Array;
  before: Int32Array;
  digits: Uint8Array;
}

/** The trie of `terms`, which must be sorted and distinct. */
export function buildTrie(terms: readonly string[]): Trie {
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

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function commonPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let k = 0;
  while (k < limit && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k;
}
