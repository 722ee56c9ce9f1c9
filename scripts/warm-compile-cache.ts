/**
 * Fills Node's compile cache (NODE_COMPILE_CACHE) with every TypeScript file the server loads, so
 * that a server started after a build or an upgrade finds each file already stripped of its types:
 * Node then never loads its TypeScript stripper, which would otherwise stay in memory in the main
 * thread and in every worker thread (about 75 MB of a server's RSS; docs/operations.md, "Memory").
 *
 * Node strips and compiles a module before it resolves the module's imports, so each file is
 * imported under a resolve hook that refuses every import made from a file: the file is compiled
 * (and cached) but never runs, and nothing it would start (the server, a worker's loop) starts.
 */
import { readdirSync } from "node:fs";
import { enableCompileCache, flushCompileCache, registerHooks } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The server's sources (a few of src/web's plain .ts modules are shared with it). */
const ROOTS = ["src"];
/** Entry files outside those folders that `npm start` loads. */
const ENTRIES = ["scripts/start.ts", "scripts/build-if-stale.ts"];

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test.") ? [path] : [];
  });
}

const warming = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL && warming.has(context.parentURL)) throw new Error("warm-up: not linked");
    return nextResolve(specifier, context);
  },
});

const status = enableCompileCache();
const files = [...ROOTS.flatMap((root) => typeScriptFiles(root)), ...ENTRIES];
for (const file of files) {
  const url = pathToFileURL(resolve(file)).href;
  warming.add(url);
  // Rejects at the file's first import (after it was compiled); a file without imports just runs,
  // and those only define things.
  await import(url).catch(() => undefined);
}
flushCompileCache();
console.log(
  `compile cache: ${files.length} files (${status.directory ?? "not enabled: set NODE_COMPILE_CACHE"})`,
);
