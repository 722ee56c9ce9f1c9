import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { StructureMode } from "../../domain/structure-search.ts";
import type { MountedSketcher, SketcherApi, SketcherHandle } from "../editor/structure/sketcher-api.ts";
import type { Route } from "./+types/edit-sketch.ts";
import classes from "./edit-sketch.module.css";

/**
 * Must equal SKETCH_MESSAGE of components/lists/structure-search.tsx; like the modes, restated
 * rather than imported, so the search page gets no chunk shared with this window.
 */
const SKETCH_MESSAGE = "structure-search:smiles";
const STRUCTURE_MODES: readonly StructureMode[] = ["substructure", "similarity", "exact"];

/** Where the build puts the sketcher's bundle (scripts/lib/sketcher-build.ts). */
declare const __SKETCHER_BASE__: string;

/**
 * Loads the sketcher's bundle and style sheet, as the editor's `loadSketcher` does. Restated, not
 * imported: a module shared with /edit would become a chunk of its own loaded by the editor.
 */
function loadSketcher(): Promise<SketcherApi> {
  const base = __SKETCHER_BASE__;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `${base}sketcher.css`;
  document.head.append(link);
  return import(/* @vite-ignore */ `${base}sketcher.js`) as Promise<SketcherApi>;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: "Draw a structure to search" }, { name: "robots", content: "noindex" }];
}

const LABELS: Record<StructureMode, string> = {
  substructure: "Search substructure",
  similarity: "Search similar",
  exact: "Search exact",
};

/**
 * The sketcher for the search page's Draw button: a small window under /edit, whose policy lets
 * the sketcher's WebAssembly and worker run (public pages keep theirs). No account is needed. The
 * drawing goes back to the search page that opened the window (postMessage to this origin only),
 * or, opened on its own, this window shows the results. Plain elements only: a Mantine component
 * here would be shared with public pages and split out of their chunks.
 */
export default function EditSketch() {
  const [params] = useSearchParams();
  const initialSmiles = params.get("smiles");
  const modeParam = params.get("mode");
  const preferred = (STRUCTURE_MODES as readonly string[]).includes(modeParam ?? "")
    ? (modeParam as StructureMode)
    : "substructure";
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<SketcherHandle | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let mounted: MountedSketcher | null = null;
    let cancelled = false;
    loadSketcher()
      .then((sketcher) => {
        if (cancelled || !host.current) return;
        mounted = sketcher.mountSketcher(host.current, {
          initialSmiles,
          onChange: () => setMessage(null),
          onError: (text) => setMessage(text),
        });
        return mounted.ready;
      })
      .then((ready) => {
        if (!ready || cancelled) return;
        handle.current = ready;
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      const current = mounted;
      if (current) setTimeout(() => current.unmount(), 0);
    };
  }, [initialSmiles]);

  async function search(mode: StructureMode) {
    const smiles = await handle.current?.smiles();
    if (!smiles) {
      setMessage("Draw a structure first.");
      return;
    }
    if (smiles.includes(">")) {
      setMessage("Draw one structure, not a reaction.");
      return;
    }
    const origin = window.location.origin;
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage({ type: SKETCH_MESSAGE, smiles, mode }, origin);
      window.close();
      return;
    }
    window.location.assign(`/search?${new URLSearchParams({ structure: smiles, mode })}`);
  }

  const modes = [preferred, ...STRUCTURE_MODES.filter((m) => m !== preferred)];
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>Draw a structure to search</h1>
      {state === "loading" && <p>Loading the sketcher…</p>}
      {state === "failed" && (
        <p role="alert" className={classes.error}>
          The sketcher could not be loaded. Type or paste a SMILES on the search page instead.
        </p>
      )}
      <div ref={host} data-testid="structure-sketcher" className={classes.sketcher} />
      {message && (
        <p role="alert" className={classes.error}>
          {message}
        </p>
      )}
      <div className={classes.actions}>
        {modes.map((mode, i) => (
          <button
            key={mode}
            type="button"
            className={i === 0 ? classes.primary : classes.secondary}
            disabled={state !== "ready"}
            onClick={() => void search(mode)}
          >
            {LABELS[mode]}
          </button>
        ))}
        <button type="button" className={classes.secondary} onClick={() => window.close()}>
          Cancel
        </button>
      </div>
    </main>
  );
}
