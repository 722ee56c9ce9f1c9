import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A resource is one folder (docs/architecture.md "A resource folder"): every folder of
 * src/server/api/ but shared/ is one resource, and none imports another, tests included. What two
 * resources both need lives in shared/, which imports no resource, so a shared module cannot pass
 * one resource's code to another. The files beside the folders (mounts.ts, the tests of several
 * resources) may import any of them.
 */
const API = import.meta.dirname;
const SHARED = "shared";

/** Each source file of api/ as its path relative to api/ and its text. */
function apiSources(): { path: string; source: string }[] {
  return readdirSync(API, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ path: relative(API, file), source: readFileSync(file, "utf8") }));
}

/** The paths, relative to api/, a file of api/ imports with a relative specifier. */
function importsOf(path: string, source: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    relative(API, resolve(API, dirname(path), m[1] as string)),
  );
}

/** The top folder of api/ a path is in, or undefined for a file beside the folders or outside api/. */
function folderOf(path: string): string | undefined {
  if (path.startsWith("..")) return undefined;
  const parts = path.split("/");
  return parts.length > 1 ? parts[0] : undefined;
}

/** Every import that crosses from one folder of api/ into a resource folder that is not its own. */
function crossings(files: { path: string; source: string }[]): string[] {
  const wrong: string[] = [];
  for (const { path, source } of files) {
    const from = folderOf(path);
    if (from === undefined) continue;
    for (const target of importsOf(path, source)) {
      const to = folderOf(target);
      if (to !== undefined && to !== from && to !== SHARED) wrong.push(`${path} → ${target}`);
    }
  }
  return wrong.sort();
}

describe("the resource folders of server/api/", () => {
  it("import no other resource folder, and shared/ imports none", () => {
    expect(crossings(apiSources())).toEqual([]);
  });

  it("would notice a resource importing another, directly or in a test, and shared/ importing a resource", () => {
    const crafted = [
      { path: "authors/routes.ts", source: 'import { moleculeRoutes } from "../molecules/routes.ts";' },
      { path: "authors/x.api.test.ts", source: 'const m = await import("../history/routes.ts");' },
      { path: "shared/reference-data/x.ts", source: 'import type { X } from "../../pending/routes.ts";' },
      { path: "reagents/routes.ts", source: 'import { lookupRoutes } from "../shared/reference-data/x.ts";' },
      { path: "mounts.ts", source: 'import { authorRoutes } from "./authors/routes.ts";' },
      { path: "authors/y.ts", source: 'import { notFound } from "../../../domain/errors.ts";' },
    ];
    expect(crossings(crafted)).toEqual([
      "authors/routes.ts → molecules/routes.ts",
      "authors/x.api.test.ts → history/routes.ts",
      "shared/reference-data/x.ts → pending/routes.ts",
    ]);
  });

  it("declare the lookup writes of authors, reagents and solvents each in its own folder, through the one factory", () => {
    const factoryUsers = apiSources()
      .filter(({ source }) => /\blookupWriteRoutes\(/.test(source))
      .map(({ path }) => path)
      .filter((path) => !path.startsWith(`${SHARED}/`))
      .sort();
    expect(factoryUsers).toEqual(["authors/write-routes.ts", "reagents/routes.ts", "solvents/routes.ts"]);
  });
});
