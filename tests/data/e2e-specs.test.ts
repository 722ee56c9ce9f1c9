import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The end-to-end specs keep to the rules that make them pass on a loaded machine every time:
 * - `test` (and every other value) comes from tests/e2e/fixtures.ts, whose pages wait for the app's
 *   hydration after each navigation; only types may come from "@playwright/test" directly;
 * - no fixed sleep (`waitForTimeout`, `setTimeout`) stands in for a condition: wait for the
 *   condition itself (`expect(...).toBeVisible()`, `expect.poll`);
 * - no retry hides a race: no `retries`, no `toPass` block pressing a key again until it works.
 * `test.setTimeout(ms)` (a test's time limit) is allowed.
 */
const E2E = join(import.meta.dirname, "..", "e2e");
/** The two files that wrap Playwright's own test and pages. */
const WRAPPERS = new Set(["fixtures.ts", "support/hydration.ts"]);

interface Rule {
  name: string;
  pattern: RegExp;
  /** Files the rule does not apply to. */
  except?: Set<string>;
}

const RULES: Rule[] = [
  {
    name: 'a value imported from "@playwright/test" (import test and expect from ./fixtures.ts)',
    // `import { x }` or `import x` from the package; `import type { ... }` is fine.
    pattern: /^import\s+(?!type\b)[^;]*?from\s+["']@playwright\/test["']/ms,
    except: WRAPPERS,
  },
  { name: "a fixed sleep (waitForTimeout)", pattern: /\bwaitForTimeout\s*\(/ },
  { name: "a fixed sleep (setTimeout)", pattern: /(?<!\btest\.)\bsetTimeout\s*\(/ },
  { name: "a retry of the test (retries)", pattern: /\bretries\b/ },
  { name: "a retried block (toPass)", pattern: /\.toPass\s*\(/ },
];

/** The rules a file's text breaks, with the line of each. */
function ruleBreaks(path: string, text: string): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    if (rule.except?.has(path)) continue;
    const flags = rule.pattern.flags.includes("g") ? rule.pattern.flags : `${rule.pattern.flags}g`;
    for (const match of text.matchAll(new RegExp(rule.pattern.source, flags))) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`${path}:${line}: ${rule.name}`);
    }
  }
  return found;
}

function e2eFiles(dir = E2E): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return e2eFiles(path);
    return entry.name.endsWith(".ts") ? [relative(E2E, path)] : [];
  });
}

describe("the end-to-end specs", () => {
  it("are found (the check reads the real folder)", () => {
    const files = e2eFiles();
    expect(files).toContain("fixtures.ts");
    expect(files).toContain("layout.spec.ts");
    expect(files.filter((f) => f.endsWith(".spec.ts")).length).toBeGreaterThan(20);
  });

  it("import test from the fixtures, never sleep and never retry", () => {
    const breaks = e2eFiles().flatMap((file) => ruleBreaks(file, readFileSync(join(E2E, file), "utf8")));
    expect(breaks).toEqual([]);
  });
});

describe("the rules themselves", () => {
  it("flag test imported from Playwright, but not a type", () => {
    expect(ruleBreaks("a.spec.ts", 'import { expect, test } from "@playwright/test";\n')).toHaveLength(1);
    expect(
      ruleBreaks("a.spec.ts", 'import {\n  test,\n  type Page,\n} from "@playwright/test";\n'),
    ).toHaveLength(1);
    expect(ruleBreaks("a.spec.ts", 'import type { Page } from "@playwright/test";\n')).toEqual([]);
    expect(ruleBreaks("fixtures.ts", 'import { test as base } from "@playwright/test";\n')).toEqual([]);
  });

  it("flag sleeps and retries with their line, but not a test's time limit", () => {
    const text = [
      "test.setTimeout(90_000);",
      "await page.waitForTimeout(500);",
      "await new Promise((r) => setTimeout(r, 100));",
      "test.describe.configure({ retries: 2 });",
      "await expect(async () => {}).toPass({ timeout: 5_000 });",
    ].join("\n");
    expect(ruleBreaks("b.spec.ts", text)).toEqual([
      "b.spec.ts:2: a fixed sleep (waitForTimeout)",
      "b.spec.ts:3: a fixed sleep (setTimeout)",
      "b.spec.ts:4: a retry of the test (retries)",
      "b.spec.ts:5: a retried block (toPass)",
    ]);
  });
});
