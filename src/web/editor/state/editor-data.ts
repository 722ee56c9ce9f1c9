import type { ReferenceFields } from "../../../domain/citations/reference-fields.ts";

/** The rows the editor reads from the API once at start, as the store keeps them. */

/**
 * Marks of the signed-in lists: `pending` (an editor has not accepted the item yet) and, in a
 * contributor's lists, `editable` (their own item, which they may still change).
 */
export interface ItemMarks {
  pending?: boolean;
  editable?: boolean;
}

export interface Solvent extends ItemMarks {
  id: number;
  name: string;
  synonyms: Synonym[];
}
export interface Synonym {
  id?: number;
  synonym: string;
}
export interface Reagent extends ItemMarks {
  id: number;
  name: string;
  formula: string | null;
  /** The structure an import drew for it (canonical SMILES); absent for most reagents. */
  smiles?: string | null;
  synonyms: Synonym[];
}
export interface Author extends ItemMarks {
  id: number;
  firstName: string;
  lastName: string;
  url?: string | null;
  syntheses_count?: number;
}
/** A published synthesis's reference: its text, DOI and url, and its fields when it has them. */
export interface Reference extends Partial<ReferenceFields> {
  id: number;
  synthesis_id: number | null;
  named_reaction_id: number | null;
  display: string;
  doi: string | null;
  url: string | null;
  type?: string;
}
/** A reference kept inside a draft's JSON (no id of its own). */
/** A reference being edited: its fields (when it has them), text, DOI and url. */
export interface DraftReference extends Partial<ReferenceFields> {
  display: string;
  doi: string | null;
  url: string | null;
}
/**
 * A draft: the list answers it without its document (a summary); `synthesis_json` is there once the
 * draft itself was read (GET /api/unpublishedSyntheses/{id}) or saved.
 */
export interface UnpublishedSynthesis {
  id: number;
  user?: { id: number; name: string };
  display_name: string;
  synthesis_json?: Record<string, unknown>;
  updated_at?: string;
  /** Set once the draft was published: it is then a published synthesis, no longer unpublished work. */
  published_synthesis_id?: number | null;
}
export interface PublishedSynthesis {
  id: number;
  year: number;
  molecule: { name: string };
  author: { firstName: string; lastName: string };
}
export interface Named {
  id?: number;
  name: string;
}
/** A named reaction as GET /api/named-reactions lists it (reactions cite it by url). */
export interface NamedReaction {
  id: number;
  name: string;
  url: string;
  short_description?: string | null;
  /** Signed-in lists: no description or no scheme yet (e.g. created by name from a synthesis). */
  incomplete?: boolean;
}
/** A molecule as GET /api/molecules lists it (signed in: every molecule, also those without a synthesis). */
export interface Molecule {
  id: number;
  name: string;
  structure: string;
  formula?: string | null;
  carbonCount?: number | null;
  /** The image's extension (svg when drawn, png when uploaded). */
  extension?: string;
  syntheses_count?: number;
}
export interface ProtectingGroup {
  id: number;
  name: string;
  url: string;
  protected: string;
  protector?: string;
  /** The drawing's SMILES (signed-in lists), for the sketcher. */
  smiles?: string | null;
  structure_filename?: string | null;
  structure_extension?: string;
  structure_width?: number | null;
  structure_height?: number | null;
}

/** Everything the editor reads once at start. */
export interface EditorData {
  authors: Author[];
  solvents: Solvent[];
  reagents: Reagent[];
  molecules: Molecule[];
  namedReactions: NamedReaction[];
  protectingGroups: ProtectingGroup[];
  unpublished: UnpublishedSynthesis[];
  published: PublishedSynthesis[];
  references: Reference[];
}

export const EMPTY_DATA: EditorData = {
  authors: [],
  solvents: [],
  reagents: [],
  molecules: [],
  namedReactions: [],
  protectingGroups: [],
  unpublished: [],
  published: [],
  references: [],
};
