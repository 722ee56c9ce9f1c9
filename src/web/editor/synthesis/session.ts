/**
 * The synthesis open in the editor: its Undo history, where it came from (new, a saved draft or a
 * published synthesis), which detail panel is shown, and the reaction clipboard. A pure reducer:
 * the screen runs the domain actions (src/domain/editor/) and hands their results here.
 */
import { revisionName as draftNameOfRevision } from "../../../domain/corrections.ts";
import type { ReactionClipboard } from "../../../domain/editor/clipboard.ts";
import type { ActionResult, EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";
import {
  canRedo,
  canUndo,
  createHistory,
  type History,
  markSaved,
  record,
  redo,
  redoLabel,
  select,
  undo,
  undoLabel,
} from "../../../domain/editor/history.ts";

/** Where the open synthesis is kept. A published one that is changed is saved as a revision draft. */
export type SynthesisSource =
  | { kind: "new" }
  | {
      kind: "draft";
      id: number;
      displayName: string;
      /** The draft's owner: the Submitter, whoever has it open. */
      ownerName: string | null;
      ownerId: number | null;
      /** Where it is in review: draft, submitted, changes_requested, second_look, approved, published. */
      status: string;
      /** A revision draft: the published synthesis it changes and the version it was opened at. */
      synthesisId: number | null;
      baseVersion: number | null;
      /** The version of the document as last read or saved; publishing sends it (api.md §5.16.7). */
      documentHash: string | null;
    }
  | { kind: "published"; id: number; version: number; unpublishedAt: string | null };

/** The detail panels of the synthesis editor, by selected element type. */
export type SynthesisPanel =
  | "synthesis"
  | "part"
  | "reaction"
  | "reagents"
  | "specialCondition"
  | "temperature"
  | "time"
  | "yield"
  | "selectivity"
  | "solvents"
  | "atmosphere";

/** Panels that belong to one reaction (the selected id is the reaction's). */
export const REACTION_PANELS: readonly SynthesisPanel[] = [
  "reaction",
  "reagents",
  "specialCondition",
  "temperature",
  "time",
  "yield",
  "selectivity",
  "solvents",
  "atmosphere",
];

/**
 * A reaction's panels in the order its card shows them: 'Step N' (the Reaction panel, which holds the
 * substrates' and products' names), then above and below the arrow Reagents, Solvents, Temperature,
 * Time, Atmosphere, Yield, Special condition, Selectivity. Alt+Arrow keys move along it.
 */
export const REACTION_PANEL_ORDER: readonly SynthesisPanel[] = [
  "reaction",
  "reagents",
  "solvents",
  "temperature",
  "time",
  "atmosphere",
  "yield",
  "specialCondition",
  "selectivity",
];

/** The panel `by` places after (or before) `panel` on the card; the ends stay where they are. */
export function neighbourPanel(panel: SynthesisPanel, by: 1 | -1): SynthesisPanel {
  const at = REACTION_PANEL_ORDER.indexOf(panel);
  if (at < 0) return panel;
  return REACTION_PANEL_ORDER[Math.min(REACTION_PANEL_ORDER.length - 1, Math.max(0, at + by))] ?? panel;
}

export interface SynthesisSession {
  history: History;
  source: SynthesisSource;
  /** The panel last chosen; `shownPanel` reconciles it with the selected id. */
  panel: SynthesisPanel;
  clipboard: ReactionClipboard | null;
}

export type SessionAction =
  | { type: "opened"; draft: SynthesisDraft; source: SynthesisSource }
  /** `label`: the action's name (action-labels.ts), which its Undo step carries. */
  | { type: "applied"; result: ActionResult; label: string; panel?: SynthesisPanel }
  | { type: "selected"; id: EditorId | null; panel: SynthesisPanel }
  | { type: "undo" }
  | { type: "redo" }
  /** `clean: false` when the draft changed while the save ran: only the source changes. */
  | { type: "saved"; source: SynthesisSource; clean?: boolean }
  | { type: "copied"; clipboard: ReactionClipboard }
  /** The next (1) or previous (-1) element of the selected reaction (Alt+Down / Alt+Up). */
  | { type: "panelMoved"; by: 1 | -1 };

export function openSession(draft: SynthesisDraft, source: SynthesisSource): SynthesisSession {
  return { history: createHistory(draft), source, panel: "synthesis", clipboard: null };
}

export function sessionReducer(session: SynthesisSession, action: SessionAction): SynthesisSession {
  switch (action.type) {
    case "opened":
      return { ...openSession(action.draft, action.source), clipboard: session.clipboard };
    case "applied": {
      const history = record(session.history, action.result, { label: action.label });
      const clipboard = (action.result as { clipboard?: ReactionClipboard }).clipboard;
      const chosen = (action.result as { selectedReactionId?: unknown }).selectedReactionId;
      const panel = action.panel ?? (typeof chosen === "string" ? "reaction" : session.panel);
      if (history === session.history && !clipboard) return session;
      return { ...session, history, panel, clipboard: clipboard ?? session.clipboard };
    }
    case "selected":
      return { ...session, history: select(session.history, action.id), panel: action.panel };
    case "undo":
      return { ...session, history: undo(session.history) };
    case "redo":
      return { ...session, history: redo(session.history) };
    case "saved":
      return {
        ...session,
        history: action.clean === false ? session.history : markSaved(session.history),
        source: action.source,
      };
    case "copied":
      return { ...session, clipboard: action.clipboard };
    case "panelMoved": {
      if (selectedKind(session) !== "reaction") return session;
      const panel = neighbourPanel(shownPanel(session), action.by);
      return panel === session.panel ? session : { ...session, panel };
    }
  }
}

export const currentDraft = (session: SynthesisSession): SynthesisDraft => session.history.present.draft;
export const sessionCanUndo = (session: SynthesisSession) => canUndo(session.history);
export const sessionCanRedo = (session: SynthesisSession) => canRedo(session.history);
/** The names of the steps Undo and Redo would take ('Add reaction'), null when there is none. */
export const sessionUndoLabel = (session: SynthesisSession) => undoLabel(session.history);
export const sessionRedoLabel = (session: SynthesisSession) => redoLabel(session.history);

/** What the selected id is: a part, a reaction, or nothing (the synthesis). */
export function selectedKind(session: SynthesisSession): "part" | "reaction" | null {
  const id = session.history.present.selectedId;
  if (id === null) return null;
  const draft = currentDraft(session);
  if (draft.parts.some((p) => p.id === id)) return "part";
  if (draft.parts.some((p) => p.reactions.some((r) => r.id === id))) return "reaction";
  return null;
}

/**
 * The panel to show: the chosen one when it fits what is selected (Undo may have moved the selection
 * to another kind of element), else the plain panel of that element, else Synthesis details.
 */
export function shownPanel(session: SynthesisSession): SynthesisPanel {
  const kind = selectedKind(session);
  if (kind === "part") return "part";
  if (kind === "reaction") return REACTION_PANELS.includes(session.panel) ? session.panel : "reaction";
  return "synthesis";
}

/** The selected reaction's id, when a reaction (or one of its elements) is selected. */
export function selectedReactionId(session: SynthesisSession): EditorId | null {
  return selectedKind(session) === "reaction" ? session.history.present.selectedId : null;
}

/**
 * Save is possible when there are unsaved changes: a new synthesis and a draft save to their draft;
 * a changed published synthesis saves as a revision draft (its public page stays as it is).
 */
export function canSave(session: SynthesisSession | null): boolean {
  return session !== null && currentDraft(session).dirty;
}

/**
 * The name a published synthesis's revision draft is saved under (no File Name is asked): the same
 * as a suggested correction's draft, made on the server (domain/corrections.ts).
 */
export const revisionName = draftNameOfRevision;

/** The title shown above the parts: the draft's file name, or what the synthesis is. */
export function sessionTitle(session: SynthesisSession): string {
  return sourceTitle(session.source);
}

/** What a synthesis is called by where it is kept (the title, and the local copy's offer). */
export function sourceTitle(source: SynthesisSource): string {
  switch (source.kind) {
    case "new":
      return "New synthesis";
    case "draft":
      if (source.synthesisId === null) return source.displayName;
      // A revision saved under its own name is titled once; one named otherwise says both.
      return source.displayName.trim() === "" || source.displayName === revisionName(source.synthesisId)
        ? revisionName(source.synthesisId)
        : `${source.displayName} (revision of synthesis No. ${source.synthesisId})`;
    case "published":
      return `Synthesis No. ${source.id}`;
  }
}
