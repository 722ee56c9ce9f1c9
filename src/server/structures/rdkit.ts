import { createRequire } from "node:module";
import type { MainModule } from "@rdkit/rdkit";

/** The RDKit MinimalLib API (WebAssembly); the package's own name for it is `MainModule`. */
export type RDKitModule = MainModule;

// @rdkit/rdkit is an Emscripten CommonJS bundle; loading it through require keeps the
// runtime value and the .d.ts (`export default`) in agreement under nodenext.
const require = createRequire(import.meta.url);
const initRDKitModule = require("@rdkit/rdkit") as typeof import("@rdkit/rdkit").default;

let loading: Promise<RDKitModule> | undefined;

/**
 * The process-wide RDKit instance. Compiling the 7 MB wasm takes ~150 ms and each instance
 * holds its own heap, so it is done once, on first use, and shared.
 */
export function getRdkit(): Promise<RDKitModule> {
  if (!loading) {
    // Point Emscripten at the wasm explicitly: its default (next to the .js) breaks once the
    // server is bundled or run from another working directory.
    const wasmPath = require.resolve("@rdkit/rdkit/RDKit_minimal.wasm");
    loading = initRDKitModule({
      locateFile: (file: string) => (file.endsWith(".wasm") ? wasmPath : file),
    }).catch((error: unknown) => {
      loading = undefined; // let a later call retry instead of caching the failure
      throw error;
    });
  }
  return loading;
}
