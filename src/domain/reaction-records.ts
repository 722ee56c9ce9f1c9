import { z } from "zod";
import { firstIssue } from "./errors.ts";
import { yieldBoundsIssue } from "./yield-bounds.ts";

/**
 * What a chemist records on a reaction besides its condition texts (docs/product/rules.md §3.7):
 * the amount of each reagent (equivalents, or mol % for a catalyst), the stoichiometric coefficient
 * of a substrate (a dimerisation uses one substrate twice), the atmosphere (with a pressure), the
 * concentration, 'neat' (no solvent) and structured selectivities (dr, er, E/Z, ee). Every value is
 * optional; an empty one is null (an empty list, false for neat), which is what a document written
 * before these fields holds. Numbers are checked against bounds and units come from fixed lists.
 */

export const AMOUNT_UNITS = ["equiv", "mol%"] as const;
/** A catalytic amount whose quantity the paper does not give: written 'cat.', it has no value. */
export const CATALYTIC = "cat" as const;
export const ATMOSPHERE_GASES = ["Ar", "N2", "inert", "air", "O2", "H2", "CO"] as const;
export const PRESSURE_UNITS = ["atm", "bar", "psi", "MPa"] as const;
export const CONCENTRATION_UNITS = ["M", "mM"] as const;
export const RATIO_SELECTIVITIES = ["dr", "er", "E/Z"] as const;
export const SELECTIVITY_TYPES = [...RATIO_SELECTIVITIES, "ee"] as const;
export const MAX_COEFFICIENT = 20;
export const MAX_SELECTIVITIES = 4;

/** The largest value each unit takes: beyond it a value is a typing mistake, not chemistry. */
export const UNIT_MAXIMA: Readonly<Record<string, number>> = {
  equiv: 1000,
  "mol%": 100,
  atm: 1000,
  bar: 1000,
  psi: 15000,
  MPa: 100,
  M: 20,
  mM: 20000,
};

const positive = z.number({ error: "must be a number" }).positive("must be more than 0");

/** `{ value, unit }` with the unit from `units` and the value above 0 and at most the unit's maximum. */
function quantity<U extends readonly [string, ...string[]]>(units: U) {
  return z
    .object({ value: positive, unit: z.enum(units, { error: `must be one of ${units.join(", ")}` }) })
    .superRefine((q, ctx) => {
      const max = UNIT_MAXIMA[q.unit] ?? Number.POSITIVE_INFINITY;
      if (q.value > max) ctx.addIssue({ code: "custom", path: ["value"], message: `must be at most ${max}` });
    });
}

/** A reagent's amount: '1.2 equiv', '5 mol %' for a catalyst, or 'cat.' when no quantity is given. */
export const amountSchema = z.discriminatedUnion(
  "unit",
  [
    quantity(AMOUNT_UNITS),
    z.object({
      unit: z.literal(CATALYTIC),
      value: z
        .null({ error: "must be empty for a catalytic amount" })
        .optional()
        .transform(() => null),
    }),
  ],
  { error: `must be one of ${[...AMOUNT_UNITS, CATALYTIC].join(", ")}` },
);
export type Amount =
  | { value: number; unit: (typeof AMOUNT_UNITS)[number] }
  | { value: null; unit: typeof CATALYTIC };

/** A substrate's stoichiometric coefficient: 1 (the default, stored as null) to 20. */
export const coefficientSchema = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_COEFFICIENT, `must be at most ${MAX_COEFFICIENT}`);

export const atmosphereSchema = z.object({
  gas: z.enum(ATMOSPHERE_GASES, { error: `must be one of ${ATMOSPHERE_GASES.join(", ")}` }),
  pressure: quantity(PRESSURE_UNITS)
    .nullish()
    .transform((v) => v ?? null),
});
export type Atmosphere = z.infer<typeof atmosphereSchema>;

