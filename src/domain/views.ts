import type { Amount, ReactionRecords } from "./reaction-records.ts";
import type { RouteFigures } from "./route-figures.ts";
import type { ReferenceDoc } from "./synthesis-document.ts";

/**
 * The shapes the API answers and the pages render (field names as in docs/product/rules.md §4.1). The
 * repositories build them; the web app reads them. Pure types, no code.
 */

/**
 * A reaction as every page draws it (docs/product/rules.md §4.1, "Reaction as displayed"), with what
 * a chemist records (§3.7): `atmosphere`, `concentration`, `neat`, `selectivities`.
 */
export interface ReactionView extends ReactionRecords {
  id: number;
  part_id: number;
  step: number;
  substrates: ChemicalView[];
  products: ChemicalView[];
  has_special_reagent: boolean;
  special_reagent: string | null;
  /** Natural size (px) of the special-reagent drawing, when known. */
  special_reagent_width: number | null;
  special_reagent_height: number | null;
  reagents: ReagentOnReaction[];
  /** `url`: the solvent's page slug (absent in a draft's preview, which links nowhere). */
  solvents: { id: number; name: string; url?: string }[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  selectivity: string | null;
  special_condition: string | null;
  named_reactions: { id: number; name: string; url: string }[];
  comment: string;
}

export interface ChemicalView {
  id: number;
  reaction_id: number;
  role: "substrate" | "product";
  filename: string;
  extension: string;
  name: string | null;
  smiles: string | null;
  /** Natural size (px) of the image, when known (drawn structures). */
  width: number | null;
  height: number | null;
  /** Computed from the SMILES at publish (Hill order); null for uploaded images. */
  formula: string | null;
  carbonCount: number | null;
  /** On the synthesis read only: the compound's bold number in its synthesis (rules.md §4.11). */
  compound?: number;
  /** Substrates: how many molecules the reaction uses, null for one (rules.md §3.7). */
  coefficient?: number | null;
}

export interface ReagentOnReaction {
  id: number;
  name: string;
  /** The reagent's page slug (absent in a draft's preview, which links nowhere). */
  url?: string;
  formula: string | null;
  synonyms: { id: number; synonym: string }[];
  /** `amount`: equivalents or mol % (rules.md §3.7), null when not recorded. */
  pivot: { stage: number; amount?: Amount | null };
}

/** A synthesis as lists and boxes show it (no scheme). */
export interface SynthesisSummary {
  id: number;
  year: number;
  type_1: string;
  type_2: string;
  supp_steps: number;
  comment: string;
  number_of_steps: number;
  number_of_parts: number;
  created_at: string;
  molecule: SynthesisMolecule;
  author: { id: number; firstName: string; lastName: string; url: string };
  submitter: { name: string } | null;
}

/** The molecule a synthesis makes, as lists and boxes show it: its picture and its formula. */
export interface SynthesisMolecule {
  id: number;
  name: string;
  structure: string;
  extension: string;
  formula: string | null;
  carbonCount: number | null;
  width: number | null;
  height: number | null;
}

/** A reference on a page: its text, DOI and url, and its fields when it has them (0027). */
export type ReferenceView = {
  id: number;
  type: string;
} & ReferenceDoc;

/** The identifiers other databases link a molecule by (RDKit's standard InChI); null without a structure. */
export interface MoleculeIdentifiers {
  inchi: string | null;
  inchiKey: string | null;
}

export interface SynthesisView extends SynthesisSummary {
  /** The target with its identifiers (lists leave them out: they are long and shown on its pages). */
  molecule: SynthesisSummary["molecule"] & MoleculeIdentifiers;
  references: ReferenceView[];
  /** Steps, longest linear sequence, branches, overall yield, protecting-group steps (rules.md §4.12). */
  route_figures: RouteFigures;
  parts: {
    id: number;
    number: number;
    comment: string;
    reactions: (ReactionView & { part: { synthesis: { id: number } } })[];
  }[];
}

/** One molecule as its page and the API's single reads show it. */
export type MoleculeView = MoleculeListItem & MoleculeIdentifiers;

/** A molecule in the Molecules list: its picture and formula, and how many syntheses make it. */
export interface MoleculeListItem extends SynthesisMolecule {
  syntheses_count: number;
  /** The synthesis id when there is exactly one (the list links straight to it), else null. */
  synthesis_id: number | null;
}

/** A type, not an interface, so it fits the loose item schema of the author write routes. */
export type AuthorView = {
  id: number;
  firstName: string;
  lastName: string;
  url: string;
  syntheses_count: number;
  /** Only in a signed-in viewer's answers: an editor has not accepted the author yet. */
  pending?: true;
  /** Only in a contributor's answers: an author they created and may still change. */
  editable?: true;
};

export type SampleReaction = ReactionView & { part: { synthesis: { id: number } } };

export interface NamedReactionListItem {
  id: number;
  name: string;
  url: string;
  short_description: string | null;
}

/** A named reaction in a signed-in list: what it lacks (description or scheme) and whether it waits for an editor. */
export type NamedReactionEditorItem = NamedReactionListItem & { incomplete?: boolean; pending?: true };

/** A named reaction's page: scheme, Markdown description, references and sample reactions. */
export interface NamedReactionPage extends NamedReactionListItem {
  description: string | null;
  /** `description` as HTML, rendered when it was saved (api.md §6.6). */
  description_html: string | null;
  scheme_filename: string | null;
  scheme_extension: string | null;
  scheme_width: number | null;
  scheme_height: number | null;
  mechanism_filename: string | null;
  mechanism_extension: string | null;
  synonyms: { id: number; synonym: string }[];
  original_references: ReferenceView[];
  review_references: ReferenceView[];
  reactions: SampleReaction[];
}

/** A protecting group as the list shows it; the structure image is `{url}-structure.{ext}`. */
export interface ProtectingGroupItem {
  id: number;
  name: string;
  url: string;
  protected: string;
  protector: string;
  structure_filename: string;
  structure_extension: string;
  structure_width: number | null;
  structure_height: number | null;
}

/** A protecting group in a signed-in list: with its drawing's SMILES, for the sketcher. */
export type ProtectingGroupEditorItem = ProtectingGroupItem & { smiles?: string | null };

export interface ProtectingGroupPage extends ProtectingGroupItem {
  /** Reactions that put the group on (pivot.type protection) or take it off (deprotection). */
  reactions: (SampleReaction & { pivot: { type: string } })[];
}

export interface SearchHit {
  id: number;
  url: string | null;
  name: string;
  short_description: string | null;
  /** Reagents and solvents: how many published syntheses use the item. */
  syntheses_count?: number;
}

/** One group of a reagent's or solvent's page: the reactions of one named reaction, or of none. */
export interface LookupReactionGroup {
  named_reaction: { id: number; name: string; url: string } | null;
  /** Each with the number of its part, for 'Step 2 of part 1' and the link to that step. */
  reactions: (SampleReaction & { part: { number: number } })[];
}

/** A reagent's or solvent's page (docs/product/pages.md §2.17): the item and every published use. */
export interface LookupPage {
  id: number;
  name: string;
  url: string;
  /** Reagents only: solvents store no formula and no synonyms. */
  formula: string | null;
  synonyms: string[];
  /** Published syntheses with at least one reaction that uses the item. */
  syntheses_count: number;
  /** By named reaction (in name order), then the reactions that name none. */
  groups: LookupReactionGroup[];
}

/** A reagent or solvent as the sitemap lists it. */
export interface LookupListItem {
  name: string;
  url: string;
  syntheses_count: number;
}

/**
 * A published synthesis found by search: `url` is its id (the page is `/syn/{url}`), `name` the
 * molecule's name, `short_description` '{investigator}, {year}'; the three parts also on their own.
 */
export interface SynthesisSearchHit extends SearchHit {
  url: string;
  molecule: string;
  author: string;
  year: number;
  /** The named reaction, reagent or solvent the query names and its steps ("PCC, step 1.4"). */
  via?: string;
}

export interface SearchResults {
  authors: SearchHit[];
  molecules: SearchHit[];
  namedReactions: SearchHit[];
  reagents: SearchHit[];
  solvents: SearchHit[];
  syntheses: SynthesisSearchHit[];
}
