import { type DragEvent, useState } from "react";
import { dragHasFiles, pngFromDrop } from "../structure/png-drop.ts";

/**
 * Makes an element a drop target for PNG files (docs/product/editor.md §8.8): other files are
 * ignored without a message. `dropping` is true while files are dragged over it.
 */
export function usePngDrop(onPng: (file: File) => void) {
  const [dropping, setDropping] = useState(false);
  const handlers = {
    onDragOver(event: DragEvent) {
      if (!dragHasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDropping(true);
    },
    onDragLeave() {
      setDropping(false);
    },
    onDrop(event: DragEvent) {
      if (!dragHasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDropping(false);
      const file = pngFromDrop(event);
      if (file) onPng(file);
    },
  };
  return { dropping, handlers };
}
