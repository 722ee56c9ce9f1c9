import { expect, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";
const PRIVACY_SECTIONS = [
  "information-collected",
  "processing",
  "legal-bases",
  "sharing",
  "third-party-sites",
  "cookies",
  "retention",
  "safety",
  "minors",
  "privacy-rights",
  "do-not-track",
  "us-rights",
  "updates",
  "contact",
  "review-update-delete",
];

test.beforeEach(async ({ page }) => {
  // Answer the cookie banner up front: these tests are about the pages' content.
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "false"));
});

async function expectPageMeta(page: import("@playwright/test").Page, title: string, path: string) {
  await expect(page).toHaveTitle(`${title} | ${SITE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test("contact page: credits of both roles, copyright and policy links", async ({ page }) => {
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expectPageMeta(page, "Contact", "/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(main.getByText("Chemistry content")).toBeVisible();
  await expect(main.getByText("Website programming")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Copyright" })).toBeVisible();
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["Cookie Policy", "/cookie"],
    ["Terms of Use", "/terms"],
  ]) {
    await expect(main.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test("privacy policy: table of contents with the 15 anchored sections", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expectPageMeta(page, "Privacy Policy", "/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(main.getByText("Last updated May 21, 2024")).toBeVisible();

  const toc = main.getByRole("navigation", { name: "Table of contents" });
  const tocLinks = toc.getByRole("link");
  await expect(tocLinks).toHaveCount(15);
  const hrefs = await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(PRIVACY_SECTIONS.map((id) => `#${id}`));
  for (const id of PRIVACY_SECTIONS) {
    await expect(main.locator(`section#${id} h2`)).toHaveCount(1);
  }
  await expect(main.locator("#retention")).toContainText("6 months");
  await expect(main.locator("#minors")).toContainText("18");
  await expect(main.locator("#cookies").getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
    "href",
    "/cookie",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await toc.getByRole("link").nth(10).click();
  await expect(page).toHaveURL(/#do-not-track$/);
  await expect(main.locator("#do-not-track h2")).toBeInViewport();
});

test("cookie policy: every cookie with its lifetime, and the consent manager", async ({ page }) => {
  const response = await page.goto("/cookie");
  expect(response?.status()).toBe(200);
  await expectPageMeta(page, "Cookie Policy", "/cookie");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  const table = main.getByRole("table", { name: "Cookies set by this site" });
  const rows = table.getByRole("row");
  await expect(rows.filter({ hasText: "synthesis_session" })).toContainText("2 hours");
  await expect(rows.filter({ hasText: "XSRF-TOKEN" })).toContainText("2 hours");
  const gaRow = rows.filter({ has: page.getByRole("cell", { name: "_ga", exact: true }) });
  await expect(gaRow).toContainText("About 1 year 1 month 4 days");
  await expect(rows.filter({ hasText: "_ga_<id>" })).toContainText("About 1 year 1 month 4 days");
  await expect(main.getByText("cookieConsent")).toBeVisible();
  await expect(main).toContainText("Cookie settings");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The page's own shortcut reopens the consent manager.
  await main.getByRole("button", { name: "Change my cookie choice" }).click();
  await expect(page.getByRole("region", { name: "Cookie choice" })).toBeVisible();
});

test("terms of use", async ({ page }) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expectPageMeta(page, "Terms of Use", "/terms");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Accuracy of the content" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ["/contact", "Contact"],
    ["/privacy", "Privacy Policy"],
    ["/cookie", "Cookie Policy"],
    ["/terms", "Terms of Use"],
  ]) {
    test(`${path} is complete in the server HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact" })).toBeVisible();
      // No banner without scripts (axe needs scripts; the same pages are checked with them above).
      await expect(page.getByRole("region", { name: "Cookie choice" })).toHaveCount(0);
    });
  }
});
