import type { Page } from "@playwright/test";
import { expect, hydrated, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

const INDOLE = "c1ccc2[nH]ccc2c1";
/** The sketcher's own bundle, its worker and its WebAssembly (scripts/lib/sketcher-build.ts). */
const SKETCHER_FILE = /\/assets\/(sketcher-|[^"'\s]*indigo)|\.wasm\b/;

const structureField = (page: Page) => page.getByRole("textbox", { name: /^SMILES/ });

test("paste a SMILES: the results link each structure to its synthesis and step, drawn with the match", async ({
  page,
  request,
}) => {
  const id = await synthesisId(request, "Psilocybin", "Sherwood", 2020);
  const loaded: string[] = [];
  page.on("request", (r) => loaded.push(r.url()));
  await page.goto("/search");
  await structureField(page).fill(INDOLE);
  await page.getByRole("radio", { name: "Substructure" }).check();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page).toHaveURL(/\/search\?structure=c1ccc2%5BnH%5Dccc2c1&mode=substructure/);

  const targets = page.getByRole("region", { name: "Target molecules" });
  const target = targets
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Psilocybin", exact: true }) });
  await expect(
    target.getByRole("link", { name: "Psilocybin (Alexander M. Sherwood, 2020)" }),
  ).toHaveAttribute("href", `/syn/${id}`);
  await expect(target).toContainText("target of");
  const image = target.getByRole("img", { name: "Structure of Psilocybin" });
  await expect(image).toHaveAttribute(
    "src",
    /^\/api\/search\/structure\/image\?smiles=.+&q=c1ccc2%5BnH%5Dccc2c1$/,
  );
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);

  const inReactions = page.getByRole("region", { name: "In reactions" });
  const step = inReactions
    .getByText(/(intermediate in|starting material of|substrate of) step \d+ of part \d+ of/)
    .first();
  await expect(step).toBeVisible();
  await expect(step.getByRole("link", { name: "Psilocybin (Alexander M. Sherwood, 2020)" })).toHaveAttribute(
    "href",
    `/syn/${id}`,
  );
  // No quinoline among the hits.
  await expect(page.getByRole("link", { name: /^Quinine/ })).toHaveCount(0);

  // The page never loaded the sketcher.
  expect(loaded.filter((url) => SKETCHER_FILE.test(url))).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 'intermediate in step N of part M' links to that step of the synthesis page, which outlines it.
  const place = step.getByRole("link", { name: /step \d+ of part \d+$/ });
  const [, stepNumber, partNumber] =
    /step (\d+) of part (\d+)$/.exec((await place.textContent()) ?? "") ?? [];
  const anchor = `part-${partNumber}-step-${stepNumber}`;
  await expect(place).toHaveAttribute("href", `/syn/${id}#${anchor}`);
  await place.click();
  await expect(page).toHaveURL(new RegExp(`/syn/${id}#${anchor}$`));
  const stepOnPage = page.locator(`#${anchor}`);
  await expect(stepOnPage).toBeInViewport();
  expect(await stepOnPage.evaluate((element) => element.matches(":target"))).toBe(true);
});

test("the structure form works without JavaScript, and a bad SMILES is refused in words for people", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search");
  await structureField(page).fill("OP(O)(=O)Oc1cccc2[nH]cc(CCN(C)C)c12");
  await page.getByRole("radio", { name: "Exact" }).check();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page).toHaveURL(/mode=exact/);
  await expect(
    page.getByRole("region", { name: "Target molecules" }).getByRole("link", { name: "Psilocybin" }).first(),
  ).toBeVisible();

  const response = await page.goto("/search?structure=C1CC&mode=substructure");
  expect(response?.status()).toBe(400);
  await expect(page.getByText(/^This is neither a valid SMILES \(RDKit: .*unclosed ring/)).toBeVisible();
  await expect(page.getByText(/q: /)).toHaveCount(0);
  await context.close();
});

test("Draw opens the sketcher in a window of its own, which sends the structure back to the search", async ({
  page,
}) => {
  test.slow(); // the sketcher's bundle and WebAssembly load in the new window
  await page.goto("/search");
  await structureField(page).fill(INDOLE);
  const html = await page.content();
  expect(html).not.toMatch(SKETCHER_FILE);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Draw" }).click(),
  ]);
  await expect(popup).toHaveURL(/\/edit\/sketch\?mode=substructure&smiles=c1ccc2/);
  await hydrated(popup); // a window the page opened: no goto waited for it
  const search = popup.getByRole("button", { name: "Search substructure" });
  await expect(search).toBeEnabled({ timeout: 60_000 });
  await Promise.all([popup.waitForEvent("close"), search.click()]);
  await expect(page).toHaveURL(/\/search\?structure=.+&mode=substructure/);
  await expect(
    page.getByRole("region", { name: "Target molecules" }).getByRole("link", { name: "Psilocybin" }).first(),
  ).toBeVisible();
});
