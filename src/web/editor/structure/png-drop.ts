import { type DragEvent, useState } from "react";

/** The part of a drag event the helper reads: DOM and React drag events both have it. */
interface DropLike {
  dataTransfer: DataTransfer | null;
}

/**
 * The first PNG among the files dropped, or null. Other files (and dropped text or links) are
 * ignored without a message: the drop target only takes PNG scheme or structure images.
 */
export function pngFromDrop(event: DropLike): File | null {
  const files = event.dataTransfer?.files;
  if (!files) return null;
  for (let i = 0; i < files.length; i++) {
    const file = files.item(i);
    if (file?.type === "image/png") return file;
  }
  return null;
}

/** Whether a drag carries files at all (to show the drop target while dragging over it). */
export function dragHasFiles(event: DropLike): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/**
 * Drop-target handlers for an element that takes a PNG: `over` is true while files are dragged over
 * it; a drop calls `onPng` with the first PNG, and does nothing when there is none.
 */
export function usePngDrop(onPng: (file: File) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!dragHasFiles(event)) return;
      event.preventDefault(); // without it the browser opens the file instead of dropping it here
      event.dataTransfer.dropEffect = "copy";
      setOver(true);
    },
    onDragLeave() {
      setOver(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!dragHasFiles(event)) return;
      event.preventDefault();
      setOver(false);
      const png = pngFromDrop(event);
      if (png) onPng(png);
    },
  };
  return { over, handlers };
}