export const concentrationSchema = quantity(CONCENTRATION_UNITS);
export type Concentration = z.infer<typeof concentrationSchema>;

const moreThan = z.boolean({ error: "must be true or false" }).default(false);
const ratioPart = positive.max(1000, "must be at most 1000");

/** dr, er and E/Z are ratios ('dr 5:1', 'dr >20:1'); ee is a percentage ('92% ee', '>99% ee'). */
export const selectivitySchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.enum(RATIO_SELECTIVITIES),
      ratio: z.tuple([ratioPart, ratioPart], { error: "must be two numbers" }),
      more_than: moreThan,
    }),
    z.object({
      type: z.literal("ee"),
      value: z
        .number({ error: "must be a number" })
        .min(0, "must be at least 0")
        .max(100, "must be at most 100"),
      more_than: moreThan,
    }),
  ],
  { error: `must have a type among ${SELECTIVITY_TYPES.join(", ")}` },
);
export type Selectivity = z.infer<typeof selectivitySchema>;

/** At most one of each type. */
export const selectivitiesSchema = z
  .array(selectivitySchema)
  .max(MAX_SELECTIVITIES, `must hold at most ${MAX_SELECTIVITIES} values`)
  .superRefine((list, ctx) => {
    list.forEach((s, i) => {
      if (list.findIndex((o) => o.type === s.type) !== i) {
        ctx.addIssue({ code: "custom", path: [i, "type"], message: `gives ${s.type} twice` });
      }
    });
  });

/** The reaction-level records, as the document and a stored draft carry them. */
export interface ReactionRecords {
  atmosphere: Atmosphere | null;
  concentration: Concentration | null;
  neat: boolean;
  selectivities: Selectivity[];
}

export const NEAT_WITH_SOLVENT = "a reaction run neat has no solvent";

type Path = (string | number)[];
export interface RecordIssue {
  path: Path;
  message: string;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The first problem of every record a document (or a stored draft, which names them alike) gives,
 * with its path: a draft is work in progress and may be incomplete, but a value it does give must
 * be valid. Absent and null values are no problem.
 */
export function recordIssues(document: unknown): RecordIssue[] {
  const issues: RecordIssue[] = [];
  const check = (schema: z.ZodType, value: unknown, path: Path) => {
    if (value === undefined || value === null) return;
    const parsed = schema.safeParse(value);
    if (parsed.success) return;
    const issue = firstIssue(parsed.error);
    issues.push({ path: [...path, ...(issue.path as Path)], message: issue.message });
  };
  asList(asObject(document).parts).forEach((part, i) => {
    asList(asObject(part).reactions).forEach((raw, j) => {
      const reaction = asObject(raw);
      const at: Path = ["parts", i, "reactions", j];
      asList(reaction.reagents).forEach((g, k) => {
        check(amountSchema, asObject(g).amount, [...at, "reagents", k, "amount"]);
      });
      asList(reaction.substrates).forEach((c, k) => {
        check(coefficientSchema, asObject(c).coefficient, [...at, "substrates", k, "coefficient"]);
      });
      check(atmosphereSchema, reaction.atmosphere, [...at, "atmosphere"]);
      check(concentrationSchema, reaction.concentration, [...at, "concentration"]);
      check(z.boolean({ error: "must be true or false" }), reaction.neat, [...at, "neat"]);
      check(selectivitiesSchema, reaction.selectivities, [...at, "selectivities"]);
      if (reaction.neat === true && asList(reaction.solvents).length > 0) {
        issues.push({ path: [...at, "neat"], message: NEAT_WITH_SOLVENT });
      }
      // The yield is free text, but its percentages must be possible (the Yield panel's own check).
      const yieldIssue = typeof reaction.yield === "string" ? yieldBoundsIssue(reaction.yield) : null;
      if (yieldIssue) issues.push({ path: [...at, "yield"], message: yieldIssue });
    });
  });
  return issues;
}
