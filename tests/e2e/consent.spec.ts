import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures.ts";

/** The dataLayer as plain data: gtag pushes Arguments objects, which become arrays here. */
async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.map((entry) =>
      entry && typeof entry === "object" && !("event" in entry)
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    );
  });
}

interface PageView {
  page_title: string;
  page_location: string;
}

async function pageViews(page: Page): Promise<PageView[]> {
  const views: PageView[] = [];
  for (const entry of await dataLayer(page)) {
    if (Array.isArray(entry) && entry[0] === "event" && entry[1] === "page_view") views.push(entry[2]);
    else if (entry && typeof entry === "object" && (entry as { event?: unknown }).event === "page_view") {
      views.push(entry as PageView);
    }
  }
  return views;
}

async function storedConsent(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("cookieConsent"));
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie choice" });

test("the banner shows on a first visit and nothing is tracked", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Deny" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie");
  expect(await storedConsent(page)).toBeNull();
  expect(await pageViews(page)).toEqual([]);
  // Consent mode starts with everything denied.
  expect(await dataLayer(page)).toContainEqual([
    "consent",
    "default",
    expect.objectContaining({ analytics_storage: "denied" }),
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("Deny stores false: no page view, even after navigating and reloading", async ({ page }) => {
  await page.goto("/contact");
  await banner(page).getByRole("button", { name: "Deny" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe("false");
  expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Named Reactions" }).click();
  await expect(page).toHaveURL(/\/named-reactions$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await pageViews(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await pageViews(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("Accept stores true and sends a page view now and on every navigation", async ({ page }) => {
  await page.goto("/contact");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe("true");
  expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ page_title: "Contact | Synthesis Archive", page_location: page.url() }]);

  await page.getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/cookie$/);
  await expect
    .poll(async () => (await pageViews(page)).at(-1))
    .toEqual({ page_title: "Cookie Policy | Synthesis Archive", page_location: page.url() });
  expect(await pageViews(page)).toHaveLength(2);

  // A reload keeps the choice: no banner, and the page is counted once.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  await expect(banner(page)).toBeHidden();
  // No measurement id is configured for these tests: the vendor script is never added.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the footer link reopens the choice, which can then be changed", async ({ page }) => {
  await page.goto("/privacy");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await banner(page).getByRole("button", { name: "Deny" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe("false");

  const before = (await pageViews(page)).length;
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await pageViews(page)).toHaveLength(before);
});
