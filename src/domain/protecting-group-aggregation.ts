import {
  formatTemperature,
  MINUTES_PER_UNIT,
  parseTemperature,
  parseTime,
  parseYield,
  type TimeUnit,
  timeToMinutes,
} from "./conditions.ts";

/**
 * The tables of a protecting-group page (docs/product/pages.md §2.6.2, docs/product/rules.md §4.9,
 * times in minutes by §3.3.2): reactions are grouped by identical sets of reagents and solvents,
 * separately for protection and deprotection; a group of several reactions shows ranges of its
 * conditions.
 */

export interface AggregatableReaction {
  id: number;
  reagents: readonly { id: number; name: string }[];
  solvents: readonly { id: number; name: string }[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  pivot: { type: string };
}

export interface ReactionGroup<R extends AggregatableReaction> {
  /** Stable key from the sorted reagent and solvent ids. */
  key: string;
  reagents: string[];
  solvents: string[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  reactions: R[];
}

const uniqueSorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The grouping key: the SETS of reagent ids and solvent ids (order and repeats do not matter). */
export function groupKey(r: Pick<AggregatableReaction, "reagents" | "solvents">): string {
  const reagents = uniqueSorted(r.reagents.map((x) => x.id)).join(",");
  const solvents = uniqueSorted(r.solvents.map((x) => x.id)).join(",");
  return `r:${reagents}|s:${solvents}`;
}

const uniqueNames = (items: readonly { id: number; name: string }[]) => {
  const seen = new Set<number>();
  return items.filter((x) => !seen.has(x.id) && seen.add(x.id)).map((x) => x.name);
};

/** Groups in order of first appearance; each group's reactions keep their order. */
export function groupReactions<R extends AggregatableReaction>(reactions: readonly R[]): ReactionGroup<R>[] {
  const groups = new Map<string, R[]>();
  for (const reaction of reactions) {
    const key = groupKey(reaction);
    const list = groups.get(key);
    if (list) list.push(reaction);
    else groups.set(key, [reaction]);
  }
  return [...groups.entries()].map(([key, list]) => ({
    key,
    reagents: uniqueNames(list[0].reagents),
    solvents: uniqueNames(list[0].solvents),
    ...summarizeConditions(list),
    reactions: list,
  }));
}

/**
 * The 'Protection :' and 'Deprotection :' tables (pivot.type); any other type is left out, and so is
 * a reaction that names no reagent (rules.md §4.9.4): a condensed arrow of several operations says
 * nothing about what takes the group on or off.
 */
export function protectingGroupTables<R extends AggregatableReaction>(reactions: readonly R[]) {
  const named = reactions.filter((r) => r.reagents.length > 0);
  return {
    protection: groupReactions(named.filter((r) => r.pivot.type === "protection")),
    deprotection: groupReactions(named.filter((r) => r.pivot.type === "deprotection")),
  };
}

const text = (value: string | null) => value?.trim() || null;

/** One reaction shows its own texts; several show the ranges below. */
export function summarizeConditions(
  reactions: readonly Pick<AggregatableReaction, "temperature" | "time" | "yield">[],
) {
  if (reactions.length === 1) {
    const [only] = reactions;
    return { temperature: text(only.temperature), time: text(only.time), yield: text(only.yield) };
  }
  return {
    temperature: temperatureSummary(reactions.map((r) => r.temperature)),
    time: timeRange(reactions.map((r) => r.time)),
    yield: yieldRange(reactions.map((r) => r.yield)),
  };
}

// ---------- time ----------

const UNITS_LARGEST_FIRST: TimeUnit[] = ["week", "d", "h", "min"];

/**
 * Minutes written back readably: the largest unit that gives a whole number or one decimal
 * (480 -> '8 h', 90 -> '1.5 h', 2880 -> '2 d', 10080 -> '1 week', 100 -> '100 min').
 */
export function formatMinutes(minutes: number): string {
  for (const unit of UNITS_LARGEST_FIRST) {
    const size = MINUTES_PER_UNIT[unit];
    if (minutes >= size && (minutes * 10) % size === 0) {
      const value = minutes / size;
      return `${value} ${unit === "week" && value !== 1 ? "weeks" : unit}`;
    }
  }
  return `${Math.round(minutes * 10) / 10} min`;
}

/**
 * 'min – max' over the durations that parse (overnight 480 min, h 60, d 1440, week 10080), a single
 * value when they agree, null when none parses.
 */
export function timeRange(times: readonly (string | null)[]): string | null {
  const spans = times.map((t) => timeToMinutes(parseTime(t))).filter((s) => s !== null);
  if (spans.length === 0) return null;
  const low = Math.min(...spans.map((s) => s.min));
  const high = Math.max(...spans.map((s) => s.max));
  return low === high ? formatMinutes(low) : `${formatMinutes(low)} – ${formatMinutes(high)}`;
}

// ---------- yield ----------

/** 'min% - max%' (docs/product/rules.md §4.9.3) over the yields that parse; one value when they agree. */
export function yieldRange(yields: readonly (string | null)[]): string | null {
  const percents = yields.map((y) => parseYield(y)?.percent).filter((p) => p !== undefined);
  if (percents.length === 0) return null;
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  return low === high ? `${low}%` : `${low}% - ${high}%`;
}

// ---------- temperature ----------

/**
 * The distinct temperatures, or a range 'low °C – high °C' when there are more than two and all are
 * plain numbers (a list of five values reads worse than its span). Null when none is set.
 */
export function temperatureSummary(temperatures: readonly (string | null)[]): string | null {
  // Canonical texts first, so '0°C' and '0 °C' or 'rt' and 'RT' count once.
  const canonical = temperatures
    .map(text)
    .filter((t) => t !== null)
    .map((t) => formatTemperature(parseTemperature(t)) ?? t);
  const distinct = [...new Set(canonical)];
  if (distinct.length === 0) return null;
  const numbers = distinct.map((t) => {
    const parsed = parseTemperature(t);
    return parsed.mode === "fixed" && typeof parsed.value === "number" ? parsed.value : null;
  });
  if (distinct.length > 2 && numbers.every((n) => n !== null)) {
    const values = numbers as number[];
    return `${Math.min(...values)} °C – ${Math.max(...values)} °C`;
  }
  return distinct.join(", ");
}
