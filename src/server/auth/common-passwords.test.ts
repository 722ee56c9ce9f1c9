import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

const listed = readFileSync(new URL("./common-passwords/passwords.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

/** Every TypeScript file under `dir`. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("isCommonPassword", () => {
  it("bundles at least 10,000 common passwords, password1234 among them", () => {
    expect(listed.length).toBeGreaterThanOrEqual(10_000);
    expect(listed).toContain("password1234");
  });

  it("checks offline, ignoring letter case", () => {
    expect(isCommonPassword("password1234")).toBe(true);
    expect(isCommonPassword("PassWord1234")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("tautomer-ozonide-quinuclidine")).toBe(false);
  });

  it("refuses none of the fixed passwords the tests and scripts set", () => {
    const fixed = /password\w*\s*[:=]\s*["'`]([^"'`$\n]+)["'`]/gi;
    const found = ["src", "tests", "scripts"]
      .flatMap(typescriptFiles)
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(fixed)].map((m) => m[1] ?? ""))
      .filter((p) => p.length >= 12);
    expect(found).toContain("a-long-enough-password");
    expect(found.filter(isCommonPassword)).toEqual([]);
  });
});
