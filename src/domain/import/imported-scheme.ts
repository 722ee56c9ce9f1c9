import type { PROTECTING_GROUP_LINKS } from "../synthesis-constants.ts";
import type { ImportFormat } from "./scheme-file.ts";

/**
 * The answer of POST /api/import/reactions (docs/product/api.md §5.25): the parts and reactions a
 * file holds, in the Synthesis document's form (what a draft stores), plus what the archive does not
 * know yet. Nothing of it is stored until the editor or the Contribute page appends it to a draft.
 */

export interface ImportedChemical {
  name: string | null;
  smiles: string;
}

export interface ImportedReaction {
  step: number;
  substrates: ImportedChemical[];
  products: ImportedChemical[];
  reagents: { name: string; stage: number }[];
  solvents: string[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  selectivity: null;
  special_condition: null;
  special_reagent: null;
  named_reactions: string[];
  protecting_groups: { url: string; type: (typeof PROTECTING_GROUP_LINKS)[number] }[];
  comment: string;
}

export interface ImportedPart {
  number: number;
  comment: string;
  reactions: ImportedReaction[];
}

export interface ImportedScheme {
  format: ImportFormat;
  parts: ImportedPart[];
  /** Reagent and solvent names no archive item has (as name or synonym): offered for adding. */
  unknown: { reagents: string[]; solvents: string[] };
  /** Agents drawn without a name that match no known reagent or solvent: left out of their step. */
  unmatched: { step: number; smiles: string; formula: string }[];
}
