import type { ActionResult, EditorId, SynthesisDraft } from "./draft.ts";

/**
 * Undo and Redo (docs/product/editor.md §8.9): an immutable history of drafts built from the actions'
 * results. Every state carries a revision number; the history remembers the revision last saved, so the
 * present draft is dirty exactly when its revision is not the saved one (undoing back to what was
 * saved gives a clean draft, redoing past it a dirty one).
 *
 * Selection: every state keeps the id (part, reaction or chemical) selected while it was present.
 * `record` stores the selection the user had when the action ran on the state it leaves (so Undo
 * goes back to where the change was made) and gives the new state the selection the action chose
 * (`selectedReactionId`), or else keeps the user's. A selected id that no longer exists in a state
 * becomes null (nothing selected: the Synthesis details panel).
 *
 * Names: every state made by an action carries the action's name ('Add reaction', from
 * action-labels.ts), so the Edit menu can say what Undo takes back (the present's name) and what
 * Redo does again (the next state's). Typing into a field is one step: the fields hand their text
 * over when they are left, not per keystroke.
 */

export interface HistoryState {
  readonly draft: SynthesisDraft;
  readonly selectedId: EditorId | null;
  readonly revision: number;
  /** The name of the action that made this state; null for the state opened. */
  readonly label: string | null;
}

export interface History {
  /** Oldest first; at most `depth` states. */
  readonly past: readonly HistoryState[];
  readonly present: HistoryState;
  /** The next Redo first. */
  readonly future: readonly HistoryState[];
  /** The revision last saved (or opened clean); null when no state in reach matches it. */
  readonly savedRevision: number | null;
  readonly nextRevision: number;
  /** How many steps Undo can go back; the oldest is dropped beyond it. */
  readonly depth: number;
}

/** Steps kept for Undo by default. */
export const HISTORY_DEPTH = 100;

/** Every editor id of a draft: parts, reactions and their chemicals. */
function hasId(draft: SynthesisDraft, id: EditorId): boolean {
  return draft.parts.some(
    (p) =>
      p.id === id ||
      p.reactions.some(
        (r) =>
          r.id === id ||
          r.substrates.some((c) => c.id === id) ||
          r.products.some((c) => c.id === id) ||
          r.special_reagent?.id === id,
      ),
  );
}

const selectionIn = (draft: SynthesisDraft, id: EditorId | null | undefined): EditorId | null =>
  id != null && hasId(draft, id) ? id : null;

const withDirty = (draft: SynthesisDraft, dirty: boolean): SynthesisDraft =>
  draft.dirty === dirty ? draft : { ...draft, dirty };

/** Gives a state its dirty flag from the saved marker. */
function settle(state: HistoryState, savedRevision: number | null): HistoryState {
  const draft = withDirty(state.draft, state.revision !== savedRevision);
  return draft === state.draft ? state : { ...state, draft };
}

/**
 * A history holding one state: the draft as opened (a clean draft counts as saved, a dirty one, such
 * as a restored local copy, does not).
 */
export function createHistory(
  draft: SynthesisDraft,
  options: { selectedId?: EditorId | null; depth?: number } = {},
): History {
  const depth = Math.max(1, Math.trunc(options.depth ?? HISTORY_DEPTH));
  return {
    past: [],
    present: { draft, selectedId: selectionIn(draft, options.selectedId), revision: 0, label: null },
    future: [],
    savedRevision: draft.dirty ? null : 0,
    nextRevision: 1,
    depth,
  };
}

/** The same draft ignoring the dirty flag (an action that changed nothing adds no Undo step). */
function sameDraft(a: SynthesisDraft, b: SynthesisDraft): boolean {
  if (a === b) return true;
  return JSON.stringify({ ...a, dirty: false }) === JSON.stringify({ ...b, dirty: false });
}

/**
 * Records an action's result: its draft becomes the present, the old present goes to the past (with
 * `selectedId`, the selection when the action ran) and the redo list is cleared; the new state
 * carries `label`, the action's name. A refusal, or a result that leaves the draft as it was,
 * changes nothing.
 */
export function record<Extra extends object>(
  history: History,
  result: ActionResult<Extra>,
  options: { selectedId?: EditorId | null; label?: string | null } = {},
): History {
  const { selectedId = history.present.selectedId, label = null } = options;
  if (!result.ok || sameDraft(result.draft, history.present.draft)) return history;
  const chosen = (result as { selectedReactionId?: unknown }).selectedReactionId;
  const nextSelection = typeof chosen === "string" ? chosen : selectedId;
  const left: HistoryState = {
    ...history.present,
    selectedId: selectionIn(history.present.draft, selectedId),
  };
  const past = [...history.past, left].slice(-history.depth);
  const present: HistoryState = {
    draft: result.draft,
    selectedId: selectionIn(result.draft, nextSelection),
    revision: history.nextRevision,
    label,
  };
  // A saved state that was dropped or cleared is out of reach: no state can be clean again.
  const reachable = [...past, present].some((s) => s.revision === history.savedRevision);
  const savedRevision = reachable ? history.savedRevision : null;
  return {
    ...history,
    past,
    present: settle(present, savedRevision),
    future: [],
    savedRevision,
    nextRevision: history.nextRevision + 1,
  };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

/** The name of the step Undo takes back ('Add reaction'), or null when there is none to undo. */
export const undoLabel = (history: History): string | null =>
  canUndo(history) ? history.present.label : null;

/** The name of the step Redo does again, or null when there is none to redo. */
export const redoLabel = (history: History): string | null => history.future[0]?.label ?? null;

/** Goes back one step (the state, its selection and its dirty flag); nothing to undo changes nothing. */
export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: settle(previous, history.savedRevision),
    future: [history.present, ...history.future],
  };
}

/** Goes forward one step undone; nothing to redo changes nothing. */
export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return {
    ...history,
    past: [...history.past, history.present].slice(-history.depth),
    present: settle(next, history.savedRevision),
    future: rest,
  };
}

/** Saving: the present becomes the saved state (not dirty); the other states are dirty against it. */
export function markSaved(history: History): History {
  return {
    ...history,
    present: settle(history.present, history.present.revision),
    savedRevision: history.present.revision,
  };
}

/** Changes the present selection (a click), which adds no Undo step. */
export function select(history: History, selectedId: EditorId | null): History {
  const id = selectionIn(history.present.draft, selectedId);
  return id === history.present.selectedId
    ? history
    : { ...history, present: { ...history.present, selectedId: id } };
}
