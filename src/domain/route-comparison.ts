import { chiralityLabel, partsInReadingOrder } from "./display-rules.ts";
import type { SynthesisView } from "./views.ts";

/**
 * The routes to one target side by side (docs/product/pages.md §2.7.4): one row per synthesis,
 * built on the server from the synthesis read, and the order a column sorts them in.
 */

export interface RouteComparisonRow {
  id: number;
  year: number;
  investigator: string;
  type: string;
  /** Every step to the target, the earlier route's included; `earlier_route_steps` of them are its. */
  steps: number;
  earlier_route_steps: number;
  longest_linear_sequence: number;
  longest_linear_earlier: number;
  overall_yield: number | null;
  yields_recorded: number;
  /** Named reactions used, once each, in the order the route first uses them. */
  named_reactions: { name: string; url: string }[];
  protecting_group_steps: number;
}

export function routeComparisonRow(view: SynthesisView): RouteComparisonRow {
  const named = new Map<string, { name: string; url: string }>();
  for (const part of partsInReadingOrder(view.parts)) {
    for (const reaction of part.reactions) {
      for (const n of reaction.named_reactions)
        if (!named.has(n.url)) named.set(n.url, { name: n.name, url: n.url });
    }
  }
  const f = view.route_figures;
  return {
    id: view.id,
    year: view.year,
    investigator: `${view.author.firstName} ${view.author.lastName}`,
    type: [view.type_1, chiralityLabel(view.type_2)].filter(Boolean).join(", "),
    steps: f.total_steps,
    earlier_route_steps: f.earlier_route_steps,
    longest_linear_sequence: f.longest_linear_sequence,
    longest_linear_earlier: f.longest_linear_earlier,
    overall_yield: f.overall_yield,
    yields_recorded: f.yields_recorded,
    named_reactions: [...named.values()],
    protecting_group_steps: f.protecting_group_steps,
  };
}

export const ROUTE_SORT_KEYS = [
  "year",
  "investigator",
  "type",
  "steps",
  "longest_linear_sequence",
  "overall_yield",
  "named_reactions",
  "protecting_group_steps",
] as const;
export type RouteSortKey = (typeof ROUTE_SORT_KEYS)[number];

const lastName = (row: RouteComparisonRow) => row.investigator.split(" ").at(-1) ?? "";

function value(row: RouteComparisonRow, key: RouteSortKey): number | string | null {
  switch (key) {
    case "investigator":
      return lastName(row).toLowerCase();
    case "type":
      return row.type.toLowerCase();
    case "named_reactions":
      return row.named_reactions.length;
    default:
      return row[key];
  }
}

/**
 * Rows sorted by one column; a route without an overall yield goes last either way (it is unknown,
 * not zero), and ties keep the year order.
 */
export function sortRoutes(
  rows: readonly RouteComparisonRow[],
  key: RouteSortKey,
  descending = false,
): RouteComparisonRow[] {
  const byYear = [...rows].sort((a, b) => a.year - b.year || a.id - b.id);
  return byYear.sort((a, b) => {
    const x = value(a, key);
    const y = value(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  });
}
