import { useEffect, useRef, useState } from "react";

const TEXT_FIELD = "input, textarea, select, [contenteditable]";

/**
 * Ctrl/Cmd+S runs the editor's Save (docs/product/editor.md §8.13) instead of the browser's "Save
 * page as". A field being typed in saves when left, so it is left first: what it holds is part of
 * the save. It gets the focus back once its new value is shown (focused earlier, it would keep
 * showing the old one and store that when next left). Inside a dialog (the structure dialog, the
 * Save dialog) the keys do nothing but keep the browser's dialog away.
 */
export function useSaveShortcut(save: () => void) {
  const [requests, setRequests] = useState(0);
  const latest = useRef(save);
  latest.current = save;
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.repeat || target?.closest('[role="dialog"]')) return;
      if (target?.matches(TEXT_FIELD)) {
        target.blur();
        refocus.current = target;
      }
      // Saved after the render that takes in the field's value.
      setRequests((n) => n + 1);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (requests === 0) return;
    // The field's own effect (a child's, so run before this one) has shown its committed value.
    refocus.current?.focus();
    refocus.current = null;
    latest.current();
  }, [requests]);
}
