import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

/**
 * Numbered steps and compounds, names under drawings and the route figures on synthesis pages
 * (docs/product/pages.md §2.10), on demo syntheses whose figures were worked out by hand.
 */

test("Vollhardt's estrone: step and compound numbers, a named intermediate and the overall yield", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Estrone", "Vollhardt", 1980);
  await page.goto(`/syn/${id}`);
  // Every step carries its number, on the element the structure search links to.
  for (const step of [1, 2, 3, 4, 5]) {
    await expect(page.locator(`#part-1-step-${step}`)).toContainText(`Step 1.${step}`);
  }
  // The product of step 2 is compound 4, with its name under the drawing; step 3 starts a new
  // row from it and a second substrate, so it is drawn twice, with one number.
  const intermediate = page.locator("figure", {
    has: page.getByRole("img", { name: "Structure of trans-Vinyl diyne ketone" }),
  });
  await expect(intermediate).toHaveCount(2);
  for (const figure of await intermediate.all()) {
    await expect(figure.locator("figcaption b")).toHaveText("4");
    await expect(figure.locator("figcaption")).toContainText("trans-Vinyl diyne ketone");
  }
  // The target is the last of eight compounds.
  const target = page.locator("figure", { has: page.getByRole("img", { name: "Structure of Estrone" }) });
  await expect(target.locator("figcaption b")).toHaveText("8");

  await expect(page.getByText("6 steps (linear)", { exact: true })).toBeVisible();
  await expect(page.getByText("Longest linear sequence", { exact: true })).toBeVisible();
  await expect(page.getByText("6 steps", { exact: true })).toBeVisible();
  await expect(page.getByText("1 (linear)", { exact: true })).toBeVisible();
  await expect(page.getByText("36% over the longest linear sequence", { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("Corey's prostaglandin F2α: a convergent route without yields, its protecting-group steps", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Prostaglandin F₂α", "Corey", 1969);
  await page.goto(`/syn/${id}`);
  await expect(page.locator("#part-3-step-7")).toContainText("Step 3.7");
  await expect(page.getByText("2 (convergent)", { exact: true })).toBeVisible();
  await expect(page.getByText("16 steps", { exact: true })).toBeVisible();
  await expect(page.getByText("0 of 16 yields recorded", { exact: true })).toBeVisible();
  await expect(page.getByText("5 steps (2 protections, 3 deprotections)", { exact: true })).toBeVisible();
  // The Corey aldehyde ends part 1 and starts part 3: drawn twice, one number.
  const aldehyde = page.locator("figure").filter({ hasText: "Corey aldehyde (acetate)" });
  await expect(aldehyde).toHaveCount(2);
  for (const figure of await aldehyde.all()) await expect(figure.locator("b")).toHaveText("11");
});

test("a Formal synthesis numbers the steps of its part 0 as remaining steps", async ({ page, request }) => {
  const id = await synthesisId(request, "(−)-Menthol", "Otsuka", 1984);
  await page.goto(`/syn/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Remaining steps", exact: true })).toBeVisible();
  await expect(page.locator("#part-0-step-1")).toContainText("Remaining step 1");
  await expect(page.locator("#part-1-step-3")).toContainText("Step 1.3");
});
