/**
 * The editor's state as one small store: plain data plus named actions handled by a pure reducer
 * (no I/O here). The screen dispatches an action only after the server confirmed the write, so
 * the store never holds a change the server refused (docs/product/editor.md §8.7).
 */
import type { EditorData } from "./editor-data.ts";
import type { EditorState, EditorUser, EditorView, Selection } from "./editor-state.ts";
import { type LookupAction, lookupReducer } from "./lookup-actions.ts";
import { type ReferenceAction, referenceReducer } from "./reference-actions.ts";

export type EditorAction =
  | { type: "loaded"; data: EditorData; user?: EditorUser | null }
  | { type: "loadFailed" }
  | { type: "viewChosen"; view: EditorView | null }
  | { type: "selected"; selection: Selection | null }
  | LookupAction
  | ReferenceAction;

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
    case "solventDeleted":
    case "reagentSaved":
    case "reagentDeleted":
    case "authorSaved":
    case "authorDeleted":
    case "moleculeSaved":
    case "moleculeDeleted":
    case "namedReactionSaved":
    case "namedReactionDeleted":
    case "protectingGroupSaved":
    case "protectingGroupDeleted":
      return lookupReducer(state, action);
    case "synthesisChosen":
    case "referencePending":
    case "pendingReferenceDropped":
    case "referenceSaved":
    case "referenceDeleted":
    case "unpublishedSaved":
      return referenceReducer(state, action);
  }
}
