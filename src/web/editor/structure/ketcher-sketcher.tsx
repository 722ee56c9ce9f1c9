// Everything Ketcher needs is imported only here; this module is loaded with React.lazy from the
// structure dialog, so it becomes its own chunks, fetched the first time the Draw tab is shown.
import "ketcher-react/dist/index.css";
import type { Ketcher } from "ketcher-core";
import { type ButtonsConfig, Editor } from "ketcher-react";
// The binary-wasm build: Indigo runs in a worker file with a separate .wasm asset, so the page
// needs no blob: worker and no base64 chunk (see the /edit policy in http/security-headers.ts).
import { StandaloneStructServiceProvider } from "ketcher-standalone/dist/binaryWasm";
import { useEffect, useRef } from "react";

/** What the dialog reads from the sketcher. */
export interface SketcherHandle {
  /** The drawing as a V2000 Molfile, or null while the canvas is empty. */
  molfile(): Promise<string | null>;
}

const provider = new StandaloneStructServiceProvider();

// Buttons that open other programs' features (3D view, recognition of images, help pages) are not
// part of drawing a structure for a scheme.
const HIDDEN_BUTTONS: ButtonsConfig = {
  miew: { hidden: true },
  recognize: { hidden: true },
  help: { hidden: true },
  about: { hidden: true },
  fullscreen: { hidden: true },
};

export default function KetcherSketcher(props: {
  initialSmiles: string | null;
  onReady: (handle: SketcherHandle) => void;
  onChange: () => void;
  onError: (message: string) => void;
}) {
  const ketcherRef = useRef<Ketcher | null>(null);
  const { onChange } = props;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(
    () => () => {
      ketcherRef.current = null;
    },
    [],
  );

  return (
    <div style={{ position: "relative", height: "100%", width: "100%" }} data-testid="structure-sketcher">
      <Editor
        staticResourcesUrl=""
        structServiceProvider={provider}
        disableMacromoleculesEditor
        buttons={HIDDEN_BUTTONS}
        errorHandler={props.onError}
        onInit={(ketcher: Ketcher) => {
          ketcherRef.current = ketcher;
          const initial = props.initialSmiles;
          const ready = initial ? ketcher.setMolecule(initial) : Promise.resolve();
          ready
            .catch(() => props.onError("The current structure could not be loaded into the sketcher"))
            .finally(() => {
              ketcher.editor.subscribe("change", () => changeRef.current());
              props.onReady({
                async molfile() {
                  const current = ketcherRef.current;
                  if (!current || current.editor.struct().isBlank()) return null;
                  return current.getMolfile("v2000");
                },
              });
            });
        }}
      />
    </div>
  );
}
