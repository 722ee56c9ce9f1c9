/**
 * Search queries the server has not answered before, for timing the index itself rather than the
 * search's memo of recent answers (4,096 of them). They are made as the bench's usual queries are
 * (the first word of a name, whole or cut by up to three letters, one in five with a typo), but
 * with every cut and typo position of each name, without repeats; each round through the names
 * has the usual mix. Asked in turn, the list is far longer than the memo, so no query is found in
 * it: when the list wraps, its start has long been dropped.
 */
export function unseenQueries(names: readonly string[]): string[] {
  const words = names.map((name) => (name.split(/\s+/)[0] ?? "").toLowerCase());
  const seen = new Set<string>();
  const queries: string[] = [];
  const longest = Math.max(0, ...words.map((word) => word.length));
  // Round v gives name i the variant the usual rule gives name i + v, typo at a moving place.
  for (let round = 0; round < longest * 4; round++) {
    words.forEach((word, i) => {
      const k = i + round;
      const cut = word.slice(0, Math.max(3, word.length - (k % 4)));
      let query = cut;
      if (k % 5 === 0 && cut.length >= 5) {
        const at = 2 + (Math.floor(round / 5) % (cut.length - 2));
        query = `${cut.slice(0, at)}x${cut.slice(at + 1)}`;
      }
      if (!seen.has(query)) {
        seen.add(query);
        queries.push(query);
      }
    });
  }
  return queries;
}
