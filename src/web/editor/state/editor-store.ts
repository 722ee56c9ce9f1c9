/**
 * The editor's state as one small store: plain data plus named actions handled by a pure reducer
 * (no I/O here). The screen dispatches an action only after the server confirmed the write, so
 * the store never holds a change the server refused (docs/product/editor.md §8.7).
 */
import { hasRole } from "../../../domain/roles.ts";
import { normalizeSearchText } from "../../../domain/search-text.ts";

export type EditorView = "authors" | "reagents" | "solvents" | "references";

export interface Solvent {
  id: number;
  name: string;
}
export interface Synonym {
  id?: number;
  synonym: string;
}
export interface Reagent {
  id: number;
  name: string;
  formula: string | null;
  synonyms: Synonym[];
}
export interface Author {
  id: number;
  firstName: string;
  lastName: string;
  url?: string | null;
  syntheses_count?: number;
}
export interface Reference {
  id: number;
  synthesis_id: number | null;
  named_reaction_id: number | null;
  display: string;
  doi: string | null;
  url: string | null;
  type?: string;
}
/** A reference kept inside a draft's JSON (no id of its own). */
export interface DraftReference {
  display: string;
  doi: string | null;
  url: string | null;
}
export interface UnpublishedSynthesis {
  id: number;
  user?: { id: number; name: string };
  display_name: string;
  synthesis_json: Record<string, unknown>;
  updated_at?: string;
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

/** Everything the editor reads once at start. */
export interface EditorData {
  authors: Author[];
  solvents: Solvent[];
  reagents: Reagent[];
  molecules: Named[];
  namedReactions: Named[];
  unpublished: UnpublishedSynthesis[];
  published: PublishedSynthesis[];
  references: Reference[];
}

/** The synthesis whose references the References editor shows. */
export type ChosenSynthesis = { kind: "published" | "unpublished"; id: number };

/** The right panel's detail view, by selected element type. */
export type Selection =
  | { type: "solventEdit"; id: number }
  | { type: "reagentEdit"; id: number }
  | { type: "authorEdit"; id: number }
  | { type: "references"; key: string };

/** The signed-in user (GET /api/user). */
export interface EditorUser {
  id: number;
  name: string;
  role: string;
}

export interface EditorState extends EditorData {
  status: "loading" | "ready" | "failed";
  user: EditorUser | null;
  view: EditorView | null;
  selection: Selection | null;
  chosenSynthesis: ChosenSynthesis | null;
  /**
   * A published synthesis whose new reference is not on the server yet: the server stores a
   * reference only with a display text, so the new row (key "new") is posted once it has one.
   */
  pendingReference: number | null;
}

export type EditorAction =
  | { type: "loaded"; data: EditorData; user?: EditorUser | null }
  | { type: "loadFailed" }
  | { type: "viewChosen"; view: EditorView | null }
  | { type: "selected"; selection: Selection | null }
  | { type: "solventSaved"; solvent: Solvent }
  | { type: "solventDeleted"; id: number }
  | { type: "reagentSaved"; reagent: Reagent }
  | { type: "reagentDeleted"; id: number }
  | { type: "authorSaved"; author: Author }
  | { type: "authorDeleted"; id: number }
  | { type: "synthesisChosen"; synthesis: ChosenSynthesis }
  | { type: "referencePending"; synthesisId: number }
  | { type: "pendingReferenceDropped" }
  | { type: "referenceSaved"; reference: Reference; wasPending?: boolean }
  | { type: "referenceDeleted"; id: number }
  | { type: "unpublishedSaved"; synthesis: UnpublishedSynthesis };

export const EMPTY_DATA: EditorData = {
  authors: [],
  solvents: [],
  reagents: [],
  molecules: [],
  namedReactions: [],
  unpublished: [],
  published: [],
  references: [],
};

export const initialEditorState: EditorState = {
  ...EMPTY_DATA,
  status: "loading",
  user: null,
  view: null,
  selection: null,
  chosenSynthesis: null,
  pendingReference: null,
};

/** Replaces the row with the same id, or appends it (a new row goes to the end of the list). */
export function upsert<T extends { id: number }>(list: readonly T[], row: T): T[] {
  const index = list.findIndex((item) => item.id === row.id);
  if (index === -1) return [...list, row];
  const copy = list.slice();
  copy[index] = row;
  return copy;
}

function without<T extends { id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}

/** Drops the selection when it pointed at the deleted row. */
function unselect(state: EditorState, type: Selection["type"], id: number | string): Selection | null {
  const s = state.selection;
  if (!s || s.type !== type) return s;
  const selectedId = s.type === "references" ? s.key : s.id;
  return selectedId === id ? null : s;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "loaded":
      return { ...state, ...action.data, user: action.user ?? state.user, status: "ready" };
    case "loadFailed":
      return { ...state, status: "failed" };
    case "viewChosen":
      return { ...state, view: action.view, selection: null };
    case "selected":
      return { ...state, selection: action.selection };
    case "solventSaved":
      return { ...state, solvents: upsert(state.solvents, action.solvent) };
    case "solventDeleted":
      return {
        ...state,
        solvents: without(state.solvents, action.id),
        selection: unselect(state, "solventEdit", action.id),
      };
    case "reagentSaved":
      return { ...state, reagents: upsert(state.reagents, action.reagent) };
    case "reagentDeleted":
      return {
        ...state,
        reagents: without(state.reagents, action.id),
        selection: unselect(state, "reagentEdit", action.id),
      };
    case "authorSaved":
      return { ...state, authors: upsert(state.authors, action.author) };
    case "authorDeleted":
      return {
        ...state,
        authors: without(state.authors, action.id),
        selection: unselect(state, "authorEdit", action.id),
      };
    case "synthesisChosen":
      return { ...state, chosenSynthesis: action.synthesis, selection: null, pendingReference: null };
    case "referencePending":
      return {
        ...state,
        pendingReference: action.synthesisId,
        selection: { type: "references", key: NEW_REFERENCE_KEY },
      };
    case "pendingReferenceDropped":
      return {
        ...state,
        pendingReference: null,
        selection: unselect(state, "references", NEW_REFERENCE_KEY),
      };
    case "referenceSaved":
      if (action.wasPending) {
        return {
          ...state,
          references: upsert(state.references, action.reference),
          pendingReference: null,
          selection: { type: "references", key: `p${action.reference.id}` },
        };
      }
      return { ...state, references: upsert(state.references, action.reference) };
    case "referenceDeleted":
      return {
        ...state,
        references: without(state.references, action.id),
        selection: unselect(state, "references", `p${action.id}`),
      };
    case "unpublishedSaved":
      return { ...state, unpublished: upsert(state.unpublished, action.synthesis) };
  }
}

