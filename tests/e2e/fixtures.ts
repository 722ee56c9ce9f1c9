import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { watchBrowser, watchContext } from "./support/hydration.ts";

export { holdHydration, hydrated, newDocument, openUnhydrated } from "./support/hydration.ts";
export { expect };

/** Serious and critical accessibility violations on the current page (axe-core). */
export async function seriousA11yViolations(page: Page) {
  // A dialog fading in has partly transparent text: let transitions finish before measuring contrast.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Spinners loop for ever; only transitions and finite animations are waited for.
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // axe-core runs in the page itself. AxeBuilder's way (a partial run per frame, finished in a new
  // blank page with axe injected a second time) took about 1 s more a scan; our pages have no frames,
  // and one that has is still scanned AxeBuilder's way. Same rules, same results.
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter(isSerious).map(describeViolation);
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core's global, injected above.
    const axe = (window as any).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations as Violation[];
  });
  return violations.filter(isSerious).map(describeViolation);
}

/** axe-core's script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
const isSerious = (v: Violation) => v.impact === "serious" || v.impact === "critical";
const describeViolation = (v: Violation) =>
  `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`;

/**
 * Playwright's test, with every page's goto, reload, goBack and goForward waiting until the app has
 * hydrated the new document (support/hydration.ts). Every spec imports `test` from here.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) watchContext(context);
    await use(context);
  },
});

/** A JSON read of the API (the tests find their records through it instead of hard-coding them). */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The id of a demo synthesis, found through the API by molecule, investigator and year. */
export async function synthesisId(
  request: APIRequestContext,
  molecule: string,
  lastName: string,
  year: number,
) {
  const list = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  const found = list.find(
    (s) => s.molecule.name === molecule && s.author.lastName === lastName && s.year === year,
  );
  expect(found, `the demo data holds ${molecule} by ${lastName} (${year})`).toBeDefined();
  return (found as SynthesisSummary).id;
}

/**
 * The demo archive's routes to one molecule, oldest first (ties by investigator), read through the
 * API: tests that count or order a molecule's routes follow the data as it grows.
 */
export async function routesTo(request: APIRequestContext, molecule: string): Promise<SynthesisSummary[]> {
  const list = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  return list
    .filter((s) => s.molecule.name === molecule)
    .sort((a, b) => a.year - b.year || a.author.lastName.localeCompare(b.author.lastName));
}

/**
 * Starts a session for `account` in the page's browser context, as the sign-in form does: fetch the
 * anti-forgery cookie, then POST /api/login with it as X-XSRF-TOKEN (src/web/lib/auth-client.ts).
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.request.get("/sanctum/csrf-cookie");
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  expect(xsrf, "the anti-forgery cookie").toBeDefined();
  const response = await page.request.post("/api/login", {
    data: { email: account.email, password: account.password },
    headers: { "X-XSRF-TOKEN": decodeURIComponent(xsrf?.value ?? "") },
  });
  expect(response.ok(), "login").toBe(true);
}

/** A short tag unique to one test run, for the names of the records a test creates. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Opens /edit (signed in) and one editor from the View menu. */
export async function openEditor(page: Page, editor: string) {
  await page.goto("/edit");
  await page.getByRole("button", { name: "View" }).click();
  await page.getByRole("menuitem", { name: editor }).click();
  await expect(page.getByRole("heading", { name: editor, level: 1 })).toBeVisible();
}

/** The page's anti-forgery token, for API writes made from a test (X-CSRF-TOKEN). */
export async function csrfToken(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
}
