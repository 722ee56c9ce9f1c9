import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which folder may import which (docs/architecture.md "Layers"): the domain imports nothing of
 * ours but itself; the contract only the domain; db only the domain; the web app never the server
 * or db; and the server's shared mechanisms never a resource (api/<resource>/), the seed or the
 * site, so a resource can be read, moved or removed without touching them. Test files are left out:
 * a mechanism's test may build its records through a resource's command.
 */
const SRC = resolve(import.meta.dirname, "..");

/** The shared mechanisms of the server: what every resource uses and none of them owns. */
const MECHANISMS = ["http", "auth", "storage", "mail", "structures", "markdown", "doi", "search", "backup"];

/** Top folders a layer may import from (paths relative to src/). */
const ALLOWED: Record<string, (target: string) => boolean> = {
  domain: (t) => t.startsWith("domain/"),
  contract: (t) => t.startsWith("contract/") || t.startsWith("domain/"),
  db: (t) => t.startsWith("db/") || t.startsWith("domain/"),
  web: (t) => !t.startsWith("server/") && !t.startsWith("db/"),
  ...Object.fromEntries(
    MECHANISMS.map((m) => [
      `server/${m}`,
      (t: string) =>
        !/^server\/(api|commands|seed|web|resilience)\//.test(t) &&
        !/^server\/(runtime|app|main)\.ts$/.test(t),
    ]),
  ),
};

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The files of src/ this file imports (relative specifiers only), as paths relative to src/. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)]
    .map((m) => relative(SRC, resolve(dirname(file), m[1] as string)))
    .filter((target) => !target.startsWith(".."));
}

function layerOf(path: string): string | undefined {
  const [top, second] = path.split("/");
  if (top === "server") return second && MECHANISMS.includes(second) ? `server/${second}` : undefined;
  return top;
}

describe("the import direction between folders", () => {
  it("holds for every product file of src/", () => {
    const wrong: string[] = [];
    for (const file of productFiles(SRC)) {
      const path = relative(SRC, file);
      const layer = layerOf(path);
      const allowed = layer ? ALLOWED[layer] : undefined;
      if (!allowed) continue;
      for (const target of importsOf(file)) if (!allowed(target)) wrong.push(`${path} → ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it("would notice a mechanism importing a resource's command", () => {
    const allowed = ALLOWED["server/structures"];
    expect(allowed?.("server/api/molecules/create-molecule.ts")).toBe(false);
    expect(allowed?.("server/seed/seed-demo.ts")).toBe(false);
    expect(allowed?.("domain/structure-limits.ts")).toBe(true);
    expect(ALLOWED.web?.("server/runtime.ts")).toBe(false);
    expect(ALLOWED.contract?.("server/http/registry.ts")).toBe(false);
    expect(ALLOWED.db?.("server/api/unpublished-syntheses/publish-draft.ts")).toBe(false);
  });
});
