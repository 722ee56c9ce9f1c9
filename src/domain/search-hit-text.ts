/**
 * What a reagent or solvent hit of the search page says under its name (docs/product/texts.md §9).
 * Its own module: the search page's chunk then needs nothing from the reagent pages' code.
 */
export function hitUsesText(count: number): string {
  if (count === 0) return "Not used in a published synthesis yet";
  return `Used in ${count === 1 ? "1 synthesis" : `${count} syntheses`}`;
}
