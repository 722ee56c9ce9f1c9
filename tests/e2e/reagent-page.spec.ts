import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

/**
 * Reagent and solvent pages (docs/product/pages.md §2.17): a reader follows a reagent's name from a
 * synthesis page to the reagent's page and finds that synthesis's reaction there, then goes back to
 * the very step. Roth's atorvastatin (1992) uses Et₃N (demo data; the synthesis is found through the
 * API).
 */
test("a reagent's link leads from the synthesis to its page, which shows that synthesis's reaction", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Atorvastatin", "Roth", 1992);
  await page.goto(`/syn/${id}`);
  const reagent = page.getByRole("main").getByRole("link", { name: "Et₃N", exact: true }).first();
  await expect(reagent).toHaveAttribute("href", "/reagent/et3n");
  await reagent.click();

  await expect(page).toHaveURL(/\/reagent\/et3n$/);
  await expect(page).toHaveTitle(`Et₃N (reagent) | ${SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Et₃N");
  await expect(page.getByText("Also known as: Triethylamine, TEA, NEt₃")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/reagent\/et3n$/);

  // The synthesis's reaction is drawn here, labelled with its synthesis and step.
  const back = page
    .getByRole("link", { name: /^Full Synthesis of Atorvastatin, step \d+ of part \d+$/ })
    .first();
  await expect(back).toBeVisible();
  const href = (await back.getAttribute("href")) ?? "";
  expect(href).toMatch(new RegExp(`^/syn/${id}#part-\\d+-step-\\d+$`));
  await expect(
    page.getByText(/^Synthesis of Atorvastatin by Roth \(1992\), step \d+ of part \d+$/).first(),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The link goes back to that very step, whose reagents name Et₃N.
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/syn/${id}#part-\\d+-step-\\d+$`));
  const step = page.locator(`[id="${href.split("#")[1]}"]`);
  await expect(step.getByRole("link", { name: "Et₃N", exact: true })).toBeVisible();
});

test("a solvent's link leads to the solvent's page; an unknown slug is the 404 page", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Atorvastatin", "Roth", 1992);
  await page.goto(`/syn/${id}`);
  const solvent = page.getByRole("main").locator('a[href^="/solvent/"]').first();
  const name = ((await solvent.textContent()) ?? "").trim();
  expect(name).not.toBe("");
  await solvent.click();
  await expect(page).toHaveURL(/\/solvent\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Solvent", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Full Synthesis of Atorvastatin, / }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const missing = await page.goto("/reagent/no-such-reagent");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("This page does not exist")).toBeVisible();
});

test("/reagents and /solvents list every public item A–Z with how many syntheses use it, each linking to its page", async ({
  page,
}) => {
  const response = await page.goto("/reagents");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Reagents A–Z | ${SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reagents A–Z");
  const et3n = page.getByRole("link", { name: "Et₃N", exact: true });
  await expect(et3n).toHaveAttribute("href", "/reagent/et3n");
  await expect(et3n.locator("xpath=..")).toContainText(/Et₃N \d+ synthes[ie]s/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await et3n.click();
  await expect(page).toHaveURL(/\/reagent\/et3n$/);

  await page.goto("/solvents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solvents A–Z");
  const thf = page.getByRole("link", { name: "THF", exact: true });
  await expect(thf).toHaveAttribute("href", "/solvent/thf");
});
