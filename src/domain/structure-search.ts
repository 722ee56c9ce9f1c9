import { REMAINING_STEPS } from "./route-texts.ts";

/** Structure search (docs/product/api.md §5.4.1): the modes, limits and the shape of an answer. */

export const STRUCTURE_MODES = ["substructure", "similarity", "exact"] as const;
export type StructureMode = (typeof STRUCTURE_MODES)[number];

export const STRUCTURE_LIMIT_DEFAULT = 50;
export const STRUCTURE_LIMIT_MAX = 200;
export const SIMILARITY_THRESHOLD_DEFAULT = 0.5;
/** Longer queries are refused (a SMILES of a few hundred atoms fits easily). */
export const STRUCTURE_QUERY_MAX = 1000;

export interface StructureQuery {
  q: string;
  mode: StructureMode;
  limit: number;
  /** Similarity only: the lowest Tanimoto score listed. */
  threshold: number;
}

/** Where a matching structure appears in a reaction. */
export type ChemicalRole = "substrate" | "product" | "special_reagent";

export interface StructureSynthesisLabel {
  id: number;
  /** The synthesis's target molecule. */
  molecule: string;
  author: string;
  year: number;
}

export interface StructureHitBase {
  /** RDKit's canonical SMILES of the matching structure. */
  smiles: string;
  heavyAtoms: number;
  /** Similarity: the Tanimoto score (0..1); exact: 1; substructure: null. */
  score: number | null;
  /** Atom indices (in `smiles`) matched by a substructure query; empty otherwise. */
  atoms: number[];
  /** The drawing with the matched atoms highlighted (image/svg+xml). */
  image: string;
}

export interface StructureTargetHit extends StructureHitBase {
  molecule: { id: number; name: string; structure: string; formula: string | null };
  syntheses: StructureSynthesisLabel[];
}

export interface StructureOccurrence {
  synthesis: StructureSynthesisLabel;
  part: number;
  step: number;
  role: ChemicalRole;
  /** The chemical's name in that reaction, when it has one. */
  name: string | null;
}

export interface StructureChemicalHit extends StructureHitBase {
  occurrences: StructureOccurrence[];
}

export interface StructureSearchResults {
  query: {
    q: string;
    mode: StructureMode;
    /** How `q` was read: a SMILES, or (substructure only) a SMARTS pattern. */
    format: "smiles" | "smarts";
    /** RDKit's canonical SMILES of a SMILES query; null for SMARTS. */
    canonical: string | null;
    limit: number;
    threshold: number | null;
  };
  /**
   * False when the search stopped before looking at every candidate: `limit` matching structures
   * were found, or the work bound of a substructure search was reached.
   */
  complete: boolean;
  targets: StructureTargetHit[];
  chemicals: StructureChemicalHit[];
}

/**
 * The image URL of a hit: the structure with the given atoms highlighted, listed once each in
 * increasing order (the only form the drawing call accepts: one address per picture).
 */
export function structureImageUrl(smiles: string, atoms: readonly number[]): string {
  const params = new URLSearchParams({ smiles });
  const listed = [...new Set(atoms)].sort((a, b) => a - b);
  if (listed.length) params.set("atoms", listed.join(","));
  return `/api/search/structure/image?${params.toString()}`;
}

/**
 * Where a structure appears, in a chemist's words: "starting material of step 1 of part 2" (a
 * substrate of a part's first step), "substrate of step 3 of part 1", "intermediate in step 5 of
 * part 1" (a product), "special reagent in step 2 of part 1"; part 0 reads "of the remaining steps".
 */
export function occurrenceText(occurrence: Pick<StructureOccurrence, "role" | "part" | "step">): string {
  // Part 0 goes by the name the synthesis page gives it (docs/product/pages.md §2.10.2).
  const part = occurrence.part === 0 ? `the ${REMAINING_STEPS.toLowerCase()}` : `part ${occurrence.part}`;
  const where = `step ${occurrence.step} of ${part}`;
  if (occurrence.role === "special_reagent") return `special reagent in ${where}`;
  if (occurrence.role === "product") return `intermediate in ${where}`;
  return occurrence.step === 1 ? `starting material of ${where}` : `substrate of ${where}`;
}