// ---- Derived data (pure) ----

/** Editors (and admins) may change an author's page address; the server checks it again. */
export function canEditAuthorUrl(state: EditorState): boolean {
  return state.user !== null && hasRole(state.user.role, "editor");
}

/** Case-insensitive, subscript digits as plain digits (docs/product/rules.md §4.8). */
function matches(text: string, query: string): boolean {
  return normalizeSearchText(text).includes(query);
}

export function filterSolvents(list: readonly Solvent[], query: string): readonly Solvent[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((s) => matches(s.name, q));
}

/** Reagent search also matches synonyms. */
export function filterReagents(list: readonly Reagent[], query: string): readonly Reagent[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((r) => matches(r.name, q) || r.synonyms.some((s) => matches(s.synonym, q)));
}

/** Author search matches the first name joined to the last name. */
export function filterAuthors(list: readonly Author[], query: string): readonly Author[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((a) => matches(`${a.firstName} ${a.lastName}`, q));
}

/** A reagent row: the name and, in brackets, its comma-separated synonyms. */
export function reagentLabel(r: Reagent): string {
  const synonyms = r.synonyms.map((s) => s.synonym);
  return synonyms.length > 0 ? `${r.name} (${synonyms.join(", ")})` : r.name;
}

export function authorLabel(a: Author): string {
  return `${a.firstName} ${a.lastName}`.trim();
}

