import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: the product rules live in docs/product/ and nothing points at files
 * that only exist outside it (a specification or design notes beside the checkout). The names are
 * assembled from pieces so this file does not match itself.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const OUTSIDE_NAMES = [
  ["..", "shared"].join("/"),
  ["SPEC", "md"].join("."),
  ["INTERPRETATION", "md"].join("."),
  ["DESIGN", "md"].join("."),
];

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
    }
    expect(offenders).toEqual([]);
  });

  it("the product rules exist in docs/product", () => {
    for (const file of ["README.md", "pages.md", "rules.md", "api.md", "editor.md", "texts.md"]) {
      expect(existsSync(join(ROOT, "docs", "product", file)), file).toBe(true);
    }
  });
});
