import { Alert, Box, Button, Center, Group, Loader, Modal, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure, api, messageOf } from "../api.ts";
import type { SketcherHandle } from "./ketcher-sketcher.tsx";
import { carbonLabel, formulaParts, previewBody } from "./structure-text.ts";

/** A structure as the server read it: what the editor stores after Save. */
export interface StructureValue {
  smiles: string;
  formula: string;
  carbonCount: number;
  svg: string;
  width: number;
  height: number;
}

type Tab = "draw" | "paste";

type Preview =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ok"; value: StructureValue }
  | { status: "invalid"; message: string };

const PASTE_DEBOUNCE_MS = 300;
const DRAW_DEBOUNCE_MS = 500;

// Ketcher is several MB: its module (and its worker and wasm) load the first time Draw is shown.
// The server render never shows it (the dialog opens on a click), so its build leaves it out.
const KetcherSketcher = import.meta.env.SSR
  ? () => null
  : lazy(() => import("./ketcher-sketcher.tsx"));

/** The server's reading of a structure; a refusal naming the structure becomes an "invalid" preview. */
async function fetchPreview(body: { smiles: string } | { molfile: string }): Promise<Preview> {
  try {
    return { status: "ok", value: await api.post<StructureValue>("/api/structures/preview", body) };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400)
      return { status: "invalid", message: error.message };
    return { status: "invalid", message: messageOf(error) };
  }
}

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

function PreviewPane({ preview, emptyText }: { preview: Preview; emptyText: string }) {
  if (preview.status === "idle") {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  if (preview.status === "loading") {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Checking the structure…</Text>
      </Group>
    );
  }
  if (preview.status === "invalid") {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="structure-error">
        {preview.message}
      </Alert>
    );
  }
  const { value } = preview;
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
  onSave: (value: StructureValue) => void;
  onClose: () => void;
}) {
  const { opened, initialSmiles } = props;
  const [tab, setTab] = useState<Tab>("draw");
  const [pasteText, setPasteText] = useState(initialSmiles ?? "");
  const [pastePreview, setPastePreview] = useState<Preview>({ status: "idle" });
  const [drawPreview, setDrawPreview] = useState<Preview>({ status: "idle" });
  const [sketcher, setSketcher] = useState<SketcherHandle | null>(null);
  const [saving, setSaving] = useState(false);
  const drawRequest = useRef(0);

  // A fresh start each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    setTab("draw");
    setPasteText(initialSmiles ?? "");
    setPastePreview({ status: "idle" });
    setDrawPreview({ status: "idle" });
    setSketcher(null);
    setSaving(false);
  }, [opened, initialSmiles]);

  // Paste: read the text after a pause in typing; a later answer replaces an earlier one only.
  useEffect(() => {
    if (!opened) return;
    const body = previewBody(pasteText);
    if (!body) {
      setPastePreview({ status: "idle" });
      return;
    }
    let current = true;
    setPastePreview({ status: "loading" });
    const timer = setTimeout(async () => {
      const answer = await fetchPreview(body);
      if (current) setPastePreview(answer);
    }, PASTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [opened, pasteText]);

  const readDrawing = useCallback(async (handle: SketcherHandle | null): Promise<Preview> => {
    const request = ++drawRequest.current;
    const molfile = handle ? await handle.molfile() : null;
    const answer: Preview = molfile === null ? { status: "idle" } : await fetchPreview({ molfile });
    if (request === drawRequest.current) setDrawPreview(answer);
    return answer;
  }, []);

  // Draw: read the drawing after each change in Ketcher (a pause of DRAW_DEBOUNCE_MS).
  const drawTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sketcherRef = useRef<SketcherHandle | null>(null);
  sketcherRef.current = sketcher;
  const onDrawingChange = useCallback(() => {
    clearTimeout(drawTimer.current);
    drawTimer.current = setTimeout(() => void readDrawing(sketcherRef.current), DRAW_DEBOUNCE_MS);
  }, [readDrawing]);
  useEffect(() => () => clearTimeout(drawTimer.current), []);

  const onSketcherReady = useCallback(
    (handle: SketcherHandle) => {
      setSketcher(handle);
      void readDrawing(handle);
    },
    [readDrawing],
  );

  const preview = tab === "draw" ? drawPreview : pastePreview;
  const canSave =
    !saving &&
    (tab === "draw" ? sketcher !== null && drawPreview.status !== "invalid" : preview.status === "ok");

  async function save() {
    if (tab === "paste") {
      if (pastePreview.status === "ok") props.onSave(pastePreview.value);
      return;
    }
    setSaving(true);
    try {
      // The drawing as it is now, not as it was at the last change event.
      const answer = await readDrawing(sketcher);
      if (answer.status === "ok") props.onSave(answer.value);
      else if (answer.status === "idle")
        setDrawPreview({ status: "invalid", message: "Draw a structure first." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.title}
      size={tab === "draw" ? 980 : 640}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "draw")} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="draw">Draw</Tabs.Tab>
          <Tabs.Tab value="paste">Paste SMILES or Molfile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw" pt="sm">
          <Box style={{ height: 480, position: "relative" }}>
            <Suspense
              fallback={
                <Center h="100%">
                  <Group gap="xs">
                    <Loader size="sm" />
                    <Text size="sm">Loading the sketcher…</Text>
                  </Group>
                </Center>
              }
            >
              <KetcherSketcher
                initialSmiles={initialSmiles}
                onReady={onSketcherReady}
                onChange={onDrawingChange}
                onError={(message) => setDrawPreview({ status: "invalid", message })}
              />
            </Suspense>
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="paste" pt="sm">
          <Textarea
            label="SMILES or Molfile"
            description="A one-line SMILES, or a whole Molfile (V2000 or V3000, ending with M  END)"
            value={pasteText}
            onChange={(event) => setPasteText(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={12}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: "monospace" } }}
          />
        </Tabs.Panel>
      </Tabs>
      <Box mt="md" mih={60} aria-live="polite">
        <PreviewPane
          preview={preview}
          emptyText={
            tab === "draw"
              ? "Draw a structure to see how the site will show it."
              : "Paste a structure to check it."
          }
        />
      </Box>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={!canSave} loading={saving}>
          Save
        </Button>
      </Group>
    </Modal>
  );
}
