/** Immutable list and selection updates shared by the reducers. */
import type { EditorState, Selection } from "./editor-state.ts";

/** Replaces the row with the same id, or appends it (a new row goes to the end of the list). */
export function upsert<T extends { id: number }>(list: readonly T[], row: T): T[] {
  const index = list.findIndex((item) => item.id === row.id);
  if (index === -1) return [...list, row];
  const copy = list.slice();
  copy[index] = row;
  return copy;
}

export function without<T extends { id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}

/** Drops the selection when it pointed at the deleted row. */
export function unselect(state: EditorState, type: Selection["type"], id: number | string): Selection | null {
  const s = state.selection;
  if (!s || s.type !== type) return s;
  const selectedId = s.type === "references" ? s.key : s.id;
  return selectedId === id ? null : s;
}
