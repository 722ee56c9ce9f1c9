import { describe, expect, it } from "vitest";
import { EMPTY_DATA } from "./editor-data.ts";
import { type EditorState, initialEditorState } from "./editor-state.ts";
import { editorReducer } from "./editor-store.ts";

function ready(extra: Partial<EditorState> = {}): EditorState {
  return { ...editorReducer(initialEditorState, { type: "loaded", data: EMPTY_DATA }), ...extra };
}

describe("named reaction and protecting group actions", () => {
  it("a saved named reaction replaces its row; deleting the selected one clears the selection", () => {
    let state = ready({
      namedReactions: [{ id: 1, name: "", url: "", incomplete: true }],
      view: "namedReactions",
      selection: { type: "namedReactionEdit", id: 1 },
    });
    state = editorReducer(state, {
      type: "namedReactionSaved",
      namedReaction: { id: 1, name: "Heck reaction", url: "heck-reaction", incomplete: false },
    });
    expect(state.namedReactions).toEqual([
      { id: 1, name: "Heck reaction", url: "heck-reaction", incomplete: false },
    ]);
    state = editorReducer(state, { type: "namedReactionDeleted", id: 1 });
    expect(state.namedReactions).toEqual([]);
    expect(state.selection).toBeNull();
  });

  it("a new protecting group is appended; deleting another one keeps the selection", () => {
    let state = ready({
      protectingGroups: [
        {
          id: 1,
          name: "TBS ether",
          url: "tbs",
          protected: "Alcohols",
          protector: "tert-Butyldimethylsilyl",
          structure_filename: "tbs-structure",
          structure_extension: "svg",
          structure_width: null,
          structure_height: null,
        },
      ],
      selection: { type: "protectingGroupEdit", id: 1 },
    });
    state = editorReducer(state, {
      type: "protectingGroupSaved",
      protectingGroup: {
        id: 2,
        name: "",
        url: "",
        protected: "",
        protector: "",
        smiles: null,
        structure_filename: null,
        structure_extension: "",
        structure_width: null,
        structure_height: null,
      },
    });
    expect(state.protectingGroups.map((g) => g.id)).toEqual([1, 2]);
    state = editorReducer(state, { type: "protectingGroupDeleted", id: 2 });
    expect(state.protectingGroups.map((g) => g.id)).toEqual([1]);
    expect(state.selection).toEqual({ type: "protectingGroupEdit", id: 1 });
  });

  it("choosing the editors' views clears the selection", () => {
    const state = editorReducer(ready({ selection: { type: "namedReactionEdit", id: 3 } }), {
      type: "viewChosen",
      view: "protectingGroups",
    });
    expect(state).toMatchObject({ view: "protectingGroups", selection: null });
  });
});
