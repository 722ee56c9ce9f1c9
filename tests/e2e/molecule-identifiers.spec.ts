import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

type Identified = { structure: string; name: string; inchi: string | null; inchiKey: string | null };

/** The demo's artemisinin (Seeberger, 2013) as the API answers it, once the start's backfill is done. */
async function artemisinin(request: import("@playwright/test").APIRequestContext) {
  const id = await synthesisId(request, "Artemisinin", "Seeberger", 2013);
  let molecule: Identified | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/syntheses/${id}`);
        molecule = ((await res.json()) as { molecule: Identified }).molecule;
        return molecule.inchiKey;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^[A-Z]{14}-[A-Z]{8}SA-[A-Z]$/);
  return { id, molecule: molecule as Identified & { inchi: string; inchiKey: string } };
}

test("the synthesis and molecule pages show the target's InChIKey, with its InChI folded under it", async ({
  page,
  request,
}) => {
  const { id, molecule } = await artemisinin(request);
  expect(molecule.inchi).toMatch(/^InChI=1S\/C15H22O5\//);
  await page.goto(`/syn/${id}`);
  await expect(page.getByTestId("inchikey")).toHaveText(molecule.inchiKey);
  await expect(page.getByTestId("inchi")).toBeHidden();
  await page.getByText("InChI", { exact: true }).click();
  await expect(page.getByTestId("inchi")).toHaveText(molecule.inchi);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/molecule/${molecule.structure}`);
  await expect(page.getByTestId("inchikey")).toHaveText(molecule.inchiKey);
  await page.getByText("InChI", { exact: true }).click();
  await expect(page.getByTestId("inchi")).toHaveText(molecule.inchi);
  // Both are in the page's structured data too.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ inChI: molecule.inchi, inChIKey: molecule.inchiKey });
});

test("/molecule/inchikey/{key} moves for good to the molecule's page; other keys are the 404 page", async ({
  page,
  request,
}) => {
  const { molecule } = await artemisinin(request);
  const moved = await request.get(`/molecule/inchikey/${molecule.inchiKey}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/molecule/${molecule.structure}`);
  // Lower case names the same molecule.
  const lower = await request.get(`/molecule/inchikey/${molecule.inchiKey.toLowerCase()}`, {
    maxRedirects: 0,
  });
  expect(lower.headers().location).toBe(`/molecule/${molecule.structure}`);

  await page.goto(`/molecule/inchikey/${molecule.inchiKey}`);
  await expect(page).toHaveURL(new RegExp(`/molecule/${molecule.structure}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(molecule.name);

  for (const key of ["AAAAAAAAAAAAAA-AAAAAAAASA-N", "not-a-key", `${molecule.inchiKey}X`]) {
    const response = await page.goto(`/molecule/inchikey/${key}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error 404");
  }
});

test("/molecule/{InChIKey} moves like /molecule/inchikey/{key}; an unknown key is the 404 page", async ({
  request,
}) => {
  const { molecule } = await artemisinin(request);
  const moved = await request.get(`/molecule/${molecule.inchiKey}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/molecule/${molecule.structure}`);
  const unknown = await request.get("/molecule/AAAAAAAAAAAAAA-AAAAAAAASA-N", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
});
