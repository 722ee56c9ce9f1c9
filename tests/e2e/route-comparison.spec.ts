import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

/** The routes to one target compared on its molecule page (docs/product/pages.md §2.7.4). */

test("quinine's four routes side by side, sorted by any column", async ({ page, request }) => {
  const woodward = await synthesisId(request, "Quinine", "Woodward", 1944);
  await page.goto("/molecule/quinine");
  const table = page.getByRole("region", { name: "Routes compared" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  // Year order first: Rabe 1918, Woodward 1944, Stork 2001, Krische 2008.
  await expect(rows.locator("td:nth-child(2)")).toHaveText([
    /Rabe/,
    "Robert B. Woodward",
    /Stork/,
    /Krische/,
  ]);
  await expect(rows.nth(1).getByRole("link", { name: "1944", exact: true })).toHaveAttribute(
    "href",
    `/syn/${woodward}`,
  );
  await expect(rows.nth(1)).toContainText("0 of 16 yields recorded");

  await table.getByRole("button", { name: "Longest linear sequence" }).click();
  await expect(rows.locator("td:nth-child(5)")).toHaveText(["3", "7", "15", "16"]);
  await table.getByRole("button", { name: /Longest linear sequence/ }).click();
  await expect(rows.locator("td:nth-child(5)")).toHaveText(["16", "15", "7", "3"]);
  await expect(table.getByRole("columnheader", { name: /Longest linear sequence/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("prostaglandin F2α: the one route with an overall yield sorts first by yield", async ({ page }) => {
  await page.goto("/molecule/prostaglandin-f2alpha");
  const table = page.getByRole("region", { name: "Routes compared" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await table.getByRole("button", { name: "Overall yield" }).click();
  await expect(rows.first()).toContainText("Aggarwal");
  await expect(rows.first().locator("td:nth-child(6)")).toHaveText("14%");
  // Routes without a yield stay last the other way round too.
  await table.getByRole("button", { name: /Overall yield/ }).click();
  await expect(rows.first()).toContainText("Aggarwal");
});
