/** What the editor shows besides the data: the view, the selection, the signed-in user. */

import { hasRole } from "../../../domain/roles.ts";
import type { AnswerOf } from "../../api-client/api-routes.ts";
import { type EditorData, EMPTY_DATA } from "./editor-data.ts";

export type EditorView =
  | "authors"
  | "reagents"
  | "solvents"
  | "references"
  | "review"
  | "pending"
  | "accounts"
  | "namedReactions"
  | "protectingGroups"
  | "molecules";

/** The synthesis whose references the References editor shows. */
export type ChosenSynthesis = { kind: "published" | "unpublished"; id: number };

/** The right panel's detail view, by selected element type. */
export type Selection =
  | { type: "solventEdit"; id: number }
  | { type: "reagentEdit"; id: number }
  | { type: "authorEdit"; id: number }
  | { type: "namedReactionEdit"; id: number }
  | { type: "protectingGroupEdit"; id: number }
  | { type: "moleculeEdit"; id: number }
  | { type: "references"; key: string }
  | { type: "accountEdit"; id: number };

/** The signed-in user (GET /api/user), as far as the editor reads it. */
export type EditorUser = Pick<AnswerOf<"get", "/api/user">, "id" | "name" | "role">;

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

export const initialEditorState: EditorState = {
  ...EMPTY_DATA,
  status: "loading",
  user: null,
  view: null,
  selection: null,
  chosenSynthesis: null,
  pendingReference: null,
};

/** Editors (and admins) may change an author's page address; the server checks it again. */
export function canEditAuthorUrl(state: EditorState): boolean {
  return state.user !== null && hasRole(state.user.role, "editor");
}
