/**
 * Search queries the server has not answered before, for timing the index itself rather than the
 * search's memo of recent answers (4,096 of them): every prefix of three letters or more of the
 * first word of each name, and each of those with one letter replaced by "x" (a typo), without
 * repeats, in an order that spreads one name's variants apart. Asked in turn, the list is far
 * longer than the memo, so no query is found in it: when the list wraps, its start has long been
 * dropped.
 */
export function unseenQueries(names: readonly string[]): string[] {
  const perName = names.map((name) => {
    const word = (name.split(/\s+/)[0] ?? "").toLowerCase();
    const variants: string[] = [];
    for (let length = 3; length <= word.length; length++) {
      const cut = word.slice(0, length);
      variants.push(cut);
      for (let at = 2; at < cut.length; at++) variants.push(`${cut.slice(0, at)}x${cut.slice(at + 1)}`);
    }
    return variants;
  });
  const seen = new Set<string>();
  const queries: string[] = [];
  // Round-robin over the names: the first variant of every name, then the second of each…
  const longest = Math.max(0, ...perName.map((variants) => variants.length));
  for (let k = 0; k < longest; k++) {
    for (const variants of perName) {
      const query = variants[k];
      if (query !== undefined && !seen.has(query)) {
        seen.add(query);
        queries.push(query);
      }
    }
  }
  return queries;
}
