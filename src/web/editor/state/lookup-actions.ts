/** Actions on the Solvents, Reagents and Authors lists (each sent after the server confirmed it). */
import type { Author, Molecule, NamedReaction, ProtectingGroup, Reagent, Solvent } from "./editor-data.ts";
import type { EditorState } from "./editor-state.ts";
import { unselect, upsert, without } from "./list-updates.ts";

export type LookupAction =
  | { type: "solventSaved"; solvent: Solvent }
  | { type: "solventDeleted"; id: number }
  | { type: "reagentSaved"; reagent: Reagent }
  | { type: "reagentDeleted"; id: number }
  | { type: "authorSaved"; author: Author }
  | { type: "authorDeleted"; id: number }
  | { type: "moleculeSaved"; molecule: Molecule }
  | { type: "moleculeDeleted"; id: number }
  | { type: "namedReactionSaved"; namedReaction: NamedReaction }
  | { type: "namedReactionDeleted"; id: number }
  | { type: "protectingGroupSaved"; protectingGroup: ProtectingGroup }
  | { type: "protectingGroupDeleted"; id: number };

export function lookupReducer(state: EditorState, action: LookupAction): EditorState {
  switch (action.type) {
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
    case "moleculeSaved":
      return { ...state, molecules: upsert(state.molecules, action.molecule) };
    case "moleculeDeleted":
      return {
        ...state,
        molecules: without(state.molecules, action.id),
        selection: unselect(state, "moleculeEdit", action.id),
      };
    case "namedReactionSaved":
      return { ...state, namedReactions: upsert(state.namedReactions, action.namedReaction) };
    case "namedReactionDeleted":
      return {
        ...state,
        namedReactions: without(state.namedReactions, action.id),
        selection: unselect(state, "namedReactionEdit", action.id),
      };
    case "protectingGroupSaved":
      return { ...state, protectingGroups: upsert(state.protectingGroups, action.protectingGroup) };
    case "protectingGroupDeleted":
      return {
        ...state,
        protectingGroups: without(state.protectingGroups, action.id),
        selection: unselect(state, "protectingGroupEdit", action.id),
      };
  }
}
