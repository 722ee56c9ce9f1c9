import type { z } from "zod";
import { firstIssue } from "../errors.ts";
import {
  type Amount,
  type Atmosphere,
  amountSchema,
  atmosphereSchema,
  type Concentration,
  coefficientSchema,
  concentrationSchema,
  type Selectivity,
  selectivitySchema,
} from "../reaction-records.ts";
import {
  type ActionResult,
  type EditorId,
  editReaction,
  type Refusal,
  refuse,
  type SynthesisDraft,
} from "./draft.ts";

/**
 * What a chemist records on a reaction (docs/product/rules.md §3.7), as pure actions on a synthesis
 * draft: a reagent's amount, a substrate's coefficient, the atmosphere, the concentration, 'neat' and
 * the structured selectivities. Each value is checked by the document's own schema, so the editor
 * never keeps what publishing would refuse; a refusal names the problem.
 */

/** The value as the schema reads it, or the refusal naming its first problem. */
function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T | Refusal {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { path, message } = firstIssue(parsed.error);
  const field = path.length ? ` ${path.join(" ")}` : "";
  return refuse(`The ${what}${field} ${message}.`);
}
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "ok" in value && value.ok === false;

/** Equivalents or mol % of the reagent at `index` in the reaction's list; null clears it. */
export function setReagentAmount(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; index: number; amount: Amount | null },
): ActionResult {
  const amount = args.amount === null ? null : checked(amountSchema, args.amount, "amount");
  if (isRefusal(amount)) return amount;
  return editReaction(draft, args.reactionId, (r) => {
    const reagent = r.reagents[args.index];
    if (!reagent) return refuse("This reagent is no longer in the list.");
    reagent.amount = amount;
    return {};
  });
}

/** How many molecules of a substrate the reaction uses (1 to 20; 1 is the default and clears it). */
export function setSubstrateCoefficient(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; chemicalId: EditorId; coefficient: number },
): ActionResult {
  const coefficient = checked(coefficientSchema, args.coefficient, "coefficient");
  if (isRefusal(coefficient)) return coefficient;
  return editReaction(draft, args.reactionId, (r) => {
    const substrate = r.substrates.find((c) => c.id === args.chemicalId);
    if (!substrate) return refuse("This substrate is no longer on the reaction.");
    substrate.coefficient = coefficient === 1 ? null : coefficient;
    return {};
  });
}

export function setAtmosphere(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; atmosphere: Atmosphere | null },
): ActionResult {
  const atmosphere =
    args.atmosphere === null ? null : checked(atmosphereSchema, args.atmosphere, "atmosphere");
  if (isRefusal(atmosphere)) return atmosphere;
  return editReaction(draft, args.reactionId, (r) => {
    r.atmosphere = atmosphere;
    return {};
  });
}

export function setConcentration(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; concentration: Concentration | null },
): ActionResult {
  const concentration =
    args.concentration === null ? null : checked(concentrationSchema, args.concentration, "concentration");
  if (isRefusal(concentration)) return concentration;
  return editReaction(draft, args.reactionId, (r) => {
    r.concentration = concentration;
    return {};
  });
}

/** 'Neat': the reaction runs without solvent, so choosing it removes the solvents (Undo brings them back). */
export function setNeat(draft: SynthesisDraft, args: { reactionId: EditorId; neat: boolean }): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    r.neat = args.neat;
    if (args.neat) r.solvents = [];
    return {};
  });
}

/** Adds a dr, er, E/Z or ee value; one of the same type is replaced in place. */
export function setSelectivity(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; selectivity: Selectivity },
): ActionResult {
  const value = checked(selectivitySchema, args.selectivity, "selectivity");
  if (isRefusal(value)) return value;
  return editReaction(draft, args.reactionId, (r) => {
    const at = r.selectivities.findIndex((s) => s.type === value.type);
    if (at >= 0) r.selectivities[at] = value;
    else r.selectivities.push(value);
    return {};
  });
}

export function removeSelectivity(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; type: Selectivity["type"] },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    const at = r.selectivities.findIndex((s) => s.type === args.type);
    if (at < 0) return refuse(`This reaction records no ${args.type}.`);
    r.selectivities.splice(at, 1);
    return {};
  });
}
