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

export interface RouteFigureTexts {
  longestLinear: string;
  branches: string;
  overallYield: string;
  protectingGroups: string;
}

export function routeFigureTexts(f: RouteFigures): RouteFigureTexts {
  return {
    longestLinear: steps(f.longest_linear_sequence),
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
