// The entry of the sketcher's own bundle (built by scripts/lib/sketcher-build.ts, never part of the
// site's bundle): Ketcher with its own copy of React, mounted into an element the dialog gives it.
import "ketcher-react/dist/index.css";
import type { Ketcher } from "ketcher-core";
import { type ButtonsConfig, Editor } from "ketcher-react";
// The binary-wasm build: Indigo runs in a worker file with a separate .wasm asset, so the page
// needs no blob: worker and no base64 chunk (see the /edit policy in http/security-headers.ts).
import { StandaloneStructServiceProvider } from "ketcher-standalone/dist/binaryWasm";
import { createRoot } from "react-dom/client";
import type { SketcherApi, SketcherHandle, SketcherOptions } from "./sketcher-api.ts";

const provider = new StandaloneStructServiceProvider();

// Buttons that open other programs' features (3D view, image recognition, help pages, full screen)
// are not part of drawing one structure for a scheme.
const HIDDEN_BUTTONS: ButtonsConfig = {
  miew: { hidden: true },
  recognize: { hidden: true },
  help: { hidden: true },
  about: { hidden: true },
  fullscreen: { hidden: true },
};

export const mountSketcher: SketcherApi["mountSketcher"] = (
  element: HTMLElement,
  options: SketcherOptions,
) => {
  const root = createRoot(element);
  let ketcher: Ketcher | null = null;
  let mounted = true;
  const ready = new Promise<SketcherHandle>((resolve) => {
    root.render(
      <Editor
        staticResourcesUrl=""
        structServiceProvider={provider}
        disableMacromoleculesEditor
        buttons={HIDDEN_BUTTONS}
        errorHandler={(message) => mounted && options.onError(message)}
        onInit={(instance: Ketcher) => {
          if (!mounted) return;
          ketcher = instance;
          const loaded = options.initialSmiles
            ? instance.setMolecule(options.initialSmiles)
            : Promise.resolve();
          loaded
            .catch(
              () => mounted && options.onError("The current structure could not be loaded into the sketcher"),
            )
            .finally(() => {
              if (!mounted) return;
              instance.editor.subscribe("change", () => mounted && options.onChange());
              resolve({
                async molfile() {
                  if (!ketcher || ketcher.editor.struct().isBlank()) return null;
                  return ketcher.getMolfile("v2000");
                },
                async smiles() {
                  if (!ketcher || ketcher.editor.struct().isBlank()) return null;
                  return ketcher.getSmiles();
                },
              });
            });
        }}
      />,
    );
  });
  return {
    ready,
    unmount() {
      if (!mounted) return;
      mounted = false;
      ketcher = null;
      root.unmount();
    },
  };
};
