import type { z } from "zod";
import {
  type Amount,
  type Atmosphere,
  amountSchema,
  atmosphereSchema,
  CATALYTIC,
  type Concentration,
  concentrationSchema,
  type ReactionRecords,
  type Selectivity,
  selectivitiesSchema,
} from "../../domain/reaction-records.ts";

/**
 * The records of a reaction (docs/product/rules.md §3.7) as the columns of migration 0020 hold them,
 * both ways. Reading back goes through the document's schemas, so a value a row cannot have come
 * from (a unit outside the list) reads as no value rather than as something the pages cannot show.
 */

export interface RecordColumns {
  atmosphere: string | null;
  atmosphere_pressure: number | null;
  atmosphere_pressure_unit: string | null;
  concentration: number | null;
  concentration_unit: string | null;
  neat: number;
  selectivities: string | null;
}

export function recordColumns(r: ReactionRecords): RecordColumns {
  return {
    atmosphere: r.atmosphere?.gas ?? null,
    atmosphere_pressure: r.atmosphere?.pressure?.value ?? null,
    atmosphere_pressure_unit: r.atmosphere?.pressure?.unit ?? null,
    concentration: r.concentration?.value ?? null,
    concentration_unit: r.concentration?.unit ?? null,
    neat: r.neat ? 1 : 0,
    selectivities: r.selectivities.length ? JSON.stringify(r.selectivities) : null,
  };
}

/**
 * A column's value through its schema. An empty column is no value at once: a failed parse builds
 * an error with a stack trace, which for the many reagents without an amount made most of a
 * document read's garbage (docs/benchmarks.md, bulk downloads).
 */
function read<T>(schema: z.ZodType<T>, value: unknown): T | null {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function quantity(value: number | null, unit: string | null) {
  return value === null || unit === null ? null : { value: Number(value), unit };
}

export function recordsFromColumns(row: RecordColumns): ReactionRecords {
  let selectivities: Selectivity[] = [];
  if (row.selectivities) {
    try {
      selectivities = read<Selectivity[]>(selectivitiesSchema, JSON.parse(row.selectivities)) ?? [];
    } catch {
      selectivities = [];
    }
  }
  const pressure = quantity(row.atmosphere_pressure, row.atmosphere_pressure_unit);
  return {
    atmosphere: row.atmosphere ? read<Atmosphere>(atmosphereSchema, { gas: row.atmosphere, pressure }) : null,
    concentration: read<Concentration>(
      concentrationSchema,
      quantity(row.concentration, row.concentration_unit),
    ),
    neat: Number(row.neat) === 1,
    selectivities,
  };
}

/** A reagent row's amount. */
export const amountColumns = (amount: Amount | null | undefined) => ({
  amount: amount?.value ?? null,
  amount_unit: amount?.unit ?? null,
});

export const amountFromColumns = (row: {
  amount: number | null;
  amount_unit: string | null;
}): Amount | null =>
  // A catalytic amount ('cat.') is its unit alone: no number is stored with it.
  row.amount_unit === CATALYTIC
    ? { value: null, unit: CATALYTIC }
    : read<Amount>(amountSchema, quantity(row.amount, row.amount_unit));
