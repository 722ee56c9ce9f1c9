import type { RouteFigures } from "./route-figures.ts";

/**
 * How the synthesis page writes the route figures and the step numbers (docs/product/pages.md
 * §2.10.1 and §2.10.3). Pure text; the figures themselves come from the server.
 */

/** The name of part 0 everywhere: the page, structure search results and the editor. */
export const REMAINING_STEPS = "Remaining steps";

/** 'Step {part}.{step}', or 'Remaining step {step}' in part 0. */
export const stepLabel = (part: number, step: number) =>
  part === 0 ? `Remaining step ${step}` : `Step ${part}.${step}`;

const steps = (n: number) => (n === 1 ? "1 step" : `${n} steps`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A percentage as chemists write an overall yield: whole above 10 %, then one or two decimals. */
export function formatPercent(percent: number): string {
  if (percent >= 10) return `${Math.round(percent)}%`;
  if (percent >= 1) return `${percent.toFixed(1)}%`;
  return `${percent.toFixed(2)}%`;
}

/** 'n of m yields recorded' ('0 of 1 yield recorded'): the steps of the sequence with a yield. */
export const yieldsRecorded = (recorded: number, longest: number) =>
  `${recorded} of ${longest} ${longest === 1 ? "yield" : "yields"} recorded`;

/**
 * A step count with the earlier route's share apart: '7 steps', or '4 steps (+ 5 of the earlier
 * route)' for a Formal synthesis whose part 0 and supp_steps count 5 of its 9.
 */
export function stepCount(total: number, earlier: number): string {
  return earlier > 0 ? `${steps(total - earlier)} (+ ${earlier} of the earlier route)` : steps(total);
}

/** The same count in a table cell: '7', or '4 + 5' (own + earlier route). */
export const stepCountCell = (total: number, earlier: number) =>
  earlier > 0 ? `${total - earlier} + ${earlier}` : String(total);

/**
 * How the step counts of one route were made, in a sentence under its figures: said only when a
 * rule changed a number (a condensed arrow, or the earlier route of a Formal synthesis).
 */
export function stepRuleNote(f: RouteFigures): string | null {
  const notes: string[] = [];
  if (f.condensed_arrows > 0) {
    const arrows =
      f.condensed_arrows === 1
        ? "one condensed arrow stands"
        : `${f.condensed_arrows} condensed arrows stand`;
    notes.push(
      `${arrows} for ${f.condensed_steps} steps and ${f.condensed_arrows === 1 ? "counts" : "count"} for each of them`,
    );
  }
  if (f.earlier_route_steps > 0) {
    notes.push(
      `${f.earlier_route_steps === 1 ? "the 1 step" : `the ${f.earlier_route_steps} steps`} of the earlier route that this formal synthesis joins (its remaining steps, drawn or counted) ${f.earlier_route_steps === 1 ? "is" : "are"} shown apart`,
    );
  }
  if (notes.length === 0) return null;
  const text = notes.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** What the comparison table's step columns count, said once under the table. */
export const STEP_COLUMNS_RULE =
  "Steps counts every reaction of a route; Longest linear sequence the steps of its longest chain from a " +
  "starting material to the target. A condensed arrow counts for the steps it stands for. For a formal " +
  "synthesis, '+ N' are the steps of the earlier route it joins (its remaining steps, drawn or not); " +
  "the columns sort by the sum.";

export interface RouteFigureTexts {
  /** Every step, the earlier route's apart ('4 steps (+ 5 of the earlier route)'). */
  steps: string;
  longestLinear: string;
  branches: string;
  overallYield: string;
  protectingGroups: string;
}

export function routeFigureTexts(f: RouteFigures): RouteFigureTexts {
  return {
    steps: stepCount(f.total_steps, f.earlier_route_steps),
    longestLinear: stepCount(f.longest_linear_sequence, f.longest_linear_earlier),
    branches: f.branches <= 1 ? `${f.branches} (linear)` : `${f.branches} (convergent)`,
    overallYield:
      f.overall_yield === null
        ? yieldsRecorded(f.yields_recorded, f.longest_linear_sequence)
        : `${formatPercent(f.overall_yield)} over the longest linear sequence`,
    protectingGroups:
      f.protecting_group_steps === 0
        ? "none"
        : `${steps(f.protecting_group_steps)} (${plural(f.protections, "protection")}, ${plural(f.deprotections, "deprotection")})`,
  };
}
