import { useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure, messageOf } from "../../api-client/api.ts";
import type { SketcherHandle } from "./sketcher-api.ts";
import { browserStore, rememberedTab, rememberTab } from "./tab-memory.ts";

/** The server's reading of what either tab holds, as shown below the tabs. */
export type Preview<V> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ok"; value: V }
  | { status: "invalid"; message: string };

export type Tab = "draw" | "paste";

const PASTE_DEBOUNCE_MS = 300;
const DRAW_DEBOUNCE_MS = 500;

/** Asks the server's preview (a client call); a refusal becomes an "invalid" preview with its message. */
export async function askPreview<V>(call: () => Promise<V>): Promise<Preview<V>> {
  try {
    return { status: "ok", value: await call() };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400)
      return { status: "invalid", message: error.message };
    return { status: "invalid", message: messageOf(error) };
  }
}

/**
 * What differs between the dialogs that use this hook. Give a module-level constant: its functions
 * are effect dependencies, so a new object each render would restart the paste check every render.
 */
export interface DrawOrPasteSource<V extends { smiles: string }, R> {
  /** The request for what the paste box holds, or null when it holds nothing to check. */
  pasteRequest: (text: string) => R | null;
  /** The request for what the sketcher holds, or null when it is empty. */
  drawingRequest: (handle: SketcherHandle) => Promise<R | null>;
  preview: (request: R) => Promise<Preview<V>>;
  /** Said when Save finds nothing drawn. */
  nothingDrawn: string;
  /**
   * The tab the dialog opens on until the user chooses one, and the local-storage key that keeps
   * their last choice for the next opening.
   */
  firstTab: Tab;
  tabKey: string;
}

/**
 * The state of a Draw / Paste dialog: Ketcher lives only while Draw is shown (it cannot lay out in a
 * hidden panel), so switching tabs hands the structure over as SMILES; each tab's input is read by
 * the server after a pause, and a later answer replaces an earlier one only.
 */
export function useDrawOrPaste<V extends { smiles: string }, R>(
  source: DrawOrPasteSource<V, R>,
  opened: boolean,
  initialSmiles: string | null,
  /** What the canvas starts from when there is no structure yet (a new product: its substrate). */
  drawStart: string | null = null,
) {
  const { pasteRequest, drawingRequest, preview: askServer, nothingDrawn, firstTab, tabKey } = source;
  const [tab, setTab] = useState<Tab>(firstTab);
  const [pasteText, setPasteText] = useState(initialSmiles ?? "");
  const [pastePreview, setPastePreview] = useState<Preview<V>>({ status: "idle" });
  const [drawPreview, setDrawPreview] = useState<Preview<V>>({ status: "idle" });
  const [sketcher, setSketcher] = useState<SketcherHandle | null>(null);
  const [saving, setSaving] = useState(false);
  // What the sketcher starts from when Draw is shown.
  const [sketchStart, setSketchStart] = useState<string | null>(initialSmiles ?? drawStart);
  // Bumped to start the canvas again from `sketchStart` even when that is unchanged.
  const [sketchRun, setSketchRun] = useState(0);
  const drawRequest = useRef(0);
  // Enter pressed while the server was still reading the pasted line: saved when it answers "ok".
  const saveWhenRead = useRef<((value: V) => void) | null>(null);

  // A fresh start each time the dialog opens, on the tab chosen last.
  useEffect(() => {
    if (!opened) return;
    setTab(rememberedTab(browserStore(), tabKey, firstTab));
    setSketchStart(initialSmiles ?? drawStart);
    setPasteText(initialSmiles ?? "");
    setPastePreview({ status: "idle" });
    setDrawPreview({ status: "idle" });
    setSketcher(null);
    setSaving(false);
    saveWhenRead.current = null;
  }, [opened, initialSmiles, drawStart, tabKey, firstTab]);

  useEffect(() => {
    saveWhenRead.current = null;
    if (!opened) return;
    const request = pasteRequest(pasteText);
    if (request === null) {
      setPastePreview({ status: "idle" });
      return;
    }
    let current = true;
    setPastePreview({ status: "loading" });
    const timer = setTimeout(async () => {
      const answer = await askServer(request);
      if (current) setPastePreview(answer);
    }, PASTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [opened, pasteText, pasteRequest, askServer]);

  const readDrawing = useCallback(
    async (handle: SketcherHandle | null): Promise<Preview<V>> => {
      const request = ++drawRequest.current;
      const body = handle ? await drawingRequest(handle) : null;
      const answer: Preview<V> = body === null ? { status: "idle" } : await askServer(body);
      if (request === drawRequest.current) setDrawPreview(answer);
      return answer;
    },
    [drawingRequest, askServer],
  );

  // Draw: Ketcher says only that something changed; read the drawing after a pause.
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
    rememberTab(browserStore(), tabKey, next);
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

  // Enter's save waits for the server's reading of the line; an unreadable one leaves its message shown.
  useEffect(() => {
    const pending = saveWhenRead.current;
    if (!pending || pastePreview.status === "loading") return;
    saveWhenRead.current = null;
    if (pastePreview.status === "ok") pending(pastePreview.value);
  }, [pastePreview]);

  /** Enter in the paste box: Save now if the line is read as valid, or as soon as it is. */
  function saveOnEnter(onSave: (value: V) => void) {
    if (tab !== "paste") return;
    if (pastePreview.status === "ok") onSave(pastePreview.value);
    else if (pastePreview.status === "loading") saveWhenRead.current = onSave;
  }

  async function save(onSave: (value: V) => void) {
    if (tab === "paste") {
      if (pastePreview.status === "ok") onSave(pastePreview.value);
      return;
    }
    setSaving(true);
    try {
      // The drawing as it is now, not as it was at the last change event.
      const answer = await readDrawing(sketcher);
      if (answer.status === "ok") onSave(answer.value);
      else if (answer.status === "idle") setDrawPreview({ status: "invalid", message: nothingDrawn });
    } finally {
      setSaving(false);
    }
  }

  /**
   * Starts the canvas again, from `smiles` or blank: the sketcher is taken down first and mounted
   * anew a moment later, as when the tabs are switched (Ketcher does not start while another of
   * its editors is still being taken down).
   */
  const [restarting, setRestarting] = useState(false);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(restartTimer.current), []);
  function restartDrawing(smiles: string | null) {
    setRestarting(true);
    setSketcher(null);
    setDrawPreview({ status: "idle" });
    clearTimeout(restartTimer.current);
    restartTimer.current = setTimeout(() => {
      setSketchStart(smiles);
      setSketchRun((n) => n + 1);
      setRestarting(false);
    }, 100);
  }

  return {
    tab,
    switchTo,
    /** The structure the canvas may start from (null: none offered), and whether it does now. */
    drawStart: initialSmiles === null ? drawStart : null,
    startedFromDrawStart: drawStart !== null && sketchStart === drawStart,
    restartDrawing,
    sketchRun,
    restarting,
    pasteText,
    setPasteText,
    preview,
    canSave,
    saving,
    save,
    saveOnEnter,
    /** Props for the SketcherPane of the Draw tab. */
    sketcher: {
      initialSmiles: sketchStart,
      onReady: onSketcherReady,
      onChange: onDrawingChange,
      onError: (message: string) => setDrawPreview({ status: "invalid", message }),
    },
  };
}

/** What useDrawOrPaste hands the dialog's frame. */
export type DrawOrPaste<V extends { smiles: string }> = ReturnType<typeof useDrawOrPaste<V, unknown>>;
