/**
 * The three condition texts of a reaction (docs/product/rules.md §3.3): temperature, time and yield
 * are stored as display text ('-78 °C', '2 h', '60% (3 steps)'); the editor edits them through modes.
 * Parsing is by pattern and forgiving about spacing, case and dash/degree look-alikes; anything that
 * does not match is "unspecified" (§3.3.4). Formatting always writes the canonical text, and
 * returns null when the mode is unspecified or a value is incomplete (§3.3.4).
 */

// ---------- shared ----------

/** One number: optional minus, digits, optional decimal part ('.' only). */
const NUM = String.raw`-?\d+(?:\.\d+)?`;
const DEG = String.raw`(?:\s*°\s*C)?`; // '°C' is optional when parsing

/** Trims, collapses spaces and folds the look-alikes people paste from papers and Word. */
function clean(text: string | null): string {
  return (text ?? "")
    .replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, "-") // hyphens, en/em dashes, minus sign
    .replace(/\u2103/g, "°C") // ℃
    .replace(/[\u00BA\u02DA]/g, "°") // º and ˚ typed for °
    .replace(/\s+/g, " ")
    .trim();
}

const formatNumber = (n: number) => String(n); // -0 prints as '0'; 72.5 as '72.5'
const finite = (...ns: number[]) => ns.every(Number.isFinite);

// ---------- temperature ----------

export type TemperatureEnd = number | "RT" | "Reflux";
export type Temperature =
  | { mode: "unspecified" }
  | { mode: "fixed"; value: TemperatureEnd }
  | { mode: "approximative"; low: number; high: number }
  | { mode: "range"; low: number | "RT"; high: TemperatureEnd };

const UNSPECIFIED_TEMPERATURE: Temperature = { mode: "unspecified" };

/** A single temperature: 'N °C' / 'N°C' / 'N', 'RT' / 'rt' / 'r.t.' / 'room temperature', 'Reflux'. */
function parseEnd(text: string): TemperatureEnd | null {
  if (/^(?:rt|r\.t\.?|room temperature)$/i.test(text)) return "RT";
  if (/^reflux$/i.test(text)) return "Reflux";
  const m = new RegExp(`^(${NUM})${DEG}$`, "i").exec(text);
  return m ? Number(m[1]) : null;
}

export function parseTemperature(text: string | null): Temperature {
  const t = clean(text);
  const single = parseEnd(t);
  if (single !== null) return { mode: "fixed", value: single };
  const approx = new RegExp(`^(${NUM}) ?- ?(${NUM})${DEG}$`, "i").exec(t);
  if (approx) return { mode: "approximative", low: Number(approx[1]), high: Number(approx[2]) };
  const range = /^(.+?)(?: to |\s*(?:→|->)\s*)(.+)$/i.exec(t);
  if (range) {
    const low = parseEnd(range[1]);
    const high = parseEnd(range[2]);
    // docs/product/rules.md §3.3.1: the low end is numeric or RT; only the high end may be Reflux.
    if (low !== null && low !== "Reflux" && high !== null) return { mode: "range", low, high };
  }
  return UNSPECIFIED_TEMPERATURE;
}

function formatEnd(end: TemperatureEnd): string {
  return typeof end === "number" ? `${formatNumber(end)} °C` : end;
}

/** 'N °C' | 'RT' | 'Reflux' | 'low-high °C' | 'A to B' (each numeric end written with ' °C'). */
export function formatTemperature(t: Temperature): string | null {
  switch (t.mode) {
    case "unspecified":
      return null;
    case "fixed":
      return typeof t.value === "number" && !finite(t.value) ? null : formatEnd(t.value);
    case "approximative":
      return finite(t.low, t.high) ? `${formatNumber(t.low)}-${formatNumber(t.high)} °C` : null;
    case "range":
      if ((typeof t.low === "number" && !finite(t.low)) || (typeof t.high === "number" && !finite(t.high))) {
        return null;
      }
      return `${formatEnd(t.low)} to ${formatEnd(t.high)}`;
  }
}

// ---------- time ----------

