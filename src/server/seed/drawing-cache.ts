import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { StructureRenderer } from "../structures/structure-renderer.ts";

const STRUCTURES_DIR = resolve(import.meta.dirname, "../structures");

/**
 * The renderer that seeding uses when SEED_DRAWING_CACHE_DIR is set: every answer of the wrapped
 * renderer (drawings, descriptions, fingerprints, identifiers) is kept as a file, and a later seeding
 * of the same structures, in this process or another, reads it instead of asking RDKit again.
 *
 * It exists for test runs. One `npm test` seeds the demo data into two template databases and three
 * end-to-end servers; the first seeding draws, the others read (docs/decisions/testing/0046-steadier-and-faster-suites.md). A key covers
 * the call, its input, RDKit's version and the code of src/server/structures, so a changed drawing
 * rule never reads an old answer. Failed calls are not kept: they fail again, each time, in RDKit.
 */
export function withDrawingCache(renderer: StructureRenderer, dir: string): StructureRenderer {
  // Both worked out once, on the first call.
  let version: Promise<string> | undefined;
  let folder: Promise<unknown> | undefined;
  const cached = async <T>(call: keyof StructureRenderer, input: string, draw: () => Promise<T>) => {
    version ??= drawingCodeVersion();
    const key = createHash("sha256")
      .update(`${await version}\0${call}\0${input}`)
      .digest("hex");
    const file = join(dir, `${key}.json`);
    const kept = await readFile(file, "utf8").catch(() => null);
    if (kept !== null) return JSON.parse(kept, fromJson) as T;
    const answer = await draw();
    folder ??= mkdir(dir, { recursive: true });
    await folder;
    await keep(file, JSON.stringify(answer, toJson));
    return answer;
  };
  return {
    describe: (smiles) => cached("describe", smiles, () => renderer.describe(smiles)),
    moleculeSvg: (smiles) => cached("moleculeSvg", smiles, () => renderer.moleculeSvg(smiles)),
    reactionSvg: (smiles) => cached("reactionSvg", smiles, () => renderer.reactionSvg(smiles)),
    fingerprint: (smiles) => cached("fingerprint", smiles, () => renderer.fingerprint(smiles)),
    identifiers: (smiles) => cached("identifiers", smiles, () => renderer.identifiers(smiles)),
    molblock: (smiles) => cached("molblock", smiles, () => renderer.molblock(smiles)),
  };
}

/** The renderer a seeding uses: `renderer` itself, or behind the cache when a folder is set. */
export function seedingRenderer(renderer: StructureRenderer, cacheDir: string): StructureRenderer {
  return cacheDir ? withDrawingCache(renderer, cacheDir) : renderer;
}

/** Written under a temporary name and renamed: a reader in another process never sees half a file. */
async function keep(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** RDKit's version and a digest of every source file that draws or describes a structure. */
async function drawingCodeVersion(): Promise<string> {
  const hash = createHash("sha256");
  // The package exports no package.json: its version is read beside its WebAssembly (dist/..).
  const wasm = createRequire(import.meta.url).resolve("@rdkit/rdkit/RDKit_minimal.wasm");
  const rdkit = JSON.parse(await readFile(join(dirname(wasm), "..", "package.json"), "utf8")) as {
    version: string;
  };
  hash.update(`rdkit ${rdkit.version}\n`);
  const files = (await readdir(STRUCTURES_DIR))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  for (const name of files) {
    hash.update(`${name}\n`);
    hash.update(await readFile(join(STRUCTURES_DIR, name)));
  }
  return hash.digest("hex");
}

/**
 * Fingerprints hold bytes, which JSON does not: they are kept as base64. The holder's own value is
 * read because a Buffer's toJSON has already turned `value` into a plain object.
 */
function toJson(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Uint8Array ? { bytes: Buffer.from(original).toString("base64") } : value;
}

function fromJson(_key: string, value: unknown): unknown {
  if (value && typeof value === "object" && Object.keys(value).length === 1 && "bytes" in value) {
    const bytes = (value as { bytes: unknown }).bytes;
    if (typeof bytes === "string") return new Uint8Array(Buffer.from(bytes, "base64"));
  }
  return value;
}
