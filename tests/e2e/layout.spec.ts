import type { Page } from "@playwright/test";
import { expect, holdHydration, hydrated, openUnhydrated, seriousA11yViolations, test } from "./fixtures.ts";

const BROWSE = [
  ["Browse by molecule", "/molecule"],
  ["Browse by principal investigator", "/author"],
  ["Browse by date", "/date"],
  ["Browse by carbon count", "/carbon"],
  ["Browse by reagent", "/reagents"],
  ["Browse by solvent", "/solvents"],
] as const;
const SECTIONS = [
  ["Named Reactions", "/named-reactions"],
  ["Protecting Groups", "/protecting-group"],
] as const;
const FOOTER = [
  ["Home", "/"],
  ["Molecules", "/molecule"],
  ["Named Reactions", "/named-reactions"],
  ["Protecting Groups", "/protecting-group"],
  ["Reagents", "/reagents"],
  ["Solvents", "/solvents"],
  ["Contact", "/contact"],
] as const;

/** Answer the cookie banner up front, so it does not cover what a test clicks. */
async function withoutBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "false"));
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("wide screens (1440 px)", () => {
  test("header with logo link, top navigation and Browse Syntheses menu", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Synthesis Archive" })).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    for (const [name, href] of SECTIONS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
    // Content sits in the main landmark.
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav.getByRole("button", { name: "Browse Syntheses" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(BROWSE.map(([name]) => name));
    for (const [name, href] of BROWSE) {
      await expect(menu.getByRole("menuitem", { name })).toHaveAttribute("href", href);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole("menuitem", { name: "Browse by date" }).click();
    await expect(page).toHaveURL(/\/date$/);
    await expect(menu).toBeHidden();
  });

  test("the Browse Syntheses menu works from the keyboard", async ({ page }) => {
    await withoutBanner(page);
    await page.goto("/terms");
    const trigger = page.getByRole("button", { name: "Browse Syntheses" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    // The focus moves into the menu; the arrow keys walk through it.
    await expect(page.getByRole("menuitem", { name: "Browse by molecule" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Browse by principal investigator" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/author$/);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Browse by molecule" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the navigation links are in the server HTML (no JavaScript needed to find them)", async ({
    request,
  }) => {
    const html = await (await request.get("/privacy")).text();
    for (const [, href] of [...BROWSE, ...SECTIONS, ...FOOTER]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  test("footer links, cookie settings and copyright line", async ({ page }) => {
    await withoutBanner(page);
    await page.goto("/privacy");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of FOOTER) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await expect(footer).toContainText(/© 2011-2024 Synthesis Archive/);
    await footer.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle("Contact | Synthesis Archive");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("phones (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a burger opens a drawer holding every navigation link", async ({ page }) => {
    await withoutBanner(page);
    await page.goto("/contact");
    await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
    const burger = page.getByRole("button", { name: "Open navigation" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await burger.click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    for (const [name, href] of [...BROWSE, ...SECTIONS]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await burger.click();
    await drawer.getByRole("link", { name: "Protecting Groups" }).click();
    await expect(page).toHaveURL(/\/protecting-group$/);
    await expect(drawer).toBeHidden();
  });

  test("the burger is reachable and usable from the keyboard", async ({ page }) => {
    await withoutBanner(page);
    await page.goto("/terms");
    const burger = page.getByRole("button", { name: "Open navigation" });
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await burger.focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("a burger tapped before the page has hydrated opens the drawer, which stays open", async ({
    page,
  }) => {
    await withoutBanner(page);
    const release = await holdHydration(page);
    await openUnhydrated(page, "/terms");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    release();
    await hydrated(page);
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("button", { name: "Close navigation", expanded: true })).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the burger opens the drawer, its close button closes it and its links lead on", async ({
      page,
    }) => {
      await page.goto("/contact");
      const drawer = page.getByRole("dialog", { name: "Navigation" });
      await page.getByRole("button", { name: "Open navigation" }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: "Close navigation" }).click();
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Open navigation" }).click();
      await drawer.getByRole("link", { name: "Browse by date" }).click();
      await expect(page).toHaveURL(/\/date$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("date");
    });
  });

  for (const path of ["/", "/contact", "/privacy", "/cookie", "/terms", "/no-such-page"]) {
    test(`no horizontal scrolling on ${path}`, async ({ page }) => {
      await page.goto(path);
      // The banner appears after hydration: measure with it too.
      await expect(page.getByRole("region", { name: "Cookie choice" })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test.describe("not-found page", () => {
  for (const path of ["/no-such-page", "/404", "/deeply/nested/unknown/path"]) {
    test(`${path} answers 404 with the not-found page in the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not found | Synthesis Archive");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Error 404" })).toBeVisible();
      await expect(main.getByText("This page does not exist")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Synthesis Archive" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const home = main.getByRole("link", { name: "Go back to homepage" });
      await expect(home).toHaveAttribute("href", "/");
    });
  }

  test("following 'Go back to homepage' leads home", async ({ page }) => {
    await withoutBanner(page);
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Go back to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Synthesis Archive - The Organic Synthesis Database");
  });
});