export const TIME_UNITS = ["min", "h", "d", "week"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export type Time =
  | { mode: "unspecified" }
  | { mode: "overnight" }
  | { mode: "single"; value: number; unit: TimeUnit }
  | { mode: "range"; low: number; high: number; unit: TimeUnit };

/** Minutes per unit (docs/product/rules.md §3.3.2); a week is 7 days. */
export const MINUTES_PER_UNIT: Readonly<Record<TimeUnit, number>> = { min: 1, h: 60, d: 1440, week: 10080 };
export const OVERNIGHT_MINUTES = 480;

const UNIT_WORDS: ReadonlyArray<[RegExp, TimeUnit]> = [
  [/^(?:min|mins|minutes?)$/i, "min"],
  [/^(?:h|hrs?|hours?)$/i, "h"],
  [/^(?:d|days?)$/i, "d"],
  [/^(?:weeks?|wks?)$/i, "week"],
];
const parseUnit = (word: string) => UNIT_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
const UNSIGNED = String.raw`\d+(?:\.\d+)?`;

export function parseTime(text: string | null): Time {
  const t = clean(text);
  if (/^(?:on|o\/?n|o\.n\.?|overnight)$/i.test(t)) return { mode: "overnight" };
  const single = new RegExp(`^(${UNSIGNED}) ?([a-z]+)$`, "i").exec(t);
  const singleUnit = single && parseUnit(single[2]);
  if (single && singleUnit) return { mode: "single", value: Number(single[1]), unit: singleUnit };
  const range = new RegExp(`^(${UNSIGNED}) ?(?:-| to ) ?(${UNSIGNED}) ?([a-z]+)$`, "i").exec(t);
  const rangeUnit = range && parseUnit(range[3]);
  if (range && rangeUnit) {
    return { mode: "range", low: Number(range[1]), high: Number(range[2]), unit: rangeUnit };
  }
  return { mode: "unspecified" };
}

/**
 * Units are symbols and never take a plural ('2 h', '30 min', '3 d'), except the word 'week':
 * 'week' for exactly 1, 'weeks' otherwise — a range is always plural ('1 - 2 weeks').
 */
function unitLabel(unit: TimeUnit, value: number | null): string {
  return unit === "week" && value !== 1 ? "weeks" : unit;
}

/** 'ON' | 'N unit' | 'N - M unit'. */
export function formatTime(t: Time): string | null {
  switch (t.mode) {
    case "unspecified":
      return null;
    case "overnight":
      return "ON";
    case "single":
      return finite(t.value) ? `${formatNumber(t.value)} ${unitLabel(t.unit, t.value)}` : null;
    case "range":
      return finite(t.low, t.high)
        ? `${formatNumber(t.low)} - ${formatNumber(t.high)} ${unitLabel(t.unit, null)}`
        : null;
  }
}

/** Minutes for protecting-group aggregation (docs/product/rules.md §4.9.3); null when unspecified. */
export function timeToMinutes(t: Time): { min: number; max: number } | null {
  switch (t.mode) {
    case "unspecified":
      return null;
    case "overnight":
      return { min: OVERNIGHT_MINUTES, max: OVERNIGHT_MINUTES };
    case "single":
      return { min: t.value * MINUTES_PER_UNIT[t.unit], max: t.value * MINUTES_PER_UNIT[t.unit] };
    case "range":
      return { min: t.low * MINUTES_PER_UNIT[t.unit], max: t.high * MINUTES_PER_UNIT[t.unit] };
  }
}

// ---------- yield ----------

/**
 * A yield in percent, over `steps` steps (1 unless the yield is marked "for multiple steps"). A
 * range gives its upper end as `high` ('46–50%'); `brsm` marks a yield based on recovered starting
 * material ('90% brsm'). Neither is a yield the route figures count (rules.md §4.12.5).
 */
export interface Yield {
  percent: number;
  steps: number;
  high?: number | null;
  brsm?: boolean;
}

/**
 * Strict on purpose: 'N%' or 'N% (K step|steps)', N a number from 0 to 100 (decimals allowed),
 * K a whole number >= 1. Qualitative texts ('>95%', 'quant.', '90% brsm') are not a yield the editor
 * can represent, so they are null (unspecified), as docs/product/rules.md §3.3.4 asks for unmatched text.
 */
export function parseYield(text: string | null): Yield | null {
  const m = /^(\d+(?:\.\d+)?) ?% ?(?:\( ?(\d+) ?steps? ?\))?$/i.exec(clean(text));
  if (!m) return null;
  const percent = Number(m[1]);
  const steps = m[2] === undefined ? 1 : Number(m[2]);
  return percent <= 100 && steps >= 1 ? { percent, steps } : null;
}

/**
 * What the Yield panel records (rules.md §3.3.3): 'N%', a range 'N–M%' (N below M), either followed
 * by 'brsm', then the '(K steps)' marker. Dashes and spacing are forgiven as elsewhere; 'b.r.s.m.'
 * and '(brsm)' read as 'brsm'. Anything else is null.
 */
export function parseYieldRecord(text: string | null): Yield | null {
  const m =
    /^(\d+(?:\.\d+)?) ?(?:%? ?- ?(\d+(?:\.\d+)?) ?)?% ?(\(? ?b\.?r\.?s\.?m\.? ?\)?)? ?(?:\( ?(\d+) ?steps? ?\))?$/i.exec(
      clean(text),
    );
  if (!m) return null;
  const y: Yield = {
    percent: Number(m[1]),
    steps: m[4] === undefined ? 1 : Number(m[4]),
    high: m[2] === undefined ? null : Number(m[2]),
    brsm: m[3] !== undefined,
  };
  return formatYield(y) === null ? null : y;
}

/**
 * 'N%' for one step, 'N% (K steps)' for K > 1. '(1 step)' is accepted when parsing but written as
 * plain 'N%': a one-step yield is the default, so the marker would add nothing. A range reads
 * 'N–M%' (an en dash), a brsm yield 'N% brsm'; a range whose ends are not in order is no yield.
 */
export function formatYield(y: Yield | null): string | null {
  if (!y || !finite(y.percent, y.steps) || y.percent < 0 || y.percent > 100) return null;
  if (!Number.isInteger(y.steps) || y.steps < 1) return null;
  const high = y.high ?? null;
  if (high !== null && (!finite(high) || high <= y.percent || high > 100)) return null;
  const range = high === null ? "" : `\u2013${formatNumber(high)}`;
  const percent = `${formatNumber(y.percent)}${range}%${y.brsm ? " brsm" : ""}`;
  return y.steps === 1 ? percent : `${percent} (${y.steps} steps)`;
}

/**
 * How many steps a reaction counts for in number_of_steps: K when its yield text carries a
 * '(K steps)' marker, otherwise 1. Reads the marker even when the percentage part is not strict
 * ('>95% (2 steps)'), so imported texts still count correctly.
 */
export function stepWeight(yieldText: string | null): number {
  const m = /\( ?(\d+) ?steps? ?\)/i.exec(clean(yieldText));
  const k = m ? Number(m[1]) : 1;
  return Math.max(k, 1);
}
