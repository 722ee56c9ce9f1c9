import { expect, getJson, synthesisId, test } from "./fixtures.ts";

interface Reference {
  display: string;
  doi: string | null;
  url: string | null;
}

const doiLink = (doi: string) => `https://doi.org/${doi}`;

/**
 * docs/product/rules.md §3.4: a reference links to its URL, else to its DOI; one with both also
 * shows 'DOI: {doi}' linked to doi.org, so no DOI is ever hidden behind another address.
 */
test("a reference with a URL and a DOI links to both", async ({ page, request }) => {
  // Johnson's progesterone (1971): the Synfacts highlight has a URL and a DOI; the paper only a DOI.
  const id = await synthesisId(request, "Progesterone", "Johnson", 1971);
  await page.goto(`/syn/${id}`);
  await expect(
    page.getByRole("link", {
      name: "E. M. Carreira, L. Lüthy, Synfacts 2022, 18, 239 (highlight).",
      exact: true,
    }),
  ).toHaveAttribute("href", "https://thieme-connect.com/products/ejournals/html/10.1055/s-0041-1737869");
  await expect(page.getByRole("link", { name: "DOI: 10.1055/s-0041-1737869", exact: true })).toHaveAttribute(
    "href",
    doiLink("10.1055/s-0041-1737869"),
  );
  // The paper's own link already goes to its DOI: no second link for it.
  await expect(page.getByRole("link", { name: /^DOI: / })).toHaveCount(1);
});

test("every reference with a DOI or a URL is a link, every DOI reaches doi.org", async ({
  page,
  request,
}) => {
  // Woodward's quinine (1944): papers with DOIs, papers without, and a web page.
  for (const [molecule, name, year] of [
    ["Quinine", "Woodward", 1944],
    ["Progesterone", "Johnson", 1971],
  ] as const) {
    const id = await synthesisId(request, molecule, name, year);
    const { references } = await getJson<{ references: Reference[] }>(request, `/api/syntheses/${id}`);
    expect(references.filter((r) => r.doi).length, `${molecule}: references with a DOI`).toBeGreaterThan(0);
    await page.goto(`/syn/${id}`);
    for (const ref of references) {
      const link = page.getByRole("link", { name: ref.display, exact: true });
      if (!ref.doi && !ref.url) {
        await expect(link, ref.display).toHaveCount(0);
        await expect(page.getByText(ref.display, { exact: true }), ref.display).toBeVisible();
        continue;
      }
      await expect(link, ref.display).toHaveAttribute("href", ref.url ?? doiLink(ref.doi ?? ""));
      if (ref.doi)
        await expect(page.locator(`a[href="${doiLink(ref.doi)}"]`).first(), ref.display).toBeVisible();
    }
  }
});
