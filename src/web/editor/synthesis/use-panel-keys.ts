import { useEffect, useRef, useState } from "react";
import { type SessionAction, type SynthesisSession, selectedKind } from "./session.ts";

/** What a panel is focused on when reached from the keyboard: its marked field, else its first control. */
const FIRST_FIELD = "[data-first-field]";
const CONTROL =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';
const TEXT_FIELD = "input, textarea, [contenteditable]";

/**
 * Alt+ArrowDown / Alt+ArrowUp (docs/product/editor.md §8.11): with an element of a reaction selected,
 * the next or previous element of that reaction in the card's order, its panel's first field
 * focused. The field being typed in is left first, so it saves as when clicked away from. A native
 * list (select) keeps Alt+Down, which opens it; dialogs and the other editors' views are left alone.
 */
export function usePanelKeys(session: SynthesisSession, apply: (action: SessionAction) => void) {
  const [moves, setMoves] = useState(0);
  const latest = useRef({ session, apply });
  latest.current = { session, apply };
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.tagName === "SELECT" || target?.closest('[role="dialog"]')) return;
      if (!document.querySelector('[data-editor="synthesis"]')) return;
      if (selectedKind(latest.current.session) !== "reaction") return;
      event.preventDefault();
      if (target?.matches(TEXT_FIELD)) target.blur();
      latest.current.apply({ type: "panelMoved", by: event.key === "ArrowDown" ? 1 : -1 });
      setMoves((n) => n + 1);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (moves === 0) return;
    // The new panel is mounted (a child's render, committed before this effect runs).
    const panel = document.querySelector<HTMLElement>("[data-details-panel]");
    const field =
      panel?.querySelector<HTMLElement>(FIRST_FIELD) ?? panel?.querySelector<HTMLElement>(CONTROL);
    field?.focus();
  }, [moves]);
}
