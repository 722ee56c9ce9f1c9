/**
 * The texts of reagent and solvent pages and of their search hits (docs/product/texts.md §9),
 * pure so the page, the search results and the tests share them.
 */
export type LookupPageKind = "reagent" | "solvent";

/** 'N syntheses', '1 synthesis'. */
const syntheses = (n: number) => (n === 1 ? "1 synthesis" : `${n} syntheses`);

/** The page's title (before the site name): a name may be both a reagent and a solvent (DMF). */
export function lookupPageTitle(kind: LookupPageKind, name: string): string {
  return `${name} (${kind})`;
}

/** The page's line under the name. */
export function usedInText(kind: LookupPageKind, count: number): string {
  if (count === 0) return `No published synthesis uses this ${kind} yet.`;
  return `Used in ${count === 1 ? "1 published synthesis" : `${count} published syntheses`}.`;
}

/** The meta description: who the item is and what the page lists. */
export function lookupPageDescription(
  kind: LookupPageKind,
  page: { name: string; formula: string | null; syntheses_count: number },
): string {
  const what = page.formula ? `${page.name} (${page.formula})` : page.name;
  return `${what} as a ${kind} in total synthesis: the reactions of ${syntheses(page.syntheses_count)} in the archive that use it, drawn with their conditions.`;
}

/** Where a reaction sits in its synthesis, as the structure search says it. */
export function stepPlace(step: number, part: number): string {
  return `step ${step} of part ${part}`;
}
