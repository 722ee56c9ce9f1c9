import type { SynthesisSummary } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";
const SEARCH_LABEL = "Search molecules, authors and named reactions";

test("the home page renders on the server with its title, heading and browse list", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${SITE} - The Organic Synthesis Database`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SITE);
  await expect(page.getByText("clear and unambiguous", { exact: false })).toBeVisible();

  const browse = page.getByRole("region", { name: "Browse the syntheses" });
  for (const [name, href] of [
    ["Browse by molecule", "/molecule"],
    ["Browse by principal investigator", "/author"],
    ["Browse by date", "/date"],
    ["Browse by carbon count", "/carbon"],
    ["Browse by reagent", "/reagents"],
    ["Browse by solvent", "/solvents"],
  ] as const) {
    await expect(browse.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(browse.getByRole("listitem")).toHaveCount(6);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the home search box submits to /search with q", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("main").getByRole("searchbox", { name: SEARCH_LABEL });
  await expect(box).toHaveValue("");
  await box.fill("diels alder");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=diels(\+|%20)alder$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Searching on ${SITE}`);
});

test("the home search box works without JavaScript (a plain GET form)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const box = page.getByRole("main").getByRole("searchbox", { name: SEARCH_LABEL });
  await box.fill("taxol");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=taxol$/);
  await context.close();
});

test("wide screens show the synthesis of the week and the recent syntheses", async ({ page, request }) => {
  const recent = await getJson<SynthesisSummary[]>(request, "/api/syntheses/recent/5");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const weekCard = page.getByTestId("week-card");
  await expect(weekCard).toBeVisible();
  await expect(weekCard.getByRole("heading", { name: "Synthesis of the week" })).toBeVisible();
  // Which synthesis is picked depends on the week (unit-tested with fixed dates in
  // src/domain/week.test.ts); here: the card links to a published synthesis and shows its molecule.
  const href = (await weekCard.getByRole("link").getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/syn\/\d+$/);
  const week = await getJson<SynthesisSummary>(request, `/api${href.replace("/syn/", "/syntheses/")}`);
  await expect(weekCard.getByRole("img", { name: `Structure of ${week.molecule.name}` })).toBeVisible();
  // 18rem = 288 px wide (w-72).
  expect((await weekCard.boundingBox())?.width).toBeCloseTo(288, 0);

  const recentCard = page.getByTestId("recent-syntheses");
  await expect(recentCard).toBeVisible();
  const links = recentCard.getByRole("link");
  await expect(links).toHaveCount(5);
  expect(recent).toHaveLength(5);
  for (const [i, s] of recent.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", `/syn/${s.id}`);
    await expect(links.nth(i)).toHaveText(s.molecule.name);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("small screens hide the week card and the recent syntheses (still in the server HTML)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("week-card")).toBeHidden();
  await expect(page.getByTestId("recent-syntheses")).toBeHidden();
  await expect(page.getByTestId("week-card")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("searchbox", { name: SEARCH_LABEL })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("no donation form is rendered when no provider is configured", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("donation-form")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Donate" })).toHaveCount(0);
});

test("unknown paths answer 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
});
