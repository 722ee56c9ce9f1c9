import type { Amount, Atmosphere, Concentration, Selectivity } from "./reaction-records.ts";

/**
 * How the records of a reaction read on the pages and the editor's card (docs/product/rules.md
 * §3.7): '1.2 equiv', '5 mol %', '×2', 'H₂ (50 bar)', '0.1 M', 'dr 5:1', '>99% ee'. Pure functions;
 * each gives null for no value.
 */

/** Numbers as typed: '1.2', '0.05', '20' (no trailing zeros, no exponent for the bounds we allow). */
const number = (n: number) => String(Number(n.toPrecision(12)));

const AMOUNT_LABELS: Readonly<Record<Amount["unit"], string>> = {
  equiv: "equiv",
  "mol%": "mol %",
  cat: "cat.",
};

/** '1.2 equiv', '5 mol %', or 'cat.' for a catalytic amount without a quantity. */
export function formatAmount(
  amount: { value?: number | null; unit: Amount["unit"] } | null | undefined,
): string | null {
  if (!amount) return null;
  const label = AMOUNT_LABELS[amount.unit];
  return amount.value == null ? (amount.unit === "cat" ? label : null) : `${number(amount.value)} ${label}`;
}

/** '×2' before a substrate used more than once; nothing for 1. */
export function formatCoefficient(coefficient: number | null | undefined): string | null {
  return coefficient && coefficient > 1 ? `×${coefficient}` : null;
}

/** The gases as chemists write them, with subscripts. */
export const GAS_LABELS: Readonly<Record<Atmosphere["gas"], string>> = {
  Ar: "Ar",
  N2: "N₂",
  inert: "inert atm.",
  air: "air",
  O2: "O₂",
  H2: "H₂",
  CO: "CO",
};

export function formatAtmosphere(atmosphere: Atmosphere | null | undefined): string | null {
  if (!atmosphere) return null;
  const gas = GAS_LABELS[atmosphere.gas];
  const p = atmosphere.pressure;
  return p ? `${gas} (${number(p.value)} ${p.unit})` : gas;
}

export function formatConcentration(concentration: Concentration | null | undefined): string | null {
  return concentration ? `${number(concentration.value)} ${concentration.unit}` : null;
}

/** 'dr 5:1', 'dr >20:1', 'er 96:4', 'E/Z 4:1', '92% ee', '>99% ee'. */
export function formatSelectivity(s: Selectivity): string {
  const more = s.more_than ? ">" : "";
  if (s.type === "ee") return `${more}${number(s.value)}% ee`;
  return `${s.type} ${more}${number(s.ratio[0])}:${number(s.ratio[1])}`;
}

/** The structured selectivities after the free text, comma separated. */
export function selectivityLine(
  text: string | null | undefined,
  selectivities: readonly Selectivity[] | undefined,
): string | null {
  const parts = [text?.trim() ?? "", ...(selectivities ?? []).map(formatSelectivity)].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** The solvent line's end: 'neat', or the concentration after the solvents ('THF, 0.1 M'). */
export function solventExtras(r: { neat?: boolean; concentration?: Concentration | null }): string | null {
  const parts = [r.neat ? "neat" : null, formatConcentration(r.concentration)].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
