import { afterEach, describe, expect, it } from "vitest";
import { markdownLimitProblem } from "../../domain/markdown-limits.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown-renderer.ts";

/** Within every limit, yet seconds of micromark's time: link-definition openers on 999 lines. */
const SLOW = `${"[a]: ".repeat(9)}\n`.repeat(999);

const opened: MarkdownRenderer[] = [];
const renderer = (timeoutMs: number, maxWaiting?: number, onTimeout?: (info: unknown) => void) => {
  const r = createMarkdownRenderer({ timeoutMs, maxWaiting, onTimeout });
  opened.push(r);
  return r;
};
afterEach(async () => {
  for (const r of opened.splice(0)) await r.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status: number; field?: string; message: string }) => error,
  );
const ports = () => process.getActiveResourcesInfo().filter((r) => r === "MessagePort").length;

describe("createMarkdownRenderer", () => {
  it("renders in the worker with the page's rules", async () => {
    const r = renderer(5_000);
    expect(await r.render("A **bold** <script>x</script>", "markdown")).toBe(
      "<p>A <strong>bold</strong> &lt;script&gt;x&lt;/script&gt;</p>",
    );
    expect(await r.render("  ", "markdown")).toBeNull();
  });

  it("refuses the reported 48 KB nesting with a 400 naming the field, at once", async () => {
    const r = renderer(60_000);
    const started = performance.now();
    const error = await failure(r.render(`${"- ".repeat(24_000)}x`, "description"));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toMatchObject({
      status: 400,
      field: "description",
      message: "description: must not nest lists and block quotes more than 16 levels deep",
    });
  });

  it("ends a render past the time limit with a 422, keeps the main thread free, and renders the next text", async () => {
    expect(markdownLimitProblem(SLOW)).toBeNull();
    const stopped: unknown[] = [];
    const r = renderer(100, undefined, (info) => stopped.push(info));
    await r.render("warm", "markdown"); // the worker's start-up is not counted; start it first
    const slow = failure(r.render(SLOW, "markdown"));
    // While the worker is busy, this thread still answers timers promptly.
    const tick = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    expect(performance.now() - tick).toBeLessThan(500);
    // The time limit cut it (not its end: SLOW takes seconds): onTimeout reported it. Not timed
    // here, since a loaded machine delays the timer and the worker's end alike.
    expect(await slow).toMatchObject({
      status: 422,
      field: "markdown",
      message: "markdown: takes too long to render; simplify its lists, block quotes and links",
    });
    expect(stopped).toEqual([{ field: "markdown", characters: SLOW.trim().length }]);
    expect(await r.render("*next*", "markdown")).toBe("<p><em>next</em></p>");
  });

  it("refuses with a 503 when too many texts wait", async () => {
    // The three calls are made at once: the first runs (its worker still starting), the second
    // waits, the third finds the queue full. Nothing here depends on how fast anything renders
    // (with SLOW first and a 1 s limit, a loaded machine once saw SLOW finish inside the limit).
    const r = renderer(60_000, 1);
    const first = r.render("a", "markdown");
    const second = r.render("b", "markdown");
    expect(await failure(r.render("c", "markdown"))).toMatchObject({ status: 503 });
    expect(await first).toBe("<p>a</p>");
    expect(await second).toBe("<p>b</p>");
  });

  it("ends its worker on close and refuses texts after it; an idle worker keeps no process alive", async () => {
    const before = ports();
    const r = createMarkdownRenderer({ timeoutMs: 5_000 });
    await r.render("a", "markdown");
    expect(r.stats().threads).toBe(1);
    // The worker is unreferenced: it holds no active handle of its own (a script that rendered
    // Markdown, such as user:create, can end).
    expect(ports()).toBe(before);
    await r.close();
    expect(r.stats().threads).toBe(0);
    expect(await failure(r.render("a", "markdown"))).toMatchObject({ status: 503 });
  });
});
