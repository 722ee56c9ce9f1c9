import { expect, seriousA11yViolations, test } from "./fixtures.ts";

test("the home page renders on the server with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Synthesis Archive - The Organic Synthesis Database");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("unknown paths answer 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
});
