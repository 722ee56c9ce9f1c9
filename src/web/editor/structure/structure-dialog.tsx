// Only components the editor or every page already loads: a component shared with one public page
// (Alert, Textarea) would move out of that page's chunk into a chunk of its own.
import { Box, Button, Group, InputBase, Loader, Modal, Stack, Tabs, Text } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure, api, messageOf } from "../api.ts";
import { loadSketcher, type MountedSketcher, type SketcherHandle } from "./sketcher-api.ts";
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

/**
 * Ketcher in its own bundle (several MB with its WebAssembly), fetched the first time this pane is
 * shown and mounted into a plain element: the site's React never renders inside it.
 */
export function SketcherPane(props: {
  initialSmiles: string | null;
  onReady: (handle: SketcherHandle) => void;
  onChange: () => void;
  onError: (message: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const callbacks = useRef(props);
  callbacks.current = props;
  const { initialSmiles } = props;

  useEffect(() => {
    let mounted: MountedSketcher | null = null;
    let cancelled = false;
    loadSketcher()
      .then((sketcher) => {
        if (cancelled || !host.current) return;
        mounted = sketcher.mountSketcher(host.current, {
          initialSmiles,
          onChange: () => callbacks.current.onChange(),
          onError: (message) => callbacks.current.onError(message),
        });
        return mounted.ready;
      })
      .then((handle) => {
        if (!handle || cancelled) return;
        setState("ready");
        callbacks.current.onReady(handle);
      })
      .catch(() => {
        if (cancelled) return;
        setState("failed");
        callbacks.current.onError("The sketcher could not be loaded. Paste a SMILES or a Molfile instead.");
      });
    return () => {
      cancelled = true;
      // Ketcher's root is another React's: unmount it after the site's own render is done.
      const current = mounted;
      if (current) setTimeout(() => current.unmount(), 0);
    };
  }, [initialSmiles]);

  return (
    <Box style={{ position: "relative", height: "100%" }}>
      {state === "loading" && (
        <Group gap="xs" justify="center" style={{ position: "absolute", inset: 0 }}>
          <Loader size="sm" />
          <Text size="sm">Loading the sketcher…</Text>
        </Group>
      )}
      {/* data-state tells tests (and assistive tech, via aria-busy) when Ketcher has finished starting. */}
      <div
        ref={host}
        data-testid="structure-sketcher"
        data-state={state}
        aria-busy={state === "loading"}
        style={{ position: "relative", height: "100%" }}
      />
    </Box>
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
      <Text size="sm" c="red" role="alert" data-testid="structure-error">
        {preview.message}
      </Text>
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
  // What the sketcher starts from when Draw is shown: Ketcher lives only while its tab is shown (it
  // cannot lay out in a hidden panel), so a structure is handed over between the tabs as SMILES.
  const [sketchStart, setSketchStart] = useState<string | null>(initialSmiles);
  const drawRequest = useRef(0);

  // A fresh start each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    setTab("draw");
    setSketchStart(initialSmiles);
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

  /** Changes tab, taking the structure along when the one shown is valid. */
  async function switchTo(next: Tab) {
    if (next === tab) return;
    if (next === "paste") {
      const drawn = sketcher ? await readDrawing(sketcher) : drawPreview;
      if (drawn.status === "ok") setPasteText(drawn.value.smiles);
      setSketcher(null);
    } else if (pastePreview.status === "ok") {
      setSketchStart(pastePreview.value.smiles);
      setDrawPreview({ status: "idle" });
    }
    setTab(next);
  }

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
      <Tabs
        value={tab}
        onChange={(value) => void switchTo((value as Tab | null) ?? "draw")}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="draw">Draw</Tabs.Tab>
          <Tabs.Tab value="paste">Paste SMILES or Molfile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw" pt="sm">
          <Box style={{ height: 480, position: "relative" }}>
            {opened && (
              <SketcherPane
                initialSmiles={sketchStart}
                onReady={onSketcherReady}
                onChange={onDrawingChange}
                onError={(message) => setDrawPreview({ status: "invalid", message })}
              />
            )}
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="paste" pt="sm">
          <InputBase
            component="textarea"
            label="SMILES or Molfile"
            description="A one-line SMILES, or a whole Molfile (V2000 or V3000, ending with M  END)"
            value={pasteText}
            onChange={(event) => setPasteText(event.currentTarget.value)}
            rows={8}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: "monospace", minHeight: 160, paddingBlock: 8 } }}
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
