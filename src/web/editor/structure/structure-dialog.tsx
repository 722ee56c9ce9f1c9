// Only components the editor or every page already loads: a component shared with one public page
// (Alert, Textarea) would move out of that page's chunk into a chunk of its own.
import { Box, Group, Stack, Text } from "@mantine/core";
import type {
  StructurePreview as ReadStructure,
  StructurePreviewRequest,
} from "../../../contract/structures.ts";
import { previewStructure } from "../../api-client/structures.ts";
import { DrawOrPasteModal } from "./draw-or-paste-modal.tsx";
import { carbonLabel, formulaParts, previewBody } from "./structure-text.ts";
import { askPreview, type DrawOrPasteSource, useDrawOrPaste } from "./use-draw-or-paste.ts";

/** A structure as the server read it: what the editor stores after Save (the contract's shape). */
export type StructureValue = ReadStructure;
type StructureRequest = StructurePreviewRequest;

/** Pasted text and drawings alike go to POST /api/structures/preview (a drawing as its Molfile). */
const structureSource: DrawOrPasteSource<StructureValue, StructureRequest> = {
  pasteRequest: previewBody,
  drawingRequest: async (handle) => {
    const molfile = await handle.molfile();
    return molfile === null ? null : { molfile };
  },
  preview: (body) => askPreview<StructureValue>(() => previewStructure(body)),
  nothingDrawn: "Draw a structure first.",
  // Most structures of a published route are at hand as SMILES: Paste first, and the sketcher loads
  // only for those who choose Draw (the choice is kept for the next structure).
  firstTab: "paste",
  tabKey: "editor.structureDialogTab",
};

/** The formula with real subscripts (counts) and superscript (charge). */
export function FormulaText({ formula }: { formula: string }) {
  return (
    <span>
      {formulaParts(formula).map((part, i) => {
        const key = `${i}${part.text}`;
        if (part.kind === "count") return <sub key={key}>{part.text}</sub>;
        if (part.kind === "charge") return <sup key={key}>{part.text}</sup>;
        return <span key={key}>{part.text}</span>;
      })}
    </span>
  );
}

/** An accepted structure: its drawing, formula, carbon count and SMILES. */
function StructurePreview({ value }: { value: StructureValue }) {
  return (
    <Group gap="lg" align="center" wrap="nowrap" data-testid="structure-preview">
      <Box
        style={{ maxWidth: 320, maxHeight: 200, overflow: "hidden", flexShrink: 1 }}
        className="structure-preview-drawing"
      >
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(value.svg)}`}
          width={value.width}
          height={value.height}
          alt={`Structure ${value.smiles}`}
          style={{ maxWidth: "100%", maxHeight: 200, width: "auto", height: "auto" }}
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm" data-testid="structure-formula">
          Formula: <FormulaText formula={value.formula} />
        </Text>
        <Text size="sm" data-testid="structure-carbons">
          {carbonLabel(value.carbonCount)}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
          SMILES: {value.smiles}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Enter or change one structure: draw it in Ketcher, or paste a SMILES or a Molfile. Every change is
 * read by the server (POST /api/structures/preview), which answers the drawing, formula and carbon
 * count the site will publish; Save hands that answer to `onSave`. An unreadable structure shows the
 * server's message and Save stays disabled.
 */
export function StructureDialog(props: {
  opened: boolean;
  title: string;
  initialSmiles: string | null;
  /** For a new structure: what Draw starts from instead of a blank canvas (a product: its substrate). */
  drawStart?: string | null;
  onSave: (value: StructureValue) => void;
  onClose: () => void;
}) {
  const state = useDrawOrPaste(structureSource, props.opened, props.initialSmiles, props.drawStart ?? null);
  return (
    <DrawOrPasteModal
      state={state}
      opened={props.opened}
      title={props.title}
      pasteTab="Paste SMILES or Molfile"
      pasteBox={{
        label: "SMILES or Molfile",
        description: "A one-line SMILES, or a whole Molfile (V2000 or V3000, ending with M  END)",
        rows: 8,
        minHeight: 160,
      }}
      previewTexts={{
        draw: "Draw a structure to see how the site will show it.",
        paste: "Paste a structure to check it.",
        checking: "Checking the structure…",
      }}
      errorTestId="structure-error"
      onSave={props.onSave}
      onClose={props.onClose}
    >
      {(value) => <StructurePreview value={value} />}
    </DrawOrPasteModal>
  );
}
