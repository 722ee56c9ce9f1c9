import type { Page } from "@playwright/test";
import type { StructureSearchResults } from "../../src/domain/structure-search.ts";
import { expect, getJson, test } from "./fixtures.ts";

/** The reaction chemicals listed on the page (not the places listed inside each). */
const chemicalItems = (page: Page) =>
  page.locator('section[aria-labelledby="structure-chemicals"] > ul > li');

test("Show 50 more lists the next reaction chemicals; every target is on the first page", async ({
  page,
}) => {
  await page.goto("/search?structure=c1ccccc1&mode=substructure");
  await expect(
    page.getByText(/target molecules? and the first 50 reaction chemicals for c1ccccc1/),
  ).toBeVisible();
  await expect(chemicalItems(page)).toHaveCount(50);
  const firstPage = await chemicalItems(page)
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  await page.getByRole("link", { name: "Show 50 more" }).click();
  await expect(page).toHaveURL(/after=c\d+\.50/);
  await expect(page.getByText(/^Reaction chemicals 51 to \d+ for c1ccccc1/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Target molecules" })).toHaveCount(0);
  const secondPage = await chemicalItems(page)
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((src) => firstPage.includes(src))).toEqual([]);
  await page.getByRole("link", { name: "Back to the first page" }).click();
  await expect(chemicalItems(page)).toHaveCount(50);
});

test("exact search says stereochemistry counts and offers to ignore it", async ({ page, request }) => {
  // A chiral target whose mirror image is another structure (a meso one would find itself).
  const all = await getJson<StructureSearchResults>(request, "/api/search/structure?q=C&limit=1");
  const mirror = (smiles: string) => smiles.replace(/@@?/g, (mark) => (mark === "@" ? "@@" : "@"));
  let chiral: StructureSearchResults["targets"][number] | undefined;
  for (const hit of all.targets.filter((h) => h.smiles.includes("@"))) {
    const exact = await getJson<StructureSearchResults>(
      request,
      `/api/search/structure?${new URLSearchParams({ q: mirror(hit.smiles), mode: "exact" })}`,
    );
    if (!exact.targets.some((h) => h.molecule.id === hit.molecule.id)) {
      chiral = hit;
      break;
    }
  }
  if (!chiral) throw new Error("the demo data has no chiral target");
  const enantiomer = mirror(chiral.smiles);

  await page.goto("/search");
  await page.getByRole("textbox", { name: /^SMILES/ }).fill(enantiomer);
  await page.getByRole("radio", { name: "Exact" }).check();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page.getByText("Stereochemistry counts: only the same stereoisomer matches.")).toBeVisible();
  const target = page
    .getByRole("region", { name: "Target molecules" })
    .getByRole("link", { name: chiral.molecule.name, exact: true });
  await expect(target).toHaveCount(0);

  await page.getByRole("link", { name: "Ignore stereochemistry" }).click();
  await expect(page).toHaveURL(/stereo=ignore/);
  await expect(
    page.getByText("Stereochemistry ignored: every stereoisomer of the query matches."),
  ).toBeVisible();
  await expect(target).toBeVisible();
  // The form says so too, and searching again from it keeps the choice.
  const box = page.getByRole("checkbox", { name: "Ignore stereochemistry (exact search)" });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page.getByText("Stereochemistry counts: only the same stereoisomer matches.")).toBeVisible();
  await expect(target).toHaveCount(0);
});

test("a saturated steroid finds nothing, says any bond order would find the steroids, and the option does", async ({
  page,
}) => {
  // The steroid skeleton with single bonds only: every steroid of the demo has a double bond or an
  // aromatic ring in it.
  const gonane = "C1CCC2C(C1)CCC1C2CCC2CCCC21";
  await page.goto("/search");
  await page.getByRole("textbox", { name: /^SMILES/ }).fill(gonane);
  await page.getByRole("radio", { name: "Substructure" }).check();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page.getByText(`No structure in the archive matches ${gonane} (substructure).`)).toBeVisible();
  await expect(
    page.getByText("Bond orders count: each bond of the query matches only a bond of the same order."),
  ).toBeVisible();
  // The hint is the server's: it ran the looser search and says what it found.
  await expect(
    page.getByText(/With any bond order, 3 target molecules and \d+ reaction chemicals? match:/),
  ).toBeVisible();
  await page.getByRole("link", { name: "Match any bond order" }).click();
  await expect(page).toHaveURL(/bonds=any/);
  const targets = page.getByRole("region", { name: "Target molecules" });
  for (const steroid of ["Aldosterone", "Estrone", "Progesterone"]) {
    await expect(targets.getByRole("link", { name: steroid, exact: true })).toBeVisible();
  }
  // Each hit is drawn with the any-bond match highlighted.
  const estrone = targets.getByRole("img", { name: "Structure of Estrone" });
  await expect.poll(() => estrone.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
  // The form says so, and searching again from it keeps the choice.
  const box = page.getByRole("checkbox", { name: /^Match any bond order/ });
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(page).toHaveURL(/bonds=any/);
  await expect(targets.getByRole("link", { name: "Estrone", exact: true })).toBeVisible();
});

test("exact search of a flat quinine finds nothing and says ignoring stereochemistry finds quinine", async ({
  page,
}) => {
  await page.goto("/search");
  await page.getByRole("textbox", { name: /^SMILES/ }).fill("COc1ccc2nccc(C(O)C3CC4CCN3CC4C=C)c2c1");
  await page.getByRole("radio", { name: "Exact" }).check();
  await page.getByRole("button", { name: "Search structures" }).click();
  await expect(
    page.getByText(/Ignoring it, \d+ target molecules? and \d+ reaction chemicals? match:/),
  ).toBeVisible();
  await page.getByRole("link", { name: "Ignore stereochemistry" }).click();
  await expect(
    page
      .getByRole("region", { name: "Target molecules" })
      .getByRole("link", { name: "Quinine", exact: true }),
  ).toBeVisible();
});
