import type { AnswerOf, PathOf } from "../../api-client/api-routes.ts";
import type { DraftAnswer, DraftSummaryAnswer } from "../../api-client/drafts.ts";

/**
 * The rows the editor reads from the API once at start, as the store keeps them: each is an item of
 * its list's answer, typed from the route (src/contract/public-reads.ts, generated into api-types.ts).
 */
type ListItem<P extends PathOf<"get">> = AnswerOf<"get", P> extends readonly (infer Item)[] ? Item : never;

/**
 * Marks of the signed-in lists: `pending` (an editor has not accepted the item yet) and, in a
 * contributor's lists, `editable` (their own item, which they may still change).
 */
export type ItemMarks = Pick<ListItem<"/api/solvents">, "pending" | "editable">;

/** T with the keys K optional. */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A synonym: one typed into a panel has no id until the server stored it. */
export type Synonym = Optional<ListItem<"/api/solvents">["synonyms"][number], "id">;
export type Solvent = Omit<ListItem<"/api/solvents">, "synonyms"> & { synonyms: Synonym[] };
export type Reagent = Omit<ListItem<"/api/reagents">, "synonyms"> & { synonyms: Synonym[] };
export type Author = ListItem<"/api/authors">;
/** A published synthesis's or a named reaction's reference: its text, DOI and url, and its fields when it has them. */
export type Reference = ListItem<"/api/references">;
/** A reference being edited or kept inside a draft's JSON (no id of its own): its fields (when it has them), text, DOI and url. */
export type DraftReference = Omit<Reference, "id" | "synthesis_id" | "named_reaction_id" | "type">;
/**
 * A draft: the list answers it without its document (a summary, with its size); a draft read itself
 * (GET /api/unpublishedSyntheses/{id}) or saved has its document, parsed here, and its version.
 * Only `id` and `display_name` are certain: the store also keeps a draft just saved before it is read again.
 */
export type UnpublishedSynthesis = Pick<DraftSummaryAnswer, "id" | "display_name"> &
  Partial<Omit<DraftSummaryAnswer, "id" | "display_name"> & Pick<DraftAnswer, "document_hash">> & {
    synthesis_json?: Record<string, unknown>;
  };
export type PublishedSynthesis = ListItem<"/api/syntheses">;
/**
 * A named reaction as GET /api/named-reactions lists it (reactions cite it by url); one just created
 * by name has no short description yet.
 */
export type NamedReaction = Optional<ListItem<"/api/named-reactions">, "short_description">;
/**
 * A molecule as GET /api/molecules lists it (signed in: every molecule, also those without a
 * synthesis); one the editor just created or changed is its write's answer, without `synthesis_id`.
 */
export type Molecule = Optional<ListItem<"/api/molecules">, "synthesis_id">;
/** A protecting group as listed; the reference editor's write answers may leave its file name null. */
export type ProtectingGroup = Omit<ListItem<"/api/protecting-groups">, "structure_filename"> & {
  structure_filename: string | null;
};

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
