import { fieldsIfAny, type ReferenceFields } from "../citations/reference-fields.ts";
import { nameKey } from "../lookup-names.ts";
import type { Amount, Atmosphere, Concentration, Selectivity } from "../reaction-records.ts";
import type { PROTECTING_GROUP_LINKS } from "../synthesis-constants.ts";
import type { SynthesisDraft } from "./draft.ts";
import type { DraftLookups } from "./draft-storage.ts";
import { byName, storedReaction } from "./stored-reaction.ts";

/**
 * The stored form of an editor draft (what `synthesis_json` of an unpublished synthesis holds): the
 * document's fields, with reference data named by id as well as by name, so that renaming a reagent,
 * solvent, named reaction, molecule or author never breaks a draft. Names are kept too, as the
 * fallback when an id no longer exists, and so that the server's check of which drafts use a lookup
 * item (lookup-usage.ts) finds them. Editor-only state (the reagent sequence, stage count and the
 * special-reagent checkbox) is kept; editor ids are not (they are handed out again on load).
 */

export const STORED_DRAFT_FORMAT = 1;

export interface StoredChemical {
  name: string;
  smiles: string | null;
  filename: string | null;
  extension: "png" | "svg" | null;
  /** Substrates only, when used more than once. */
  coefficient?: number;
}

export interface StoredReaction {
  step: number;
  substrates: StoredChemical[];
  products: StoredChemical[];
  /** id is null when the name matched no reagent when the draft was saved. */
  reagents: { id: number | null; name: string; stage: number; amount?: Amount }[];
  sequence: boolean;
  stageCount: number;
  solvents: { id: number | null; name: string }[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  selectivity: string | null;
  special_condition: string | null;
  hasSpecialReagent: boolean;
  special_reagent: StoredChemical | null;
  /** The draft names a named reaction by its url; name and id are kept next to it. */
  named_reactions: { id: number | null; name: string; url: string }[];
  protecting_groups: { id: number | null; url: string; type: (typeof PROTECTING_GROUP_LINKS)[number] }[];
  comment: string;
  /** Written only when given (rules.md §3.7): a draft saved before them has none. */
  atmosphere?: Atmosphere;
  concentration?: Concentration;
  neat?: true;
  selectivities?: Selectivity[];
}

export interface StoredDraft {
  format: typeof STORED_DRAFT_FORMAT;
  molecule: { id: number | null; name: string; structure: string; smiles: string | null } | null;
  author: { id: number | null; firstName: string; lastName: string; url: string } | null;
  year: number;
  type_1: SynthesisDraft["type_1"];
  type_2: SynthesisDraft["type_2"];
  supp_steps: number;
  comment: string;
  submitter: string | null;
  references: ({ display: string; doi: string | null; url: string | null } & Partial<ReferenceFields>)[];
  parts: { number: number; comment: string; reactions: StoredReaction[] }[];
}

/** The draft as a JSON-ready object naming reference data by id (and by name, as a fallback). */
export function storeDraft(draft: SynthesisDraft, lookups: DraftLookups): StoredDraft {
  const molecule = draft.molecule;
  const author = draft.author;
  const moleculeId = molecule
    ? (lookups.molecules.find((m) => molecule.structure !== "" && m.structure === molecule.structure) ??
      byName(lookups.molecules, (m) => m.name, molecule.name))
    : undefined;
  const authorId = author
    ? (lookups.authors.find((a) => Boolean(author.url) && a.url === author.url) ??
      lookups.authors.find(
        (a) =>
          nameKey(`${a.firstName} ${a.lastName}`) !== "" &&
          nameKey(a.firstName) === nameKey(author.firstName) &&
          nameKey(a.lastName) === nameKey(author.lastName),
      ))
    : undefined;
  return {
    format: STORED_DRAFT_FORMAT,
    molecule: molecule
      ? {
          id: moleculeId?.id ?? null,
          name: molecule.name,
          structure: molecule.structure,
          smiles: molecule.smiles ?? null,
        }
      : null,
    author: author
      ? { id: authorId?.id ?? null, firstName: author.firstName, lastName: author.lastName, url: author.url }
      : null,
    year: draft.year,
    type_1: draft.type_1,
    type_2: draft.type_2,
    supp_steps: draft.supp_steps,
    comment: draft.comment,
    submitter: draft.submitter,
    references: draft.references.map((r) => ({
      display: r.display,
      doi: r.doi ?? null,
      url: r.url ?? null,
      ...fieldsIfAny(r),
    })),
    parts: draft.parts.map((part) => ({
      number: part.number,
      comment: part.comment,
      reactions: part.reactions.map((r) => storedReaction(r, lookups)),
    })),
  };
}
