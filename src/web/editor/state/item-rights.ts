import { hasRole } from "../../../domain/roles.ts";
import type { ItemMarks } from "./editor-data.ts";
import type { EditorState } from "./editor-state.ts";

/**
 * Which reference data the signed-in user may change, so the editor shows every other item read-only
 * (docs/decisions/editor/0058-no-dead-ends-while-entering-a-synthesis.md): editors and admins change anything;
 * a contributor only the authors, reagents and solvents the server's lists mark `editable` (their
 * own, while no synthesis uses them: docs/product/api.md §5.6.6), and no named reaction or
 * protecting group (their writes are editors'). The server checks every write regardless.
 */
export function isEditorUser(state: Pick<EditorState, "user">): boolean {
  return state.user !== null && hasRole(state.user.role, "editor");
}

export function mayChangeItem(state: Pick<EditorState, "user">, item: ItemMarks): boolean {
  return isEditorUser(state) || (state.user !== null && item.editable === true);
}

/** Why a contributor sees an item read-only; `kinds` names the list ("authors", "named reactions"). */
export function readOnlyReason(kinds: string, editorsOnly = false): string {
  return editorsOnly
    ? `Only an editor may change ${kinds}.`
    : `Only an editor may change this. You may change the ${kinds} you added, until a published synthesis uses them.`;
}

/** What a row the user just created carries in the store: a contributor's is pending and theirs. */
export function newItemMarks(state: Pick<EditorState, "user">): { pending?: true; editable?: true } {
  return isEditorUser(state) ? {} : { pending: true, editable: true };
}
