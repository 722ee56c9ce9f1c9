import { useEffect, useState } from "react";
import type { StructurePreview } from "../../../contract/structures.ts";
import { previewStructure } from "../../api-client/structures.ts";

/** The server's drawing of a structure (POST /api/structures/preview): what the public page will show. */
export type Drawing = StructurePreview;

/**
 * Drawings by SMILES for this page's life: a structure is drawn once however often it appears (a
 * product is drawn again as the next substrate), and a failed drawing is asked again next time.
 */
const drawings = new Map<string, Promise<Drawing>>();

export function drawingOf(smiles: string): Promise<Drawing> {
  let drawing = drawings.get(smiles);
  if (!drawing) {
    drawing = previewStructure({ smiles });
    drawings.set(smiles, drawing);
    drawing.catch(() => drawings.delete(smiles));
  }
  return drawing;
}

/** Keeps a drawing the structure dialog already has, under its canonical SMILES. */
export function rememberDrawing(drawing: Drawing): void {
  drawings.set(drawing.smiles, Promise.resolve(drawing));
}

export type DrawingState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "failed" }
  | ({ status: "ready" } & Drawing);

/**
 * The drawing of a SMILES, loaded on first use; `draw` says how (the import preview queues its
 * drawings, so a long route does not pass the server's per-address limit).
 */
export function useDrawing(
  smiles: string | null,
  draw: (smiles: string) => Promise<Drawing> = drawingOf,
): DrawingState {
  const [state, setState] = useState<DrawingState>(smiles ? { status: "loading" } : { status: "none" });
  useEffect(() => {
    if (!smiles) {
      setState({ status: "none" });
      return;
    }
    let live = true;
    setState({ status: "loading" });
    draw(smiles).then(
      (d) => live && setState({ status: "ready", ...d }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [smiles, draw]);
  return state;
}

/** An SVG as an image address (img-src allows data:); the markup is never put into the page. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
