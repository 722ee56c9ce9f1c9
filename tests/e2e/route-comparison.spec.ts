import { expect, routesTo, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

/** The routes to one target compared on its molecule page (docs/product/pages.md §2.7.4). */

test("quinine's routes side by side, sorted by any column", async ({ page, request }) => {
  const routes = await routesTo(request, "Quinine");
  expect(routes.length).toBeGreaterThanOrEqual(4);
  const woodward = await synthesisId(request, "Quinine", "Woodward", 1944);
  await page.goto("/molecule/quinine");
  const table = page.getByRole("region", { name: "Routes compared" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(routes.length);
  // Year order first (Rabe 1918, Woodward 1944, Stork 2001, …).
  await expect(rows.locator("td:nth-child(2)")).toHaveText(routes.map((r) => new RegExp(r.author.lastName)));
  const at = routes.findIndex((r) => r.id === woodward);
  await expect(rows.nth(at).getByRole("link", { name: "1944", exact: true })).toHaveAttribute(
    "href",
    `/syn/${woodward}`,
  );
  await expect(rows.nth(at)).toContainText("0 of 16 yields recorded");
  // Woodward's formal synthesis: 13 steps of its own, then Rabe's 3 (part 0), apart.
  await expect(rows.nth(at).locator("td:nth-child(5)")).toHaveText("13 + 3");
  await expect(table).toContainText("the columns sort by the sum");

  // A cell reads '13 + 3' (own + earlier route) or '7'; the column sorts by the sum.
  const sum = (cell: string) => cell.split("+").reduce((total, n) => total + Number(n), 0);
  const lengths = async () => (await rows.locator("td:nth-child(5)").allTextContents()).map(sum);
  await table.getByRole("button", { name: "Longest linear sequence" }).click();
  const ascending = await lengths();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(new Set(ascending).size).toBeGreaterThan(1);
  await table.getByRole("button", { name: /Longest linear sequence/ }).click();
  expect(await lengths()).toEqual([...ascending].reverse());
  await expect(table.getByRole("columnheader", { name: /Longest linear sequence/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("prostaglandin F2α: sorted by overall yield either way, routes without one stay last", async ({
  page,
  request,
}) => {
  const routes = await routesTo(request, "Prostaglandin F₂α");
  await page.goto("/molecule/prostaglandin-f2alpha");
  const table = page.getByRole("region", { name: "Routes compared" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(routes.length);
  const yieldsLast = async () => {
    const cells = await rows.locator("td:nth-child(6)").allTextContents();
    const withYield = cells.map((text) => /%/.test(text));
    // Once a route without an overall yield comes, none with one follows.
    expect(
      withYield.slice(withYield.indexOf(false) < 0 ? cells.length : withYield.indexOf(false)),
    ).not.toContain(true);
  };
  await table.getByRole("button", { name: "Overall yield" }).click();
  await yieldsLast();
  await table.getByRole("button", { name: /Overall yield/ }).click();
  await yieldsLast();
  await expect(table.getByRole("columnheader", { name: /Overall yield/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
});
