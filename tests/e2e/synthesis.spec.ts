import type { APIRequestContext, Page } from "@playwright/test";
import { partHeading, referenceHref } from "../../src/domain/display-rules.ts";
import { displayedPartCount, partLabel } from "../../src/domain/steps.ts";
import type { SynthesisSummary, SynthesisView } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

async function allSyntheses(request: APIRequestContext): Promise<SynthesisView[]> {
  const list = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  return Promise.all(list.map((s) => getJson<SynthesisView>(request, `/api/syntheses/${s.id}`)));
}

const reactionCount = (s: SynthesisView) => s.parts.reduce((n, p) => n + p.reactions.length, 0);

/** Title, the one h1, the canonical URL, the summary card and one box per part. */
async function checkSynthesisPage(page: Page, s: SynthesisView) {
  const response = await page.goto(`/syn/${s.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    `Synthesis of ${s.molecule.name} by ${s.author.lastName} (${s.year}) | ${SITE}`,
  );
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(`Synthesis of ${s.molecule.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/syn/${s.id}$`));

  const parts = displayedPartCount(s.type_1, s.number_of_parts);
  const steps = `${s.number_of_steps} ${s.number_of_steps === 1 ? "step" : "steps"} ${partLabel(parts)}`;
  await expect(page.getByText(steps, { exact: true })).toBeVisible();
  await expect(page.getByText(String(s.year), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: `Structure of ${s.molecule.name}` }).first()).toBeVisible();
  const pi = page.getByRole("link", { name: `${s.author.firstName} ${s.author.lastName}`, exact: true });
  await expect(pi).toHaveAttribute("href", `/authors/${s.author.url}`);
  if (s.submitter) await expect(page.getByText(`Submitted by ${s.submitter.name}`)).toBeVisible();

  for (const ref of s.references) {
    const href = referenceHref(ref);
    if (href)
      await expect(page.getByRole("link", { name: ref.display, exact: true })).toHaveAttribute("href", href);
  }
  for (const part of s.parts) {
    await expect(
      page.getByRole("heading", { level: 2, name: partHeading(part.number, parts), exact: true }),
    ).toBeVisible();
  }
  const named = s.parts.flatMap((p) => p.reactions.flatMap((r) => r.named_reactions));
  for (const n of named.slice(0, 5)) {
    await expect(page.getByRole("link", { name: `See the ${n.name}`, exact: true }).first()).toHaveAttribute(
      "href",
      `/named-reactions/${n.url}`,
    );
  }
}

test("a convergent synthesis shows its summary, references and every part", async ({ page, request }) => {
  const syntheses = await allSyntheses(request);
  expect(syntheses.length === 0, "the demo data holds no synthesis yet").toBe(false);
  // The one with most parts (a convergent route when the data has one), then the one with most reactions.
  const s = [...syntheses].sort(
    (a, b) => b.parts.length - a.parts.length || reactionCount(b) - reactionCount(a),
  )[0];
  await checkSynthesisPage(page, s);
  if (s.parts.filter((p) => p.number > 0).length > 1) {
    await expect(page.getByRole("heading", { level: 2, name: /^Part 1 of \d+$/ })).toBeVisible();
    await expect(page.getByText(/\(\d+ parts\)$/).first()).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a Formal synthesis counts one part less and shows 'Remaining...'", async ({ page, request }) => {
  const formal = (await allSyntheses(request)).find((s) => s.type_1 === "Formal");
  expect(!formal, "the demo data holds no Formal synthesis").toBe(false);
  if (!formal) return;
  await checkSynthesisPage(page, formal);
  const shown = displayedPartCount("Formal", formal.number_of_parts);
  expect(shown).toBe(formal.number_of_parts - 1);
  if (formal.parts.some((p) => p.number === 0)) {
    await expect(page.getByRole("heading", { level: 2, name: "Remaining...", exact: true })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a reagent's synonyms show in a tooltip on keyboard focus", async ({ page, request }) => {
  const syntheses = await allSyntheses(request);
  const found = syntheses
    .flatMap((s) => s.parts.flatMap((p) => p.reactions.map((r) => ({ s, r }))))
    .flatMap(({ s, r }) => r.reagents.filter((g) => g.synonyms.length > 0).map((g) => ({ s, g })))[0];
  expect(!found, "no reagent with synonyms in the demo syntheses").toBe(false);
  if (!found) return;
  await page.goto(`/syn/${found.s.id}`);
  const name = page.locator("span[tabindex='0']", { hasText: found.g.name }).first();
  await name.focus();
  await expect(page.getByRole("tooltip")).toHaveText(
    `Synonyms : ${found.g.synonyms.map((x) => x.synonym).join(", ")}`,
  );
});

test("a long synthesis wraps on a 375 px phone without sideways scrolling", async ({ page, request }) => {
  const syntheses = await allSyntheses(request);
  expect(syntheses.length === 0, "the demo data holds no synthesis yet").toBe(false);
  const longest = [...syntheses].sort((a, b) => reactionCount(b) - reactionCount(a))[0];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/syn/${longest.id}`);
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("unknown or malformed synthesis ids answer 404", async ({ page }) => {
  for (const path of ["/syn/999999999", "/syn/abc", "/syn/0", "/syn/1.5"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
