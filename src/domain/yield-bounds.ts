/**
 * The one check of a yield's numbers, shared by the editor's Yield panel and the server (a draft's
 * save, the publish schema), so both refuse the same texts with the same words. A yield text is
 * free (docs/product/rules.md §3.3: '>95%', 'quant.', '60% (3 steps)' are all kept), but one that
 * starts with a percentage or a range of percentages must be possible: each number at most 100 and
 * a range from the lower to the higher ('70–65%' and '70–105%' are typing mistakes, not chemistry).
 */

export const YIELD_BOUND_ERRORS = {
  bounds: "A yield is from 0 to 100 %.",
  order: "A range goes from the lower yield to the higher (46–50).",
} as const;

const NUMBER = "(\\d+(?:\\.\\d+)?|\\.\\d+)";
/** 'N%', 'N %', 'N–M%', 'N%–M%', 'N - M %' at the start of the text (hyphen, en or em dash). */
const LEADING = new RegExp(`^\\s*${NUMBER}\\s*%?\\s*(?:[-\u2013\u2014]\\s*${NUMBER}\\s*)?%`);

/** The numbers a yield text starts with, or null when it does not start with a percentage. */
export function leadingYield(text: string | null | undefined): { low: number; high: number | null } | null {
  const m = LEADING.exec(text ?? "");
  if (!m) return null;
  return { low: Number(m[1]), high: m[2] === undefined ? null : Number(m[2]) };
}

/** Why a yield text's numbers are impossible, or null when they are fine (or it has none). */
export function yieldBoundsIssue(text: string | null | undefined): string | null {
  const y = leadingYield(text);
  if (!y) return null;
  if (y.low > 100 || (y.high !== null && y.high > 100)) return YIELD_BOUND_ERRORS.bounds;
  if (y.high !== null && y.high < y.low) return YIELD_BOUND_ERRORS.order;
  return null;
}
