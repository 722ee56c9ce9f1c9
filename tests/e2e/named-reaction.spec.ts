import type { APIRequestContext } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

/**
 * The demo data's Robinson tropinone synthesis: one original reference with a DOI and a URL, no
 * review, one sample reaction (Robinson's tropinone synthesis of 1917). The synthesis id is found
 * through the API; every expected text is written out.
 */
const REACTION = {
  name: "Robinson tropinone synthesis",
  url: "robinson-tropinone-synthesis",
  reference: "R. Robinson, J. Chem. Soc., Trans. 1917, 111, 762.",
  referenceHref: "https://doi.org/10.1039/CT9171100762",
};

async function tropinoneSynthesisId(request: APIRequestContext): Promise<number> {
  const list = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  const found = list.find((s) => s.molecule.name === "Tropinone" && s.author.lastName === "Robinson");
  expect(found, "the demo data holds Robinson's tropinone synthesis (1917)").toBeDefined();
  return (found as SynthesisSummary).id;
}

test("a named reaction shows its description, references and sample reactions", async ({ page, request }) => {
  const synthesisId = await tropinoneSynthesisId(request);

  const response = await page.goto(`/named-reactions/${REACTION.url}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Robinson tropinone synthesis | ${SITE}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText("Robinson tropinone synthesis");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/named-reactions\/robinson-tropinone-synthesis$/,
  );
  await expect(page.getByRole("img", { name: "Scheme of the Robinson tropinone synthesis" })).toBeVisible();
  await expect(page.getByRole("link", { name: REACTION.reference, exact: true }).first()).toHaveAttribute(
    "href",
    REACTION.referenceHref,
  );
  // The Markdown description never yields script links.
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 2, name: "Sample reactions" })).toBeVisible();
  const links = page.getByRole("link", { name: /^Full Synthesis/ });
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute("href", `/syn/${synthesisId}`);
  await expect(
    page.getByRole("link", { name: "See the Robinson tropinone synthesis", exact: true }).first(),
  ).toHaveAttribute("href", "/named-reactions/robinson-tropinone-synthesis");

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/syn/${synthesisId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tropinone — \S+, \d{4}$/);
});

test("a named reaction page passes the accessibility check", async ({ page }) => {
  await page.goto(`/named-reactions/${REACTION.url}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("an unknown named reaction answers 404", async ({ page }) => {
  const response = await page.goto("/named-reactions/no-such-reaction-e2e");
  expect(response?.status()).toBe(404);
});
