import type { Amount, Atmosphere, Concentration, Selectivity } from "../reaction-records.ts";
import type { PROTECTING_GROUP_LINKS } from "../synthesis-constants.ts";
import type { AgentRole, MatchedBy } from "./agent-matching.ts";
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
  /** Stage 1 unless the file gives stages; an amount when the file gives one. */
  reagents: { name: string; stage: number; amount: Amount | null }[];
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
  atmosphere: Atmosphere | null;
  concentration: Concentration | null;
  neat: boolean;
  selectivities: Selectivity[];
}

/** One agent of a step as the preview reports it: what the file wrote, and what it became. */
export interface ImportedAgent {
  /** The name in the step: the archive's spelling when matched. */
  name: string;
  role: AgentRole;
  /** In the archive already, or new (created as pending when the steps are added). */
  status: "matched" | "new";
  /** How a matched agent was recognised. */
  by: MatchedBy | null;
  /** What the file wrote: its name, or the SMILES of a drawn agent (ions recombined). */
  written: string;
  /** The structure the file drew for it, if any (canonical SMILES). */
  smiles: string | null;
}

/** What an import read of one step, for the preview: every agent, and what had no place to go. */
export interface ImportedStepReport {
  step: number;
  agents: ImportedAgent[];
  dropped: { text: string; reason: string }[];
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
  /**
   * Every new agent once, with the structure the file drew for it: created as pending reagents and
   * solvents when the steps are added (POST /api/import/agents). An agent drawn without a name is
   * named by its formula until the contributor names it.
   */
  newAgents: { name: string; role: AgentRole; smiles: string | null; formula: string | null }[];
  /** Per step, what was matched, what is new and what had no field to go to. */
  report: ImportedStepReport[];
}
