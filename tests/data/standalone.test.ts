import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: the product rules live in docs/product/ and nothing points at files
 * that only exist outside it (a specification or design notes beside the checkout). The names are
 * assembled from pieces so this file does not match itself.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const OUTSIDE_NAMES = [
  ["SPEC", "md"].join("."),
  ["INTERPRETATION", "md"].join("."),
  ["DESIGN", "md"].join("."),
];

/**
 * A relative path to a folder named shared above the file that leads out of the repository, or, in
 * a text that is not code, to no folder of it. Code may name a folder of the repository called
 * shared (src/server/api/shared/ beside the resources), including in a test's crafted import.
 */
const SHARED_PATH = new RegExp(`((?:\\.\\./)+)${"shared"}\\b`, "g");
function outsideSharedPaths(file: string, text: string): string[] {
  return [...text.matchAll(SHARED_PATH)]
    .map((m) => m[0])
    .filter((path) => {
      const target = join(dirname(file), path);
      return relative(ROOT, target).startsWith("..") || (!/\.tsx?$/.test(file) && !existsSync(target));
    });
}

/** Tracked files plus new files not yet added (but not ignored ones), node_modules left out. */
function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split("\0"))].filter(
    (path) => path !== "" && !path.split("/").includes("node_modules"),
  );
}

describe("the repository stands alone", () => {
  it("lists its files through git", () => {
    const files = repositoryFiles();
    expect(files).toContain("docs/product/README.md");
    expect(files).toContain("package.json");
  });

  it("no file mentions the specification or design notes outside the repository", () => {
    const offenders: string[] = [];
    for (const path of repositoryFiles()) {
      const full = join(ROOT, path);
      // A file deleted in the working tree but still tracked is skipped.
      if (!existsSync(full) || !statSync(full).isFile()) continue;
      const text = readFileSync(full, "latin1");
      for (const name of OUTSIDE_NAMES) {
        if (text.includes(name)) offenders.push(`${path}: ${name}`);
      }
      for (const shared of outsideSharedPaths(full, text)) offenders.push(`${path}: ${shared}`);
    }
    expect(offenders).toEqual([]);
  });

  it("tells a folder of the repository named shared from the one beside the checkout", () => {
    const up = (n: number) => `${"../".repeat(n)}${"shared"}`;
    const resource = join(ROOT, "src/server/api/accounts/routes.ts");
    expect(outsideSharedPaths(resource, `import { x } from "${up(1)}/create-user.ts";`)).toEqual([]);
    expect(outsideSharedPaths(join(ROOT, "README.md"), `see ${up(1)}/notes`)).toEqual([up(1)]);
    expect(outsideSharedPaths(join(ROOT, "docs/a.md"), `read ${up(2)} first`)).toEqual([up(2)]);
    expect(outsideSharedPaths(join(ROOT, "docs/a.md"), `read ${up(1)} first`)).toEqual([up(1)]);
  });

  it("the product rules exist in docs/product", () => {
    for (const file of ["README.md", "pages.md", "rules.md", "api.md", "editor.md", "texts.md"]) {
      expect(existsSync(join(ROOT, "docs", "product", file)), file).toBe(true);
    }
  });
});
