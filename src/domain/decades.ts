import { MIN_YEAR } from "./synthesis-constants.ts";

/**
 * Decade buckets of the date list (docs/product/rules.md §4.5): everything up to 1939 is
 * 'old', then one bucket per decade: 40's … 90's, 00's, 10's, 20's.
 */
export interface Decade {
  /** Anchor / URL fragment: 'old', '40', … '90', '00', '10', '20'. */
  key: string;
  /** "old", "40's", … "20's". */
  label: string;
  /** First and last year in the bucket, inclusive. */
  from: number;
  to: number;
}

export const OLD_UNTIL = 1939;
/** The last year of the buckets docs/product/rules.md §4.5 lists (the 20's). */
const LISTED_UNTIL = 2029;

/**
 * Two-digit keys are unambiguous from 1940 to 2039 (the 30's of the 1900s are inside 'old'). From
 * the 2040's on a two-digit key would clash with the 1940's, so those decades use four digits
 * ('2040', "2040's"). Until then the list grows generically: 2030 to 2039 is "30's".
 */
function decadeKey(start: number): string {
  return start < 2040 ? String(start % 100).padStart(2, "0") : String(start);
}

const OLD: Decade = { key: "old", label: "old", from: MIN_YEAR, to: OLD_UNTIL };

/** The key of the bucket a year falls in. */
export function decadeOf(year: number): string {
  const y = Math.floor(year);
  return y <= OLD_UNTIL ? OLD.key : decadeKey(y - (y % 10));
}

/**
 * The ordered buckets from 'old' up to the decade that holds `lastYear`, never fewer than the ones
 * the product rules list. Pass the current year so a synthesis from 2030 on still gets its bucket.
 */
export function decadesThrough(lastYear: number): Decade[] {
  const decades = [OLD];
  const last = Math.max(Math.floor(lastYear), LISTED_UNTIL);
  for (let from = OLD_UNTIL + 1; from <= last; from += 10) {
    const key = decadeKey(from);
    decades.push({ key, label: `${key}'s`, from, to: from + 9 });
  }
  return decades;
}

/** The buckets docs/product/rules.md §4.5 lists: old, 40's … 90's, 00's, 10's, 20's. */
export const DECADES: readonly Decade[] = decadesThrough(LISTED_UNTIL);
