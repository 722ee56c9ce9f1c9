import type { APIRequestContext } from "@playwright/test";
import { referenceHref } from "../../src/domain/display-rules.ts";
import type { SampleReaction, SynthesisSummary, SynthesisView } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

interface Reference {
  display: string;
  doi: string | null;
  url: string | null;
}
interface NamedReaction {
  name: string;
  url: string;
  description: string | null;
  scheme_filename: string | null;
  synonyms: { synonym: string }[];
  original_references: Reference[];
  review_references: Reference[];
  reactions: SampleReaction[];
}

/** A named reaction that some synthesis uses, found through the syntheses. */
async function usedNamedReaction(request: APIRequestContext): Promise<NamedReaction | undefined> {
  for (const summary of await getJson<SynthesisSummary[]>(request, "/api/syntheses")) {
    const s = await getJson<SynthesisView>(request, `/api/syntheses/${summary.id}`);
    const used = s.parts.flatMap((p) => p.reactions.flatMap((r) => r.named_reactions))[0];
    if (used) return getJson<NamedReaction>(request, `/api/named-reactions/${used.url}`);
  }
  return undefined;
}

test("a named reaction shows its description, references and sample reactions", async ({ page, request }) => {
  const reaction = await usedNamedReaction(request);
  expect(!reaction, "no synthesis of the demo data names a reaction yet").toBe(false);
  if (!reaction) return;

  const response = await page.goto(`/named-reactions/${reaction.url}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${reaction.name} | ${SITE}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(reaction.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/named-reactions/${reaction.url}$`),
  );
  if (reaction.scheme_filename) {
    await expect(page.getByRole("img", { name: `Scheme of the ${reaction.name}` })).toBeVisible();
  }
  for (const ref of [...reaction.original_references, ...reaction.review_references]) {
    const href = referenceHref(ref);
    if (href)
      await expect(page.getByRole("link", { name: ref.display, exact: true }).first()).toHaveAttribute(
        "href",
        href,
      );
  }
  // The Markdown description never yields script links.
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 2, name: "Sample reactions" })).toBeVisible();
  const links = page.getByRole("link", { name: /^Full Synthesis/ });
  await expect(links).toHaveCount(reaction.reactions.length);
  await expect(links.first()).toHaveAttribute("href", `/syn/${reaction.reactions[0].part.synthesis.id}`);
  await expect(
    page.getByRole("link", { name: `See the ${reaction.name}`, exact: true }).first(),
  ).toHaveAttribute("href", `/named-reactions/${reaction.url}`);

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/syn/${reaction.reactions[0].part.synthesis.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Synthesis of /);
});

test("a named reaction page passes the accessibility check", async ({ page, request }) => {
  const list = await getJson<{ url: string }[]>(request, "/api/named-reactions");
  expect(list.length === 0, "no named reaction in the demo data").toBe(false);
  const reaction = (await usedNamedReaction(request)) ?? list[0];
  await page.goto(`/named-reactions/${reaction.url}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("an unknown named reaction answers 404", async ({ page }) => {
  const response = await page.goto("/named-reactions/no-such-reaction-e2e");
  expect(response?.status()).toBe(404);
});
