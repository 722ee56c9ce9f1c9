import { useEffect, useRef } from "react";
import { copyReaction, cutReaction, pasteReaction } from "../../../domain/editor/clipboard.ts";
import type { EditCommands } from "../editor-top-bar.tsx";
import {
  currentDraft,
  type SessionAction,
  type SynthesisSession,
  selectedKind,
  selectedReactionId,
  sessionCanRedo,
  sessionCanUndo,
  sessionRedoLabel,
  sessionUndoLabel,
} from "./session.ts";
import type { SynthesisFile } from "./use-synthesis-file.ts";

/** A keyboard event aimed at a text field keeps the field's own Ctrl+Z. */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === "INPUT" ||
    target.tagName === "TEXTAREA" ||
    target.tagName === "SELECT"
  );
}

/**
 * The Edit menu (docs/product/editor.md §8.9): Undo and Redo (with the names of their steps), and Cut, Copy and Paste of the selected
 * reaction (Paste into the selected part or the selected reaction's part); each null when it does
 * not apply. Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y work outside text fields.
 */
export function useEditCommands(
  session: SynthesisSession,
  apply: (action: SessionAction) => void,
  run: SynthesisFile["run"],
): EditCommands {
  const reactionId = selectedReactionId(session);
  const draft = currentDraft(session);
  const pastePartId =
    selectedKind(session) === "part"
      ? session.history.present.selectedId
      : (draft.parts.find((p) => p.reactions.some((r) => r.id === reactionId))?.id ?? null);
  const clipboard = session.clipboard;
  const edit: EditCommands = {
    undo: sessionCanUndo(session) ? () => apply({ type: "undo" }) : null,
    redo: sessionCanRedo(session) ? () => apply({ type: "redo" }) : null,
    cut: reactionId ? () => run(cutReaction, { reactionId }) : null,
    copy: reactionId ? () => run(copyReaction, { reactionId }) : null,
    paste: clipboard && pastePartId ? () => run(pasteReaction, { partId: pastePartId, clipboard }) : null,
    undoLabel: sessionUndoLabel(session),
    redoLabel: sessionRedoLabel(session),
  };

  const latest = useRef(edit);
  latest.current = edit;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      const command =
        key === "z"
          ? event.shiftKey
            ? latest.current.redo
            : latest.current.undo
          : key === "y"
            ? latest.current.redo
            : undefined;
      if (command === undefined) return;
      event.preventDefault();
      command?.();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return edit;
}
