import { describe, expect, it } from "vitest";
import { MARKDOWN_LIMITS, markdownLimitProblem } from "./markdown-limits.ts";

const NESTING = "must not nest lists and block quotes more than 16 levels deep";

describe("markdownLimitProblem", () => {
  it("refuses the reported 48 KB list nesting, and deep block quotes, in a few milliseconds", () => {
    const started = performance.now();
    expect(markdownLimitProblem(`${"- ".repeat(24_000)}x`)).toBe(NESTING);
    expect(markdownLimitProblem(`${"> ".repeat(24_000)}x`)).toBe(NESTING);
    expect(markdownLimitProblem(`${">".repeat(24_000)}x`)).toBe(NESTING);
    expect(markdownLimitProblem(`${"1. ".repeat(17)}x`)).toBe(NESTING);
    expect(markdownLimitProblem(`${"> - ".repeat(9)}x`)).toBe(NESTING);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("counts leading indentation as nesting, so lines cannot continue ever deeper items", () => {
    const deeper = `${"- ".repeat(16)}x\n${" ".repeat(32)}- y`;
    expect(markdownLimitProblem(deeper)).toBe(NESTING);
    expect(markdownLimitProblem(`${"- ".repeat(16)}x\n${" ".repeat(32)}y`)).toBeNull();
  });

  it("refuses brackets left open within a paragraph, and not across paragraphs", () => {
    const open = "must not leave more than 32 brackets open in one paragraph";
    expect(markdownLimitProblem("[a](".repeat(12_000))).toBe(open);
    expect(markdownLimitProblem(`${"[".repeat(20)}\n${"(".repeat(13)}`)).toBe(open);
    expect(markdownLimitProblem(`${"[".repeat(20)}\n\n${"(".repeat(13)}`)).toBeNull();
    expect(markdownLimitProblem("\\[".repeat(40))).toBeNull();
  });

  it("refuses more lines or more list and quote markers than the limits", () => {
    expect(markdownLimitProblem("y\n".repeat(MARKDOWN_LIMITS.lines))).toBe("must have at most 1000 lines");
    expect(markdownLimitProblem("y\n".repeat(MARKDOWN_LIMITS.lines - 1))).toBeNull();
    expect(markdownLimitProblem("- x\n".repeat(501))).toBe(
      "must have at most 500 list items and block-quote markers",
    );
    expect(markdownLimitProblem("- x\n".repeat(500))).toBeNull();
  });

  it("accepts what descriptions hold: nested lists, quotes, bracketed names, links, rules", () => {
    const text = [
      "The [4+2] cycloaddition of (2*E*,4*E*)-hexa-2,4-diene ([review](https://example.org/r)).",
      "",
      "- endo rule",
      "  - secondary orbital overlap",
      "    1. first",
      "       > a quoted remark",
      "",
      "- - - - - - - - - - - - - - - - - - - -",
      "",
      "    indented code (one block)",
      "",
      `${"*".repeat(40)} emphasis runs are fine`,
    ].join("\n");
    expect(markdownLimitProblem(text)).toBeNull();
  });
});
