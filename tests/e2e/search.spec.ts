import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";
const SEARCH_LABEL = "Search molecules, authors and named reactions";
const PHRASES = [
  "Authors corresponding to",
  "Named Reactions corresponding to",
  "Molecules corresponding to",
];

const searchBox = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: SEARCH_LABEL });

test("the search page has its title, the bar and what it reads; an empty query shows no sections", async ({
  page,
}) => {
  for (const path of ["/search", "/search?q=", "/search?q=%20%20"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Searching on ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Searching on ${SITE}`);
    // What the box reads, in a chemist's words (not "powered by … search").
    await expect(
      page.getByText(/^Type a molecule, a principal investigator, a year, a named reaction/),
    ).toBeVisible();
    await expect(page.getByText(/powered by/)).toHaveCount(0);
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByText("corresponding to")).toHaveCount(0);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a named-reaction search shows the three sections and links the hit", async ({ page }) => {
  const name = "Knoevenagel condensation";
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(searchBox(page)).toHaveValue(name);
  for (const phrase of PHRASES) {
    await expect(page.getByRole("heading", { level: 2, name: `${phrase} "${name}"` })).toBeVisible();
  }
  const section = page.getByRole("region", { name: `Named Reactions corresponding to "${name}"` });
  const link = section.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", "/named-reactions/knoevenagel-condensation");
  const item = section.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(item).toContainText(
    "Condensation of an aldehyde or ketone with an active methylene compound, followed by dehydration, under weak base catalysis.",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a named reaction without a short description reads 'Description unavailable.'", async ({ page }) => {
  // The test fixtures' "Fixture Acylation" has no short description.
  const name = "Fixture Acylation";
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const section = page.getByRole("region", { name: `Named Reactions corresponding to "${name}"` });
  const item = section.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(item).toContainText("Description unavailable.");
});

test("author and molecule hits link to their pages", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("Elias J. Corey")}`);
  const authorSection = page.getByRole("region", { name: 'Authors corresponding to "Elias J. Corey"' });
  await expect(authorSection.locator('a[href="/authors/elias-j-corey"]')).toBeVisible();

  await page.goto("/search?q=Cubane");
  const moleculeSection = page.getByRole("region", { name: 'Molecules corresponding to "Cubane"' });
  const link = moleculeSection.locator('a[href="/molecule/cubane"]');
  await expect(link).toHaveText("Cubane");
  await link.click();
  await expect(page).toHaveURL("/molecule/cubane");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 synthesis of Cubane");
});

test("the bar follows q: a new search, then back, then forward", async ({ page }) => {
  // Hydrated (as after every goto): the search and Back are client-side navigations keeping the bar.
  await page.goto("/search?q=alpha");
  const box = searchBox(page);
  await expect(box).toHaveValue("alpha");
  await box.fill("beta");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=beta$/);
  await expect(
    page.getByRole("heading", { level: 2, name: 'Authors corresponding to "beta"' }),
  ).toBeVisible();
  await expect(box).toHaveValue("beta");
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=alpha$/);
  await expect(box).toHaveValue("alpha");
  await expect(
    page.getByRole("heading", { level: 2, name: 'Authors corresponding to "alpha"' }),
  ).toBeVisible();
  await page.goForward();
  await expect(box).toHaveValue("beta");
});
