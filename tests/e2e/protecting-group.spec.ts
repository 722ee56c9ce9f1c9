import type { APIRequestContext } from "@playwright/test";
import { protectingGroupTables } from "../../src/domain/protecting-group-aggregation.ts";
import type { SampleReaction } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";
const COLUMNS = ["Reagents", "Solvents", "Temperature", "Time", "Yield"];

interface ProtectingGroup {
  name: string;
  url: string;
  protected: string;
  protector: string;
  reactions: (SampleReaction & { pivot: { type: string } })[];
}

/** The protecting group with the most reactions (most likely to have a group of several). */
async function busiestGroup(request: APIRequestContext): Promise<ProtectingGroup | undefined> {
  const list = await getJson<{ url: string }[]>(request, "/api/protecting-groups");
  const groups = await Promise.all(
    list.map((g) => getJson<ProtectingGroup>(request, `/api/protecting-groups/${g.url}`)),
  );
  return groups
    .filter((g) => g.reactions.length > 0)
    .sort((a, b) => b.reactions.length - a.reactions.length)[0];
}

test("a protecting group shows its protection and deprotection tables", async ({ page, request }) => {
  const group = await busiestGroup(request);
  expect(!group, "no reaction of the demo data uses a protecting group yet").toBe(false);
  if (!group) return;
  const title = `Protection of ${group.protected} by ${group.protector}`;

  const response = await page.goto(`/protecting-group/${group.url}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | ${SITE}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(title);
  await expect(page.getByRole("img", { name: `Structure of ${group.name}` })).toBeVisible();

  const expected = protectingGroupTables(group.reactions);
  for (const [heading, groups] of [
    ["Protection :", expected.protection],
    ["Deprotection :", expected.deprotection],
  ] as const) {
    const section = page.getByRole("region", { name: heading, exact: true });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
    if (groups.length === 0) continue;
    await expect(section.getByRole("columnheader")).toHaveText(COLUMNS);
    const toggles = section.getByRole("button", { expanded: false });
    await expect(toggles).toHaveCount(groups.length);
    // The aggregated cells of the first group, as the domain rule computes them.
    const row = toggles.first().locator("xpath=ancestor::tr");
    for (const text of [groups[0].temperature, groups[0].time, groups[0].yield]) {
      await expect(row.getByRole("cell")).toContainText([text ?? "—"]);
    }
    // Expanding by keyboard shows the group's reactions with their 'Full Synthesis' links.
    const first = section.getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const links = section.getByRole("link", { name: /^Full Synthesis/ });
    await expect(links).toHaveCount(groups[0].reactions.length);
    await expect(links.first()).toHaveAttribute("href", `/syn/${groups[0].reactions[0].part.synthesis.id}`);
  }
  const several = [...expected.protection, ...expected.deprotection].find(
    (g) => g.reactions.length > 1 && g.yield,
  );
  if (several?.yield)
    await expect(page.getByRole("cell", { name: several.yield, exact: true }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("an unknown protecting group answers 404", async ({ page }) => {
  const response = await page.goto("/protecting-group/no-such-group-e2e");
  expect(response?.status()).toBe(404);
});
