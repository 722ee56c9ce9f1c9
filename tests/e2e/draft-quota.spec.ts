import { expect, getJson, test, uniqueTag } from "./fixtures.ts";
import { signUpContributor, xsrfToken } from "./support/contributor.ts";

test("a contributor at the draft limit is told so when step 2 is saved, and no draft is added", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signUpContributor(page, `Quota ${tag}`, `quota-${tag}@example.org`, `quota-password-${tag}`);
  // The default limit (DRAFT_MAX_PER_CONTRIBUTOR: 50), reached through the API.
  const headers = { "X-XSRF-TOKEN": await xsrfToken(page) };
  for (let i = 1; i <= 50; i++) {
    const created = await page.request.post("/api/unpublishedSyntheses", {
      data: { display_name: `Kept ${i} ${tag}`, synthesis_json: {} },
      headers,
    });
    expect(created.status()).toBe(201);
  }

  await page.goto("/contribute");
  await expect(page.getByText(`Signed in as Quota ${tag}.`)).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByLabel("Which molecule is synthesised?").fill(`Quotane ${tag}`);
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Racemic");
  await page.getByLabel("Principal investigator of the main publication").fill("A. Limit");
  await page.getByLabel("Publication date (year)").fill("2020");
  await page.getByRole("link", { name: "Next" }).click();

  await expect(
    page.getByText(
      "The draft could not be saved: You already keep 50 unpublished drafts, the most a contributor may keep (50); delete one to start another",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the synthesis editor" })).toHaveCount(0);
  const drafts = await getJson<{ display_name: string }[]>(page.request, "/api/unpublishedSyntheses");
  expect(drafts).toHaveLength(50);
  expect(drafts.some((d) => d.display_name.startsWith(`Quotane ${tag}`))).toBe(false);
});
