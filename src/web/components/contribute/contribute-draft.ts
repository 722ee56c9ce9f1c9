import { splitCitation } from "../../../domain/doi.ts";
import type { StoredDraft } from "../../../domain/editor/draft-storage.ts";
import { CHIRALITY_TYPES, SYNTHESIS_TYPES } from "../../../domain/synthesis-constants.ts";
import type { SynthesisIdentity } from "./identify-synthesis.tsx";

/**
 * Step 2 of the contribute page as a saved draft: the stored-draft form (format 1) the synthesis
 * editor opens. Nothing here is picked from the archive yet, so every id is null: the molecule and
 * the principal investigator keep the names typed, and the editor matches or creates them later.
 * Pure and free of the editor's schema code, so the public page stays light.
 */

/** "R. B. Woodward" → first names "R. B.", last name "Woodward"; a single word is a last name. */
export function splitInvestigator(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

/** The references field: one reference a non-empty line, trimmed. */
export function referenceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * One line of the references field as a reference: a line that is a DOI in any form (`doi:…`,
 * `https://doi.org/…`, bare) is the DOI, whose citation text the editor looks up; a citation
 * ending with its DOI is both; any other line is the citation text.
 */
export function referenceOfLine(line: string): StoredDraft["references"][number] {
  return { ...splitCitation(line), url: null };
}

/** "{molecule} by {investigator} ({year})", cut to the 200 characters a draft name may hold. */
export function draftDisplayName(identity: SynthesisIdentity): string {
  const name = `${identity.molecule.trim()} by ${identity.investigator.trim()} (${identity.year})`;
  return name.length > 200 ? name.slice(0, 200).trim() : name;
}

/** The answers of step 2 as a stored draft with one empty part, as File → New starts one. */
export function draftFromIdentity(identity: SynthesisIdentity): StoredDraft {
  const kind = SYNTHESIS_TYPES.find((t) => t === identity.kind);
  const chirality = CHIRALITY_TYPES.find((t) => t === identity.chirality);
  const { firstName, lastName } = splitInvestigator(identity.investigator);
  return {
    format: 1,
    molecule: identity.molecule.trim()
      ? { id: null, name: identity.molecule.trim(), structure: "", smiles: null }
      : null,
    author: lastName ? { id: null, firstName, lastName, url: "" } : null,
    year: typeof identity.year === "number" ? identity.year : 0,
    type_1: kind ?? "Total",
    type_2: chirality ?? "Racemic",
    supp_steps: 0,
    comment: "",
    submitter: null,
    references: referenceLines(identity.references).map(referenceOfLine),
    parts: [{ number: 1, comment: "", reactions: [emptyStoredReaction()] }],
  };
}

function emptyStoredReaction(): StoredDraft["parts"][number]["reactions"][number] {
  return {
    step: 1,
    substrates: [],
    products: [],
    reagents: [],
    sequence: false,
    stageCount: 1,
    solvents: [],
    temperature: null,
    time: null,
    yield: null,
    selectivity: null,
    special_condition: null,
    hasSpecialReagent: false,
    special_reagent: null,
    named_reactions: [],
    protecting_groups: [],
    comment: "",
  };
}
