// Only components the editor or every page already loads (see structure-dialog.tsx).
import { Box, Button, Group, InputBase, Loader, Modal, Tabs, Text } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure, api, messageOf } from "../api.ts";
import type { SketcherHandle } from "./sketcher-api.ts";
import { SketcherPane } from "./structure-dialog.tsx";

/** A reaction as the server read it (POST /api/structures/reaction-preview). */
export interface ReactionValue {
  smiles: string;
  svg: string;
  width: number;
  height: number;
}

type Preview =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ok"; value: ReactionValue }
  | { status: "invalid"; message: string };

type Tab = "draw" | "paste";

const PASTE_DEBOUNCE_MS = 300;
const DRAW_DEBOUNCE_MS = 500;

async function fetchPreview(smiles: string): Promise<Preview> {
  if (!smiles.includes(">")) {
    return { status: "invalid", message: "Draw a reaction: reactants, a reaction arrow and products." };
  }
  try {
    return {
      status: "ok",
      value: await api.post<ReactionValue>("/api/structures/reaction-preview", { smiles }),
    };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400)
      return { status: "invalid", message: error.message };
    return { status: "invalid", message: messageOf(error) };
  }
}

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
  const { opened, initialSmiles } = props;
  const [tab, setTab] = useState<Tab>("draw");
  const [pasteText, setPasteText] = useState(initialSmiles ?? "");
  const [pastePreview, setPastePreview] = useState<Preview>({ status: "idle" });
  const [drawPreview, setDrawPreview] = useState<Preview>({ status: "idle" });
  const [sketcher, setSketcher] = useState<SketcherHandle | null>(null);
  const [sketchStart, setSketchStart] = useState<string | null>(initialSmiles);
  const [saving, setSaving] = useState(false);
  const drawRequest = useRef(0);

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

  useEffect(() => {
    if (!opened) return;
    const text = pasteText.trim();
    if (text === "") {
      setPastePreview({ status: "idle" });
      return;
    }
    let current = true;
    setPastePreview({ status: "loading" });
    const timer = setTimeout(async () => {
      const answer = await fetchPreview(text);
      if (current) setPastePreview(answer);
    }, PASTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [opened, pasteText]);

  const readDrawing = useCallback(async (handle: SketcherHandle | null): Promise<Preview> => {
    const request = ++drawRequest.current;
    const smiles = handle ? await handle.smiles().catch(() => null) : null;
    const answer: Preview = smiles === null ? { status: "idle" } : await fetchPreview(smiles);
    if (request === drawRequest.current) setDrawPreview(answer);
    return answer;
  }, []);

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
      const answer = await readDrawing(sketcher);
      if (answer.status === "ok") props.onSave(answer.value);
      else if (answer.status === "idle")
        setDrawPreview({ status: "invalid", message: "Draw a reaction first." });
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
          <Tabs.Tab value="paste">Paste reaction SMILES</Tabs.Tab>
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
            label="Reaction SMILES"
            description="Reactants>>products, e.g. CC=O.OO>>CC(=O)O (agents may go between the arrows)"
            value={pasteText}
            onChange={(event) => setPasteText(event.currentTarget.value)}
            rows={4}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: "monospace", minHeight: 100, paddingBlock: 8 } }}
          />
        </Tabs.Panel>
      </Tabs>
      <Box mt="md" mih={60} aria-live="polite">
        {preview.status === "idle" && (
          <Text size="sm" c="dimmed">
            {tab === "draw"
              ? "Draw a reaction to see how the site will show it."
              : "Paste a reaction to check it."}
          </Text>
        )}
        {preview.status === "loading" && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking the reaction…</Text>
          </Group>
        )}
        {preview.status === "invalid" && (
          <Text size="sm" c="red" role="alert" data-testid="reaction-error">
            {preview.message}
          </Text>
        )}
        {preview.status === "ok" && (
          <Box data-testid="reaction-preview" style={{ maxHeight: 220, overflow: "auto" }}>
            <ReactionPicture value={preview.value} alt={`Reaction ${preview.value.smiles}`} />
          </Box>
        )}
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
