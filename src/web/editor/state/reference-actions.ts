/** Actions on the chosen synthesis and its references (published ones and a draft's). */
import type { Reference, UnpublishedSynthesis } from "./editor-data.ts";
import type { ChosenSynthesis, EditorState } from "./editor-state.ts";
import { unselect, upsert, without } from "./list-updates.ts";
import { NEW_REFERENCE_KEY } from "./reference-rows.ts";

export type ReferenceAction =
  | { type: "synthesisChosen"; synthesis: ChosenSynthesis }
  | { type: "referencePending"; synthesisId: number }
  | { type: "pendingReferenceDropped" }
  | { type: "referenceSaved"; reference: Reference; wasPending?: boolean }
  | { type: "referenceDeleted"; id: number }
  | { type: "unpublishedSaved"; synthesis: UnpublishedSynthesis };

export function referenceReducer(state: EditorState, action: ReferenceAction): EditorState {
  switch (action.type) {
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
