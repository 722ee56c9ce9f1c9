/**
 * Synthesis of the week (docs/product/rules.md §4.3): a sine-based pseudo-random pick,
 * seeded by the UTC week number, so every visitor and every server sees the same synthesis all week.
 */

const DAY_MS = 86_400_000;

/**
 * Sunday-based week of the year in UTC, like strftime `%U`: the first Sunday starts week 1 and the
 * days before it are week 0. Range 0..53.
 */
export function weekNumber(date: Date): number {
  const year = date.getUTCFullYear();
  const startOfDay = Date.UTC(year, date.getUTCMonth(), date.getUTCDate());
  const dayOfYear = Math.round((startOfDay - Date.UTC(year, 0, 1)) / DAY_MS); // 0-based
  const weekday = date.getUTCDay(); // 0 = Sunday
  return Math.floor((dayOfYear + 7 - weekday) / 7);
}

/**
 * The 1-based position (1..count) of the synthesis of the week among `count` published syntheses
 * in ascending id order; 0 when there are none. r = |frac(sin(w + 1) * 10000)|, n = floor(r * count) + 1.
 */
export function weekIndex(date: Date, count: number): number {
  if (!Number.isFinite(count) || count < 1) return 0;
  const n = Math.floor(count);
  const x = Math.abs(Math.sin(weekNumber(date) + 1) * 10000);
  const r = x - Math.floor(x); // fractional part of the absolute value, in [0, 1)
  return Math.floor(r * n) + 1;
}
