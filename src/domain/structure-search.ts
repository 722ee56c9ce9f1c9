import { REMAINING_STEPS } from "./route-texts.ts";

/** Structure search (docs/product/api.md §5.4.1): the modes, limits and the shape of an answer. */

export const STRUCTURE_MODES = ["substructure", "similarity", "exact"] as const;
export type StructureMode = (typeof STRUCTURE_MODES)[number];

export const STRUCTURE_LIMIT_DEFAULT = 50;
export const STRUCTURE_LIMIT_MAX = 200;
export const SIMILARITY_THRESHOLD_DEFAULT = 0.5;
/** Longer queries are refused (a SMILES of a few hundred atoms fits easily). */
export const STRUCTURE_QUERY_MAX = 1000;

/** Exact search: whether stereocentres and double-bond geometry must match too. */
export const STRUCTURE_STEREO = ["counts", "ignore"] as const;
export type StructureStereo = (typeof STRUCTURE_STEREO)[number];

/**
 * Substructure search with a SMILES query: whether its bonds must match in order (`exact`: a
 * single bond matches a single bond, an aromatic one an aromatic one) or any bond matches (`any`:
 * the SMILES read as a pattern whose bonds are all SMARTS `~`, so a saturated skeleton finds its
 * unsaturated and aromatic relatives). A SMARTS pattern's bonds are its own and are read as written.
 */
export const STRUCTURE_BONDS = ["exact", "any"] as const;
export type StructureBonds = (typeof STRUCTURE_BONDS)[number];

/**
 * Where a substructure search resumes (api.md §5.4.1.6): the list it was scanning (every target
 * molecule first, then the reaction chemicals), the position in that list's order, and how many hits
 * of that list the earlier pages showed (for numbering). Written `t12.3` or `c812.50`.
 */
export interface StructureCursor {
  list: "targets" | "chemicals";
  position: number;
  shown: number;
}

const CURSOR = /^([tc])(\d{1,7})\.(\d{1,7})$/;

export function cursorText(cursor: StructureCursor): string {
  return `${cursor.list === "targets" ? "t" : "c"}${cursor.position}.${cursor.shown}`;
}

/** The cursor of an `after` parameter, or null when the text is not one. */
export function parseCursor(text: string): StructureCursor | null {
  const m = CURSOR.exec(text);
  if (!m) return null;
  return { list: m[1] === "t" ? "targets" : "chemicals", position: Number(m[2]), shown: Number(m[3]) };
}

export interface StructureQuery {
  q: string;
  mode: StructureMode;
  /** Substructure: the most reaction chemicals per page (every target is listed); others: structures. */
  limit: number;
  /** Similarity only: the lowest Tanimoto score listed. */
  threshold: number;
  /** Exact only: `ignore` finds every stereoisomer of the query. */
  stereo: StructureStereo;
  /** Substructure only: resume after an earlier page (null: from the start). */
  after: StructureCursor | null;
  /** Substructure with a SMILES query only: `any` lets any bond match (absent: `exact`). */
  bonds?: StructureBonds;
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
  /** A product that is the synthesis's own target molecule (same structure): "target, made in …". */
  target?: boolean;
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
    /** Exact: whether stereochemistry counted (`counts`) or was ignored; null for the other modes. */
    stereo: StructureStereo | null;
    /** The cursor this page resumed from (substructure), or null. */
    after: string | null;
    /** Substructure with a SMILES query: whether bond orders had to match; null otherwise. */
    bonds: StructureBonds | null;
  };
  /**
   * False when more may match than this answer lists: `next` resumes a substructure search;
   * a similarity search held `limit` structures and left out lower scores.
   */
  complete: boolean;
  /** True only when the time budget of a substructure search stopped it: `next` continues it. */
  cut: boolean;
  /** Substructure: the cursor of the next page ("Show 50 more", "Continue"), null at the end. */
  next: string | null;
  /**
   * How many target molecules and reaction chemicals earlier pages listed, to number this page's;
   * `targets` is null once the search is past the targets (earlier pages listed every one).
   */
  before: { targets: number | null; chemicals: number };
  targets: StructureTargetHit[];
  chemicals: StructureChemicalHit[];
  /**
   * When this query found nothing: the looser readings that do find something, each run as a
   * search of its own (api.md §5.4.1.7); empty otherwise.
   */
  hints: StructureHint[];
}

/** A looser reading of a query that found nothing, and what its first page found. */
export interface StructureHint {
  /** The parameter to change, and its value: `bonds=any` (substructure) or `stereo=ignore` (exact). */
  parameter: "bonds" | "stereo";
  value: "any" | "ignore";
  /** Target molecules and reaction chemicals on that search's first page. */
  targets: number;
  chemicals: number;
  /** False when more may match than these counts (a further page, or a stopped search). */
  complete: boolean;
}

/**
 * The image URL of a hit: the structure, and for a substructure hit the query whose match the
 * drawing highlights. The server derives the highlighted atoms from the query itself, so no
 * address can choose them (docs/product/api.md §5.4.1.4).
 */
export function structureImageUrl(smiles: string, q: string | null, bonds: StructureBonds = "exact"): string {
  const params = new URLSearchParams({ smiles });
  if (q !== null) params.set("q", q);
  if (q !== null && bonds === "any") params.set("bonds", "any");
  return `/api/search/structure/image?${params.toString()}`;
}

/**
 * Where a structure appears, in a chemist's words: "starting material of step 1 of part 2" (a
 * substrate of a part's first step), "substrate of step 3 of part 1", "intermediate in step 5 of
 * part 1" (a product), "target, made in step 2 of part 3" (the product that is the synthesis's own
 * target), "special reagent in step 2 of part 1"; part 0 reads "of the remaining steps".
 */
export function occurrenceText(
  occurrence: Pick<StructureOccurrence, "role" | "part" | "step" | "target">,
): string {
  // Part 0 goes by the name the synthesis page gives it (docs/product/pages.md §2.10.2).
  const part = occurrence.part === 0 ? `the ${REMAINING_STEPS.toLowerCase()}` : `part ${occurrence.part}`;
  const where = `step ${occurrence.step} of ${part}`;
  if (occurrence.role === "special_reagent") return `special reagent in ${where}`;
  if (occurrence.role === "product")
    return occurrence.target ? `target, made in ${where}` : `intermediate in ${where}`;
  return occurrence.step === 1 ? `starting material of ${where}` : `substrate of ${where}`;
}
