import { expect, seriousA11yViolations, synthesisId, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";
const COLUMNS = ["Reagents", "Solvents", "Temperature", "Time", "Yield"];

/**
 * The demo data's acetate ester: put on with Ac₂O and pyridine in Corey's prostaglandin E₂ and F₂α
 * routes (1969) and taken off with K₂CO₃ in MeOH in the same two routes: one row of two reactions in
 * each table. Marker's progesterone (1940) puts it on with Ac₂O alone and takes it off with KOH: a
 * row of its own in each table. No reaction records a temperature, time or yield, so those cells
 * read '—'.
 */
test("a protecting group shows its protection and deprotection tables", async ({ page, request }) => {
  const pge2 = await synthesisId(request, "Prostaglandin E₂", "Corey", 1969);
  const pgf2a = await synthesisId(request, "Prostaglandin F₂α", "Corey", 1969);
  const title = "Protection of Alcohols by Acetyl (Ac)";

  const response = await page.goto("/protecting-group/acetate-ester");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | ${SITE}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(title);
  await expect(page.getByRole("img", { name: "Structure of Acetate ester" })).toBeVisible();

  const protection = page.getByRole("region", { name: "Protection :", exact: true });
  await expect(protection.getByRole("heading", { level: 2 })).toHaveText("Protection :");
  await expect(protection.getByRole("columnheader")).toHaveText(COLUMNS);
  const protectionToggles = protection.getByRole("button", { expanded: false });
  await expect(protectionToggles).toHaveCount(2);
  const corey = protectionToggles.filter({ hasText: "Ac₂O, pyridine (2 reactions)" });
  await expect(protectionToggles.filter({ hasText: /Ac₂O \(1 reaction\)$/ })).toHaveCount(1);
  await expect(corey.locator("xpath=ancestor::tr").getByRole("cell")).toContainText([
    "Ac₂O, pyridine (2 reactions)",
    "—",
    "—",
    "—",
    "—",
  ]);

  const deprotection = page.getByRole("region", { name: "Deprotection :", exact: true });
  await expect(deprotection.getByRole("heading", { level: 2 })).toHaveText("Deprotection :");
  await expect(deprotection.getByRole("columnheader")).toHaveText(COLUMNS);
  const deprotectionToggles = deprotection.getByRole("button", { expanded: false });
  await expect(deprotectionToggles).toHaveCount(2);
  await expect(deprotectionToggles.filter({ hasText: /KOH \(1 reaction\)$/ })).toHaveCount(1);
  const coreyRemoval = deprotectionToggles.filter({ hasText: /K₂CO₃ \(2 reactions\)$/ });
  await expect(coreyRemoval.locator("xpath=ancestor::tr").getByRole("cell")).toContainText([
    "K₂CO₃",
    "MeOH",
    "—",
    "—",
    "—",
  ]);

  // Expanding Corey's row by keyboard shows its reactions with their 'Full Synthesis' links.
  const first = protection.getByRole("button", { name: /Ac₂O, pyridine/ });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const links = protection.getByRole("link", { name: /^Full Synthesis/ });
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute("href", `/syn/${pge2}`);
  await expect(links.nth(1)).toHaveAttribute("href", `/syn/${pgf2a}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a reaction drawn without reagents stays off the tables", async ({ page }) => {
  // Boc in the demo data: put on and taken off in Corey's oseltamivir (Boc₂O, DMAP; H₃PO₄), and
  // taken off in Krische's quinine by a step that names no reagent (rules.md §4.9.4).
  await page.goto("/protecting-group/boc-carbamate");
  const deprotection = page.getByRole("region", { name: "Deprotection :", exact: true });
  const rows = deprotection.getByRole("button", { expanded: false });
  await expect(rows.filter({ hasText: /^▸?\s*H₃PO₄ \(\d+ reactions?\)$/ }).first()).toBeVisible();
  // Every row names its reagents; the step without any is on no row.
  for (const text of await rows.allTextContents()) expect(text).toMatch(/^▸?\s*\S.* \(\d+ reactions?\)$/);
  await expect(page.getByText("No reagent", { exact: false })).toHaveCount(0);
});

test("Corey's two THP removals share one row: acetic acid in water", async ({ page }) => {
  // Prostaglandins E₂ and F₂α (1969) remove the THP ethers the same way; F₂α no longer lists
  // acetic acid as both its reagent and a solvent.
  await page.goto("/protecting-group/thp-ether");
  const deprotection = page.getByRole("region", { name: "Deprotection :", exact: true });
  const toggle = deprotection.getByRole("button", { name: /^AcOH/ });
  await expect(toggle).toHaveText(/AcOH \(2 reactions\)$/);
  await expect(toggle.locator("xpath=ancestor::tr").getByRole("cell").nth(1)).toHaveText("H₂O");
});

test("a protecting group with no recorded reaction says so", async ({ page }) => {
  // The test fixtures' acetate is used by no synthesis of the end-to-end database.
  const response = await page.goto("/protecting-group/fixture-acetate");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protection of Alcohols by Acetyl");
  for (const name of ["Protection :", "Deprotection :"]) {
    await expect(page.getByRole("region", { name, exact: true })).toContainText("No reaction recorded yet.");
  }
});

test("an unknown protecting group answers 404", async ({ page }) => {
  const response = await page.goto("/protecting-group/no-such-group-e2e");
  expect(response?.status()).toBe(404);
});
