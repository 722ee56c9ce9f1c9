/** The interface between the structure dialog and the sketcher's own bundle (sketcher-bundle.tsx). */

export interface SketcherOptions {
  /** Loaded into the canvas at start. */
  initialSmiles: string | null;
  /** Called after every change of the drawing. */
  onChange: () => void;
  /** Ketcher's own error messages. */
  onError: (message: string) => void;
}

/** A ready sketcher. */
export interface SketcherHandle {
  /** The drawing as a V2000 Molfile, or null while the canvas is empty. */
  molfile(): Promise<string | null>;
  /** The drawing as a SMILES (a reaction SMILES when it holds a reaction arrow), or null while empty. */
  smiles(): Promise<string | null>;
}

/** A mounted sketcher: `ready` resolves once its structure is loaded; `unmount` works at any time. */
export interface MountedSketcher {
  ready: Promise<SketcherHandle>;
  unmount(): void;
}

export interface SketcherApi {
  /** Renders Ketcher into `element`. */
  mountSketcher(element: HTMLElement, options: SketcherOptions): MountedSketcher;
}

/** Where the build puts the sketcher's bundle: /assets/sketcher-<hash of its inputs>/. */
declare const __SKETCHER_BASE__: string;

let loading: Promise<SketcherApi> | undefined;

/** Loads the sketcher's bundle (its script and style sheet) once per page. */
export function loadSketcher(): Promise<SketcherApi> {
  if (!loading) {
    const base = __SKETCHER_BASE__;
    if (!document.querySelector(`link[data-sketcher]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `${base}sketcher.css`;
      link.dataset.sketcher = "";
      document.head.append(link);
    }
    loading = (import(/* @vite-ignore */ `${base}sketcher.js`) as Promise<SketcherApi>).catch(
      (error: unknown) => {
        loading = undefined; // a later try may succeed (the network came back)
        throw error;
      },
    );
  }
  return loading;
}
