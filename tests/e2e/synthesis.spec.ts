import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

/**
 * Roth's atorvastatin (1992) in the demo data: a Total synthesis of 6 steps in 3 parts, the first
 * part naming the Knoevenagel condensation and the Stetter reaction; its Et₃N has synonyms.
 */
test("a convergent synthesis shows its summary, references and every part", async ({ page, request }) => {
  const id = await synthesisId(request, "Atorvastatin", "Roth", 1992);
  const response = await page.goto(`/syn/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Synthesis of Atorvastatin by Roth (1992) | ${SITE}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  // The target, then whose route it is and when (routes to one target differ at a glance).
  await expect(h1).toHaveText("Atorvastatin — Roth, 1992");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/syn/${id}$`));

  await expect(page.getByText("6 steps (3 parts)", { exact: true })).toBeVisible();
  await expect(page.getByText("1992", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Structure of Atorvastatin" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Bruce D. Roth", exact: true })).toHaveAttribute(
    "href",
    "/authors/bruce-d-roth",
  );
  // A reference with neither DOI nor URL is plain text.
  await expect(
    page.getByText("K. L. Baumann, D. E. Butler, C. F. Deering, K. E. Mennen, A. Millar", { exact: false }),
  ).toBeVisible();
  for (const name of ["Part 1 of 3", "Part 2 of 3", "Part 3 of 3"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  for (const [name, href] of [
    ["See the Knoevenagel condensation", "/named-reactions/knoevenagel-condensation"],
    ["See the Stetter reaction", "/named-reactions/stetter-reaction"],
    ["See the Paal–Knorr pyrrole synthesis", "/named-reactions/paal-knorr-pyrrole-synthesis"],
  ]) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("references link to their URL when they have one, else to their DOI", async ({ page, request }) => {
  // Johnson's progesterone (1971): the paper has only a DOI; the Synfacts highlight has both.
  const id = await synthesisId(request, "Progesterone", "Johnson", 1971);
  await page.goto(`/syn/${id}`);
  await expect(
    page.getByRole("link", {
      name: "W. S. Johnson, M. B. Gravestock, B. E. McCarry, J. Am. Chem. Soc. 1971, 93, 4332.",
      exact: true,
    }),
  ).toHaveAttribute("href", "https://doi.org/10.1021/ja00746a062");
  await expect(
    page.getByRole("link", {
      name: "E. M. Carreira, L. Lüthy, Synfacts 2022, 18, 239 (highlight).",
      exact: true,
    }),
  ).toHaveAttribute("href", "https://thieme-connect.com/products/ejournals/html/10.1055/s-0041-1737869");
  await expect(page.getByText("3 steps (linear)", { exact: true })).toBeVisible();
});

test("a Formal synthesis counts one part less and shows 'Remaining steps'", async ({ page, request }) => {
  // Otsuka's (−)-menthol (1984): Formal, 2 stored parts (part 0 and part 1), 5 steps: 3 of its own,
  // then the earlier route's step drawn as part 0 and one more counted in supp_steps.
  const id = await synthesisId(request, "(−)-Menthol", "Otsuka", 1984);
  const response = await page.goto(`/syn/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("(−)-Menthol — Otsuka, 1984");
  await expect(page.getByText("3 steps (+ 2 of the earlier route) (linear)", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^The 2 steps of the earlier route that this formal synthesis joins/),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Part 1 of 1", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Remaining steps", exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a reagent's synonyms show in a tooltip on keyboard focus", async ({ page, request }) => {
  const id = await synthesisId(request, "Atorvastatin", "Roth", 1992);
  await page.goto(`/syn/${id}`);
  // The name links to the reagent's page; focusing the link shows the tooltip.
  const name = page.getByRole("main").getByRole("link", { name: "Et₃N", exact: true }).first();
  await name.focus();
  await expect(page.getByRole("tooltip")).toHaveText("Synonyms : Triethylamine, TEA, NEt₃");
});

test("a long synthesis wraps on a 375 px phone without sideways scrolling", async ({ page, request }) => {
  // Eaton's cubane (1964): 14 reactions in one part.
  const id = await synthesisId(request, "Cubane", "Eaton", 1964);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/syn/${id}`);
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("unknown or malformed synthesis ids answer 404", async ({ page }) => {
  for (const path of ["/syn/999999999", "/syn/abc", "/syn/0", "/syn/1.5"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
