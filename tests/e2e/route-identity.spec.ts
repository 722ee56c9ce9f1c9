import { expect, routesTo, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

/**
 * Whose route a page shows, and what a reader takes away from it (docs/product/pages.md §2.7.6,
 * §2.10.1, §2.10.6): the heading names the target, the investigator and the year; a step's products
 * read in number order; the citation and data files are plain links; a structure search calls a
 * target a target; the comparison table stays readable on a phone.
 */

const STORK_QUININE = "COc1ccc2nccc([C@@H](O)[C@@H]3C[C@@H]4CCN3C[C@@H]4C=C)c2c1";

test("Stork's quinine: headed with its investigator and year, its last step's products in number order", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Quinine", "Stork", 2001);
  await page.goto(`/syn/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quinine — Stork, 2001");
  // The last step gives 9-epi-quinine and the target, stored target first; the target is numbered
  // last, so the epimer comes first.
  const products = page
    .locator("figure")
    .filter({ has: page.getByRole("img", { name: /^Structure of (9-epi-quinine|quinine)$/ }) });
  await expect(products.locator("figcaption b")).toHaveText(["17", "18"]);
  await expect(products.last().locator("figcaption")).toContainText("quinine");
});

test("a synthesis page offers its citation and data files as plain links that answer files", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Quinine", "Stork", 2001);
  await page.goto(`/syn/${id}`);
  const downloads = page.getByRole("region", { name: "Download" });
  const expected: [string, string][] = [
    ["RIS", `/api/syntheses/${id}/citation?format=ris`],
    ["BibTeX", `/api/syntheses/${id}/citation?format=bibtex`],
    ["CSL-JSON", `/api/syntheses/${id}/citation?format=csl`],
    ["SDF", `/api/syntheses/${id}/export?format=sdf`],
    ["RDF", `/api/syntheses/${id}/export?format=rdf`],
    ["JSON", `/api/syntheses/${id}/export?format=json`],
    ["ORD", `/api/syntheses/${id}/export?format=ord`],
    ["Route tree", `/api/syntheses/${id}/export?format=route`],
  ];
  for (const [name, href] of expected) {
    const link = downloads.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("download", "");
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()["content-disposition"], href).toMatch(/^attachment; filename="synthesis-\d+\./);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a molecule page offers all its routes' citations in one file and each route's data", async ({
  page,
  request,
}) => {
  const routes = await routesTo(request, "Quinine");
  await page.goto("/molecule/quinine");
  const downloads = page.getByRole("region", { name: "Download" });
  await expect(downloads).toContainText(`Citations of all ${routes.length} routes`);
  const ris = downloads.getByRole("link", { name: "RIS", exact: true });
  const href = await ris.getAttribute("href");
  expect(href).toMatch(/^\/api\/molecules\/\d+\/citations\?format=ris$/);
  const file = await request.get(href ?? "");
  expect(file.status()).toBe(200);
  const text = await file.text();
  // Every route's page is cited, oldest first.
  const cited = [...text.matchAll(/^UR {2}- \S+\/syn\/(\d+)\r$/gm)].map((m) => Number(m[1]));
  expect(cited).toEqual(routes.map((r) => r.id));
  for (const format of ["bibtex", "csl"]) {
    await expect(
      downloads.getByRole("link", { name: format === "csl" ? "CSL-JSON" : "BibTeX" }),
    ).toHaveAttribute("href", (href ?? "").replace("ris", format));
  }
  // Each route's data, its links named after the route.
  for (const route of routes) {
    const name = `SDF of ${route.author.lastName} (${route.year})`;
    await expect(downloads.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/api/syntheses/${route.id}/export?format=sdf`,
    );
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a structure search calls the product that is a route's target a target", async ({ page }) => {
  await page.goto(`/search?${new URLSearchParams({ structure: STORK_QUININE, mode: "exact" })}`);
  // Each place is a list item inside its hit's item: only the innermost ones.
  const places = page
    .getByRole("region", { name: "In reactions" })
    .getByRole("listitem")
    .filter({ hasNot: page.getByRole("listitem") });
  await expect(
    places.filter({ hasText: /target, made in step \d+ of part \d+ of Quinine \(.*Stork, 2001\)$/ }),
  ).toHaveCount(1);
  await expect(
    places.filter({ hasText: /intermediate in step \d+ of part \d+ of Quinine \(.*Stork, 2001\)/ }),
  ).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison table shows a scroll cue and keeps its first column in view", async ({ page }) => {
    await page.goto("/molecule/quinine");
    const section = page.getByRole("region", { name: "Routes compared" });
    await expect(section.getByText("Scroll sideways for all 8 columns →")).toBeVisible();
    const scroller = section.locator("table").locator("xpath=..");
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const year = section.locator("tbody tr").first().locator("td").first();
    const before = await year.boundingBox();
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    // Scrolled to its end, the year column has not moved; the last column is in view beside it.
    await expect.poll(async () => (await year.boundingBox())?.x).toBe(before?.x);
    const box = await scroller.boundingBox();
    const last = await section.locator("tbody tr").first().locator("td").last().boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("on a wide screen the comparison table fits and shows no scroll cue", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/molecule/quinine");
  const section = page.getByRole("region", { name: "Routes compared" });
  await expect(section.getByText("Scroll sideways for all 8 columns →")).toBeHidden();
});
