// Only components the editor or every page already loads (see structure-dialog.tsx).
import { Box } from "@mantine/core";
import { previewReaction } from "../../api-client/reference-editors.ts";
import { DrawOrPasteModal } from "./draw-or-paste-modal.tsx";
import { askPreview, type DrawOrPasteSource, type Preview, useDrawOrPaste } from "./use-draw-or-paste.ts";

/** A reaction as the server read it (POST /api/structures/reaction-preview). */
export interface ReactionValue {
  smiles: string;
  svg: string;
  width: number;
  height: number;
}

/** Without an arrow it is no reaction; the server is not asked. */
async function fetchPreview(smiles: string): Promise<Preview<ReactionValue>> {
  if (!smiles.includes(">")) {
    return { status: "invalid", message: "Draw a reaction: reactants, a reaction arrow and products." };
  }
  return askPreview(() => previewReaction({ smiles }));
}

/** A reaction is pasted and drawn as reaction SMILES (a drawing Ketcher cannot write is "nothing drawn"). */
const reactionSource: DrawOrPasteSource<ReactionValue, string> = {
  pasteRequest: (text) => (text.trim() === "" ? null : text.trim()),
  drawingRequest: (handle) => handle.smiles().catch(() => null),
  preview: fetchPreview,
  nothingDrawn: "Draw a reaction first.",
  // A scheme or mechanism is usually drawn: Draw first, then the tab chosen last.
  firstTab: "draw",
  tabKey: "editor.reactionDialogTab",
};

/** The server's drawing of a reaction, as an image (never inserted as markup). */
export function ReactionPicture({ value, alt }: { value: ReactionValue; alt: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(value.svg)}`}
      width={value.width}
      height={value.height}
      alt={alt}
      style={{ maxWidth: "100%", height: "auto" }}
    />
  );
}

/**
 * Draw a reaction (a scheme or a mechanism) in the sketcher, or paste a reaction SMILES. Every
 * change is read and drawn by the server at the pages' scale; Save hands that answer to `onSave`.
 */
export function ReactionDialog(props: {
  opened: boolean;
  title: string;
  initialSmiles: string | null;
  onSave: (value: ReactionValue) => void;
  onClose: () => void;
}) {
  const state = useDrawOrPaste(reactionSource, props.opened, props.initialSmiles);
  return (
    <DrawOrPasteModal
      state={state}
      opened={props.opened}
      title={props.title}
      pasteTab="Paste reaction SMILES"
      pasteBox={{
        label: "Reaction SMILES",
        description: "Reactants>>products, e.g. CC=O.OO>>CC(=O)O (agents may go between the arrows)",
        rows: 4,
        minHeight: 100,
      }}
      previewTexts={{
        draw: "Draw a reaction to see how the site will show it.",
        paste: "Paste a reaction to check it.",
        checking: "Checking the reaction…",
      }}
      errorTestId="reaction-error"
      onSave={props.onSave}
      onClose={props.onClose}
    >
      {(value) => (
        <Box data-testid="reaction-preview" style={{ maxHeight: 220, overflow: "auto" }}>
          <ReactionPicture value={value} alt={`Reaction ${value.smiles}`} />
        </Box>
      )}
    </DrawOrPasteModal>
  );
}
