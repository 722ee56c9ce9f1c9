import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The unit and API projects run their files in shared workers (`isolate: false` in
 * vitest.config.ts): a module imported by one file is the same instance in the next. A file that
 * replaces a module with `vi.mock` would then see the real module (or leave its mock to others), so
 * such a file must be named `*.isolated.test.ts`, which the `unit-isolated` project runs alone.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["src", "scripts", "tests"];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return entry.name.endsWith(".test.ts") ? [relative(ROOT, path)] : [];
  });
}

describe("test files in shared workers", () => {
  const files = FOLDERS.flatMap((folder) => testFiles(join(ROOT, folder)));

  it("finds the test files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("only *.isolated.test.ts files replace a module with vi.mock", () => {
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock)\s*\(/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    const misplaced = mocking.filter((file) => !file.endsWith(".isolated.test.ts"));
    expect(mocking).toContain("src/server/auth/passwords.isolated.test.ts");
    expect(misplaced).toEqual([]);
  });
});
