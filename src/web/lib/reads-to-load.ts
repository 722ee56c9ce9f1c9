/**
 * The reads a screen starts after a change of what it shows (docs/decisions/code/0130-one-data-
 * layer-react-router-loaders-and-fetchers.md): the slots whose address changed from `before` to
 * `after` and that have one to load. Shared by the editor's and the contribute page's reads.
 */
export function readsToLoad<S extends string>(
  before: Record<S, string | null>,
  after: Record<S, string | null>,
): [S, string][] {
  return (Object.keys(after) as S[]).flatMap((slot) => {
    const next = after[slot];
    return next !== null && next !== before[slot] ? [[slot, next] as [S, string]] : [];
  });
}
