import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * ChemDraw CDXML to Molfiles with Indigo's WebAssembly build, the one the sketcher (Ketcher) ships
 * (`indigo-ketcher`, without its renderer). Server side only, inside a structure worker
 * (rdkit-ops.ts), so that the worker's time limit and replacement cover it as they cover RDKit;
 * it loads on the first CDXML file a worker reads.
 */

interface Indigo {
  convert(data: string, format: string, options: unknown): string;
  MapStringString: new () => { delete(): void };
}

const require = createRequire(import.meta.url);
let loading: Promise<Indigo> | undefined;

function indigo(): Promise<Indigo> {
  if (!loading) {
    const script = require.resolve("indigo-ketcher/binaryWasmNoRender");
    const factory = require(script) as { default?: (o: object) => Promise<Indigo> } & ((
      o: object,
    ) => Promise<Indigo>);
    const wasm = readFileSync(
      script.replace(/indigo-ketcher-separate-wasm-norender\.js$/, "indigo-ketcher-norender-1.46.0.wasm"),
    );
    loading = (factory.default ?? factory)({ wasmBinary: wasm, print: () => {}, printErr: () => {} }).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

export type CdxmlMolfile = { ok: true; molfile: string } | { ok: false; reason: string };

/** Each CDXML document (one fragment each) as a V2000 Molfile, or Indigo's reason it could not. */
export async function cdxmlMolfiles(documents: readonly string[]): Promise<CdxmlMolfile[]> {
  const toolkit = await indigo();
  const options = new toolkit.MapStringString();
  try {
    return documents.map((cdxml) => {
      try {
        return { ok: true, molfile: toolkit.convert(cdxml, "molfile", options) };
      } catch (error) {
        // An abort of the WebAssembly leaves Indigo broken: the worker is replaced (rdkit-worker.ts).
        if (error instanceof WebAssembly.RuntimeError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: `Indigo could not read this structure (${reason.slice(0, 200)})` };
      }
    });
  } finally {
    options.delete();
  }
}
