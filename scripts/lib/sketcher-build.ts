import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin } from "vite";
import { writeCompressedTwins } from "./compressed-twins.ts";

/**
 * The structure sketcher (Ketcher, about 5 MB compressed with its WebAssembly) is built as a bundle
 * of its own, with its own React, and loaded by the editor's structure dialog from a fixed address.
 * Sharing modules with the site's bundle would change how the bundler splits the public pages'
 * chunks (its runtime helpers, React DOM's client and some Mantine components would move into
 * chunks of their own), so the public pages would load more; kept apart, they do not change at all.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const ENTRY = join(ROOT, "src/web/editor/structure/sketcher-bundle.tsx");
const CACHE_ROOT = join(ROOT, "node_modules/.cache");
const DONE = ".complete";

/** What the bundle is made from: a change to any of these gives it a new address. */
function inputsHash(): string {
  const hash = createHash("sha256");
  const files = [
    ENTRY,
    join(ROOT, "src/web/editor/structure/sketcher-api.ts"),
    import.meta.filename,
    join(import.meta.dirname, "compressed-twins.ts"),
  ];
  for (const file of files) {
    hash.update(readFileSync(file));
  }
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  for (const [path, info] of Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${path}@${info.version ?? ""}\n`);
  }
  return hash.digest("hex").slice(0, 12);
}

const HASH = inputsHash();
/** One folder per version of the inputs: builds of other versions never touch it. */
const CACHE = join(CACHE_ROOT, `sketcher-${HASH}`);
/** Other versions' folders are removed once nothing has built them for this long. */
const STALE_MS = 24 * 3600_000;

/** Where pages load the sketcher from (`${SKETCHER_BASE}sketcher.js`, `sketcher.css`). */
export const SKETCHER_BASE = `/assets/sketcher-${HASH}/`;

async function buildSketcher(outDir: string) {
  await build({
    configFile: false,
    root: ROOT,
    base: SKETCHER_BASE,
    logLevel: "error",
    publicDir: false,
    // Ketcher reads the Node name `global`; its drawing library's full build compiles code with
    // Function(), which the editor's Content-Security-Policy forbids: the core build has what it uses.
    define: { global: "globalThis" },
    resolve: { alias: [{ find: /^paper$/, replacement: "paper/dist/paper-core.js" }] },
    build: {
      outDir,
      assetsDir: "",
      emptyOutDir: true,
      target: "es2022",
      copyPublicDir: false,
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: "strict",
        output: {
          entryFileNames: "sketcher.js",
          chunkFileNames: "[name]-[hash].js",
          // The entry's style sheet has a fixed name: the dialog adds it to the page itself.
          assetFileNames: (asset) =>
            asset.names.includes("sketcher-bundle.css") ? "sketcher.css" : "[name]-[hash][extname]",
        },
      },
    },
  });
  // Compressed twins, made once here (the server sends them to browsers that accept them).
  await writeCompressedTwins(
    readdirSync(outDir)
      .filter((file) => /\.(js|css|wasm)$/.test(file))
      .map((file) => join(outDir, file)),
  );
  writeFileSync(join(outDir, DONE), "");
}

/**
 * Vite plugin of the site's build: after the client bundle is written, builds the sketcher (or
 * takes it from node_modules/.cache when its inputs have not changed) into build/client.
 */
export function sketcherBundle(): Plugin {
  return {
    name: "synthesis-archive:sketcher-bundle",
    apply: "build",
    config: () => ({ define: { __SKETCHER_BASE__: JSON.stringify(SKETCHER_BASE) } }),
    async writeBundle(options) {
      if (!options.dir?.endsWith(join("build", "client"))) return;
      if (!existsSync(join(CACHE, DONE))) {
        // Built in a folder of this process's own, then renamed into place: builds running at the
        // same time (checkouts sharing node_modules) never write into or remove one another's files.
        const scratch = `${CACHE}.${process.pid}.tmp`;
        rmSync(scratch, { recursive: true, force: true });
        await buildSketcher(scratch);
        try {
          renameSync(scratch, CACHE);
        } catch {
          rmSync(scratch, { recursive: true, force: true }); // another build put the same files first
        }
        removeStaleCaches();
      }
      const target = join(options.dir, SKETCHER_BASE);
      cpSync(CACHE, target, { recursive: true, filter: (source) => !source.endsWith(DONE) });
    },
  };
}

function removeStaleCaches() {
  for (const name of readdirSync(CACHE_ROOT)) {
    const path = join(CACHE_ROOT, name);
    if (!name.startsWith("sketcher-") || path === CACHE) continue;
    const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** The bundle's files and their sizes (bytes, gzip -9), for the benchmarks page. */
export function sketcherSizes(clientDir: string): { file: string; bytes: number; gzip: number }[] {
  const dir = join(clientDir, SKETCHER_BASE);
  return readdirSync(dir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => ({
      file,
      bytes: statSync(join(dir, file)).size,
      gzip: existsSync(join(dir, `${file}.gz`)) ? statSync(join(dir, `${file}.gz`)).size : 0,
    }));
}
