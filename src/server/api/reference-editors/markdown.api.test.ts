import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { markdownLimitProblem } from "../../../domain/markdown-limits.ts";

/**
 * Markdown cannot hang the server (docs/decisions/security/0042-markdown-bounded-and-stored-rendered.md): texts
 * over the limits are refused at once, a render is ended at the time limit in its worker while the
 * server keeps answering, and a saved description is stored rendered for the page and the API.
 */
const engine = process.env.TEST_ENGINE ?? "sqlite";
/** The reported input: 48 KB, inside the 50,000-character limit, minutes of micromark's time. */
const NESTED = `${"- ".repeat(24_000)}x`;
/** Within every limit, yet far longer than the time limit below: link-definition openers on 999 lines. */
const SLOW = `${"[a]: ".repeat(9)}\n`.repeat(999);

let t: TestApp;
let quick: TestApp;
let ed: SignedIn;
let quickEd: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ed = await signIn(t, "editor", "Mark Down");
  quick = await createTestApp({ MARKDOWN_RENDER_TIMEOUT_MS: "250" });
  quickEd = await signIn(quick, "editor", "Quick Editor");
});
afterAll(async () => {
  await t?.close();
  await quick?.close();
});

const preview = (app: TestApp, who: SignedIn, markdown: string) =>
  lookupRequests(app).send(who, "POST", "/api/markdown/preview", { markdown });

/** Starts `request`, then asks /healthz while it is still unanswered: how long that took, and the answer. */
async function healthDuring(app: TestApp, request: Promise<Response>) {
  let answered = false;
  const tracked = request.then((res) => {
    answered = true;
    return res;
  });
  const started = performance.now();
  const health = await app.request("/healthz");
  return {
    healthMs: performance.now() - started,
    healthStatus: health.status,
    answeredFirst: answered,
    tracked,
  };
}

describe(`Markdown limits and time limit (${engine})`, () => {
  it("answers the reported 48 KB nesting at once with a 400 naming markdown, and /healthz meanwhile", async () => {
    const started = performance.now();
    const during = await healthDuring(t, preview(t, ed, NESTED));
    expect(during.healthStatus).toBe(200);
    expect(during.healthMs).toBeLessThan(1_000);
    const res = await during.tracked;
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "invalid_input",
      field: "markdown",
      message: "markdown: must not nest lists and block quotes more than 16 levels deep",
    });
  });

  it("refuses such a description on save with a 400 naming description, and changes nothing", async () => {
    const r = lookupRequests(t);
    const { id } = await jsonOf<{ id: number }>(
      await r.send(ed, "POST", "/api/named-reactions", { name: "Bounded Markdown reaction" }),
      201,
    );
    await jsonOf(await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: "Kept *as is*." }));
    const started = performance.now();
    const res = await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: NESTED });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_input", field: "description" });
    const view = await r.read<{ description: string; url: string }>(`/api/named-reactions/${id}/edit`, ed);
    expect(view.description).toBe("Kept *as is*.");
    const page = await r.read<{ description_html: string }>(`/api/named-reactions/${view.url}`);
    expect(page.description_html).toBe("<p>Kept <em>as is</em>.</p>");
  });

  it("ends a render past the time limit with a 422 while /healthz answers, then renders the next text", async () => {
    expect(markdownLimitProblem(SLOW)).toBeNull();
    expect((await preview(quick, quickEd, "warm")).status).toBe(200); // the worker is started
    const during = await healthDuring(quick, preview(quick, quickEd, SLOW));
    expect(during.healthStatus).toBe(200);
    expect(during.healthMs).toBeLessThan(1_000);
    expect(during.answeredFirst).toBe(false);
    const res = await during.tracked;
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: "unprocessable",
      field: "markdown",
      message: "markdown: takes too long to render; simplify its lists, block quotes and links",
    });
    const next = await preview(quick, quickEd, "The *next* one");
    expect(await jsonOf(next)).toEqual({ html: "<p>The <em>next</em> one</p>" });
  });
});

describe(`Stored description HTML (${engine})`, () => {
  it("stores the rendering when a description is saved; the API read and a history restore use it", async () => {
    const r = lookupRequests(t);
    const { id } = await jsonOf<{ id: number }>(
      await r.send(ed, "POST", "/api/named-reactions", { name: "Stored HTML reaction" }),
      201,
    );
    const first = "A **bold** claim <script>alert(1)</script> [x](javascript:alert(1))";
    const saved = await jsonOf<{ url: string }>(
      await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: first }),
    );
    const firstHtml = "<p>A <strong>bold</strong> claim &lt;script&gt;alert(1)&lt;/script&gt; <a>x</a></p>";
    const row = await t.runtime.db.kysely
      .selectFrom("named_reactions")
      .select(["description", "description_html"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ description: first, description_html: firstHtml });
    const page = () =>
      r.read<{ description: string; description_html: string | null }>(`/api/named-reactions/${saved.url}`);
    expect(await page()).toMatchObject({ description: first, description_html: firstHtml });

    await jsonOf(await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: "- second" }));
    expect((await page()).description_html).toBe("<ul>\n<li>second</li>\n</ul>");
    await jsonOf(await r.send(ed, "PUT", `/api/named-reactions/${id}`, { description: null }));
    expect((await page()).description_html).toBeNull();

    // Undo the change that replaced the first text: its HTML comes back with it.
    const entries = await r.read<{ id: number; action: string }[]>(`/api/history/named-reactions/${id}`, ed);
    const replacedFirst = entries.filter((e) => e.action === "update").at(-2);
    await jsonOf(await r.send(ed, "POST", `/api/history/${replacedFirst?.id}/restore`));
    expect(await page()).toMatchObject({ description: first, description_html: firstHtml });
  });
});
