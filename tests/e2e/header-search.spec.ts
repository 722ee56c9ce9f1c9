import type { Page } from "@playwright/test";
import { expect, routesTo, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

/** The search box in the header of every public page, and in the phone drawer (pages.md §2.2.4). */
const HEADER_LABEL = "Search the archive";
const DRAWER_LABEL = "Search the archive from the menu";

/** Answer the cookie banner up front, so it does not cover what a test types into. */
async function withoutBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "false"));
}

const synthesesSection = (page: Page, q: string) =>
  page.getByRole("region", { name: `Syntheses corresponding to "${q}"` });

test.describe("wide screens (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every public page has the header search box", async ({ page, request }) => {
    const id = await synthesisId(request, "Quinine", "Woodward", 1944);
    for (const path of [
      "/",
      "/molecule",
      "/author/robert-b-woodward",
      `/syn/${id}`,
      "/contact",
      "/no-such-page",
    ]) {
      await page.goto(path);
      const box = page.getByRole("banner").getByRole("searchbox", { name: HEADER_LABEL });
      await expect(box, path).toBeVisible();
      await expect(box, path).toHaveValue("");
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("a search from the header lands on /search?q=… with the synthesis named", async ({
    page,
    request,
  }) => {
    const id = await synthesisId(request, "Quinine", "Woodward", 1944);
    await withoutBanner(page);
    await page.goto("/molecule");
    const box = page.getByRole("banner").getByRole("searchbox", { name: HEADER_LABEL });
    await box.fill("quinine 1944");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=quinine\+1944$/);
    const link = synthesesSection(page, "quinine 1944").getByRole("link", {
      name: "Quinine (Robert B. Woodward, 1944)",
    });
    await expect(link).toHaveAttribute("href", `/syn/${id}`);
    // The page's own box holds the query; the header's stays free for the next search.
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("quinine 1944");
    await link.click();
    await expect(page).toHaveURL(`/syn/${id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("phones (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the header box moves into the drawer, and a search there closes it and shows the results", async ({
    page,
    request,
  }) => {
    const corey = await synthesisId(request, "Oseltamivir phosphate", "Corey", 2006);
    const woodward = await synthesisId(request, "Quinine", "Woodward", 1944);
    await withoutBanner(page);
    await page.goto("/contact");
    await expect(page.getByRole("banner").getByRole("searchbox", { name: HEADER_LABEL })).toBeHidden();
    const burger = page.getByRole("button", { name: "Open navigation" });
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await burger.click();
    const box = drawer.getByRole("searchbox", { name: DRAWER_LABEL });
    await expect(box).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await box.fill("Corey oseltamivir");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Corey\+oseltamivir$/);
    await expect(drawer).toBeHidden();
    await expect(
      synthesesSection(page, "Corey oseltamivir").getByRole("link", {
        name: "Oseltamivir phosphate (Elias J. Corey, 2006)",
      }),
    ).toHaveAttribute("href", `/syn/${corey}`);

    // Again from /search itself: the path stays the same, the drawer still closes.
    await burger.click();
    await drawer.getByRole("searchbox", { name: DRAWER_LABEL }).fill("Woodward 1944");
    await drawer.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=Woodward\+1944$/);
    await expect(drawer).toBeHidden();
    await expect(
      synthesesSection(page, "Woodward 1944").getByRole("link", {
        name: "Quinine (Robert B. Woodward, 1944)",
      }),
    ).toHaveAttribute("href", `/syn/${woodward}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the drawer's search box is a plain form that reaches the results", async ({ page, request }) => {
      await page.goto("/date");
      await page.getByRole("button", { name: "Open navigation" }).click();
      const drawer = page.getByRole("dialog", { name: "Navigation" });
      await drawer.getByRole("searchbox", { name: DRAWER_LABEL }).fill("quinine");
      await drawer.getByRole("searchbox", { name: DRAWER_LABEL }).press("Enter");
      await expect(page).toHaveURL(/\/search\?q=quinine$/);
      // The syntheses of one molecule come in the order they were made.
      const years = await synthesesSection(page, "quinine").getByRole("link").allTextContents();
      const quinine = (await routesTo(request, "Quinine")).map((s) => String(s.year));
      expect(quinine.length).toBeGreaterThanOrEqual(4);
      expect(years.filter((text) => text.startsWith("Quinine (")).map((text) => text.slice(-5, -1))).toEqual(
        quinine,
      );
    });
  });
});

test("without JavaScript the header box on a wide screen searches too", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/named-reactions");
  const box = page.getByRole("banner").getByRole("searchbox", { name: HEADER_LABEL });
  await box.fill("Woodward quinine");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Woodward\+quinine$/);
  await expect(
    synthesesSection(page, "Woodward quinine").getByRole("link", {
      name: "Quinine (Robert B. Woodward, 1944)",
    }),
  ).toBeVisible();
  await context.close();
});
