import type { StructureHint, StructureQuery, StructureSearchResults } from "../../domain/structure-search.ts";

/** A looser reading of a query: the parameter it changes, and the query with that change. */
export interface LooserReading {
  parameter: StructureHint["parameter"];
  value: StructureHint["value"];
  query: StructureQuery;
}

/**
 * The looser readings worth running when a query found nothing (docs/product/api.md §5.4.1.7): a
 * SMILES substructure query whose bond orders had to match, with any bond; an exact query whose
 * stereochemistry counted, with it ignored. Only a first page that was searched to its end and
 * found nothing asks: a later page, a page the time budget cut, or one with hits never costs more.
 */
export function looserReadings(query: StructureQuery, results: StructureSearchResults): LooserReading[] {
  const empty = results.targets.length === 0 && results.chemicals.length === 0;
  if (!empty || !results.complete || results.query.after !== null) return [];
  if (query.mode === "substructure" && results.query.bonds === "exact") {
    return [{ parameter: "bonds", value: "any", query: { ...query, bonds: "any" } }];
  }
  if (query.mode === "exact" && query.stereo === "counts") {
    return [{ parameter: "stereo", value: "ignore", query: { ...query, stereo: "ignore" } }];
  }
  return [];
}

/** The hint a looser reading's answer gives: what its first page found, or null when nothing. */
export function hintOf(reading: LooserReading, answer: StructureSearchResults): StructureHint | null {
  const targets = answer.targets.length;
  const chemicals = answer.chemicals.length;
  if (targets === 0 && chemicals === 0) return null;
  return {
    parameter: reading.parameter,
    value: reading.value,
    targets,
    chemicals,
    complete: answer.complete,
  };
}