/** A published synthesis in the Select synthesis dialog: '[id] molecule by first last (year)'. */
export function publishedLabel(s: PublishedSynthesis): string {
  return `[${s.id}] ${s.molecule.name} by ${s.author.firstName} ${s.author.lastName} (${s.year})`;
}

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";
/**
 * A formula typed with plain digits shown with real subscript digits ('KMnO4' -> 'KMnO₄'). Only
 * counts after an element or a bracket become subscripts; a leading coefficient such as the 2 of
 * a hydrate stays a plain digit ('SnCl2·2H2O' -> 'SnCl₂·2H₂O').
 */
export function subscriptDigits(formula: string): string {
  return formula.replace(/(?<=[A-Za-z)\]₀-₉])[0-9]+/g, (run) =>
    [...run].map((d) => SUBSCRIPTS[Number(d)] ?? d).join(""),
  );
}

/** Adds a synonym only when it is non-blank after trimming and not already there. */
export function addSynonym(synonyms: readonly Synonym[], text: string): Synonym[] | null {
  const synonym = text.trim();
  if (synonym === "") return null;
  const key = synonym.toLowerCase();
  if (synonyms.some((s) => s.synonym.trim().toLowerCase() === key)) return null;
  return [...synonyms, { synonym }];
}

/** A row of the References editor: a published reference (key p{id}) or a draft's (key u{index}). */
export interface ReferenceRow extends DraftReference {
  key: string;
}

/** A draft as the API sends it (synthesis_json as JSON text) with its document parsed. */
export function normalizeDraft(
  raw: Omit<UnpublishedSynthesis, "synthesis_json"> & { synthesis_json: unknown },
): UnpublishedSynthesis {
  let json = raw.synthesis_json;
  if (typeof json === "string") {
    try {
      json = JSON.parse(json);
    } catch {
      json = {};
    }
  }
  const document =
    json !== null && typeof json === "object" && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : {};
  return { ...raw, synthesis_json: document };
}

export function draftReferences(draft: UnpublishedSynthesis): DraftReference[] {
  const refs = draft.synthesis_json.references;
  if (!Array.isArray(refs)) return [];
  return refs.map((r: Partial<DraftReference>) => ({
    display: typeof r?.display === "string" ? r.display : "",
    doi: typeof r?.doi === "string" ? r.doi : null,
    url: typeof r?.url === "string" ? r.url : null,
  }));
}

/** The row key of a published synthesis's new reference that is not on the server yet. */
export const NEW_REFERENCE_KEY = "new";

/** The references of the chosen synthesis, in list order. */
export function referenceRows(state: EditorState): ReferenceRow[] {
  const chosen = state.chosenSynthesis;
  if (!chosen) return [];
  if (chosen.kind === "published") {
    const rows = state.references
      .filter((r) => r.synthesis_id === chosen.id)
      .map((r) => ({ key: `p${r.id}`, display: r.display, doi: r.doi, url: r.url }));
    if (state.pendingReference === chosen.id)
      rows.push({ key: NEW_REFERENCE_KEY, display: "", doi: null, url: null });
    return rows;
  }
  const draft = state.unpublished.find((d) => d.id === chosen.id);
  return draft ? draftReferences(draft).map((r, i) => ({ key: `u${i}`, ...r })) : [];
}

/** A draft's JSON with its references replaced (the rest of the document untouched). */
export function withDraftReferences(
  draft: UnpublishedSynthesis,
  references: readonly DraftReference[],
): UnpublishedSynthesis {
  return { ...draft, synthesis_json: { ...draft.synthesis_json, references: [...references] } };
}
