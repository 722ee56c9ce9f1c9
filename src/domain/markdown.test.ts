import { describe, expect, it } from "vitest";
import { markdownAsText, renderMarkdown, renderMarkdownWithinLimits } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders emphasis, lists and web links", () => {
    const html = renderMarkdown("A **bold** move.\n\n- one\n- [two](https://example.org)");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.org">two</a>');
  });

  it("escapes raw HTML", () => {
    const html = renderMarkdown("<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("produces no javascript: or data: link", () => {
    const html = renderMarkdown(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:x) ![c](data:text/html,x) <javascript:alert(1)>",
    );
    expect(html).toBe("<p><a>a</a> <a>b</a> c <a>javascript:alert(1)</a></p>");
    expect(html).not.toMatch(/href|src/);
  });

  it("gives null for an empty description", () => {
    expect(renderMarkdown("  ")).toBeNull();
    expect(renderMarkdown(null)).toBeNull();
  });
});

describe("markdownAsText and renderMarkdownWithinLimits", () => {
  it("shows a text as escaped paragraphs", () => {
    expect(markdownAsText("a <b> & \"c\"\n\n  'd'  ")).toBe(
      "<p>a &#60;b&#62; &#38; &#34;c&#34;</p>\n<p>&#39;d&#39;</p>",
    );
    expect(markdownAsText(" ")).toBeNull();
  });

  it("renders within the limits and shows the reported 48 KB nesting as text, quickly", () => {
    expect(renderMarkdownWithinLimits("- **a**")).toBe(renderMarkdown("- **a**"));
    const started = performance.now();
    const html = renderMarkdownWithinLimits(`${"- ".repeat(24_000)}x`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html).toMatch(/^<p>- - - .* x<\/p>$/);
    expect(html).not.toContain("<li>");
  });
});
