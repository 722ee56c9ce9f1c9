import type { Page } from "@playwright/test";
import type { AuthorView, MoleculeListItem, SynthesisSummary } from "../../src/domain/views.ts";
import { expect, getJson, routesTo, seriousA11yViolations, test } from "./fixtures.ts";

const SITE = "Synthesis Archive";

/** Status, title, the single h1 and the canonical URL of a list page. */
async function openPage(page: Page, path: string, title: string, canonical = path) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | ${SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical}$`));
}

/** Every index link points at a section on the page, and jumping there works. */
async function checkIndex(page: Page, label: string) {
  const links = page.getByRole("navigation", { name: label }).getByRole("link");
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const href = (await links.nth(i).getAttribute("href")) ?? "";
    expect(href).toMatch(/^#/);
    await expect(page.locator(href)).toHaveCount(1);
  }
  expect(count, `the ${label} has links`).toBeGreaterThan(0);
  const href = (await links.last().getAttribute("href")) ?? "";
  await links.last().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href).getByRole("heading", { level: 2 })).toBeInViewport();
  return count;
}

/** Every link inside the page's sections, read in one go: section id, href and text. */
async function sectionLinks(
  page: Page,
): Promise<{ section: string; href: string; text: string; alt: string | null }[]> {
  return page.locator("main section[id] a[href]").evaluateAll((links) =>
    links.map((a) => ({
      section: a.closest("section[id]")?.id ?? "",
      href: a.getAttribute("href") ?? "",
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text separates a card's lines.
      text: (a as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
      alt: a.querySelector("img")?.getAttribute("alt") ?? null,
    })),
  );
}

const sorted = <T>(items: T[]) =>
  [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Drops the section of each link, for comparing every link of a page with the API's list. */
const withoutSection = (links: { section: string; href: string; text: string; alt: string | null }[]) =>
  links.map(({ href, text, alt }) => ({ href, text, alt }));

/** The section (id) holding a link, read from the page. */
const sectionOfLink = (page: Page, href: string) =>
  page
    .locator(`main a[href="${href}"]`)
    .first()
    .evaluate((a) => a.closest("section[id]")?.id ?? "");

test("named reactions: A–Z index, one section per letter, links to each reaction", async ({
  page,
  request,
}) => {
  const reactions = await getJson<{ name: string; url: string; short_description: string | null }[]>(
    request,
    "/api/named-reactions",
  );
  await openPage(page, "/named-reactions", "Named Reactions List");
  const index = page.getByRole("navigation", { name: "Alphabetical index" });
  await expect(index).toContainText("ABCDEFGHIJKLMNOPQRSTUVWXYZ#");
  await checkIndex(page, "Alphabetical index");
  expect(sorted(withoutSection(await sectionLinks(page)))).toEqual(
    sorted(
      reactions.map((r) => ({
        href: `/named-reactions/${encodeURIComponent(r.url)}`,
        text: r.name,
        alt: null,
      })),
    ),
  );
  // Filed by first letter.
  for (const [href, section] of [
    ["/named-reactions/knoevenagel-condensation", "letter-k"],
    ["/named-reactions/fixture-acylation", "letter-f"],
    ["/named-reactions/robinson-tropinone-synthesis", "letter-r"],
  ]) {
    expect(await sectionOfLink(page, href), href).toBe(section);
  }
  // A bracketed locant is skipped: '[2+2] Photocycloaddition' is filed under P.
  await expect(page.locator("section#letter-p")).toContainText("[2+2] Photocycloaddition");
  const main = (await page.locator("main").textContent()) ?? "";
  expect(main).toContain(
    "Condensation of an aldehyde or ketone with an active methylene compound, followed by dehydration, under weak base catalysis.",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "synthesis database" })).toHaveAttribute(
    "href",
    "/molecule",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("protecting groups: sections 'Protection of …' in alphabetical order, cards link to each group", async ({
  page,
  request,
}) => {
  const groups = await getJson<{ name: string; url: string; protected: string }[]>(
    request,
    "/api/protecting-groups",
  );
  await openPage(page, "/protecting-group", "Protecting Groups List");
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(new Set(groups.map((g) => g.protected)).size);
  await expect(headings.first()).toHaveText("Protection of Alcohols");
  await expect(headings.nth(1)).toHaveText("Protection of Amines");
  const links = await sectionLinks(page);
  expect(sorted(withoutSection(links))).toEqual(
    sorted(
      groups.map((g) => ({
        href: `/protecting-group/${encodeURIComponent(g.url)}`,
        text: g.name,
        alt: `Structure of ${g.name}`,
      })),
    ),
  );
  for (const [href, section] of [
    ["/protecting-group/acetate-ester", "protection-alcohols"],
    ["/protecting-group/fixture-acetate", "protection-alcohols"],
    ["/protecting-group/1-3-dioxolane", "protection-carbonyls"],
    ["/protecting-group/tert-butyl-ester", "protection-carboxylic-acids"],
  ]) {
    expect(links.find((l) => l.href === href)?.section, href).toBe(section);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "synthesis database" })).toHaveAttribute(
    "href",
    "/molecule",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("molecules: A–Z index and boxes with '(N syntheses)' only above one", async ({ page, request }) => {
  const molecules = await getJson<MoleculeListItem[]>(request, "/api/molecules");
  const cubane = molecules.find((m) => m.name === "Cubane");
  expect(cubane, "the demo data holds cubane").toBeDefined();
  await openPage(page, "/molecule", "Browsing syntheses by molecule name");
  await checkIndex(page, "Alphabetical index");
  const links = await sectionLinks(page);
  expect(links).toHaveLength(molecules.length);
  // One synthesis: straight to it, no count. Several: the molecule page, with '(N syntheses)'.
  expect(links).toContainEqual({
    section: "letter-c",
    href: `/syn/${cubane?.synthesis_id}`,
    text: "Cubane",
    alt: "Structure of Cubane",
  });
  const quinine = (await routesTo(request, "Quinine")).length;
  expect(links).toContainEqual({
    section: "letter-q",
    href: "/molecule/quinine",
    text: `Quinine (${quinine} syntheses)`,
    alt: "Structure of Quinine",
  });
  expect(links).toContainEqual({
    section: "letter-c",
    href: "/molecule/cantharidin",
    text: "Cantharidin (2 syntheses)",
    alt: "Structure of Cantharidin",
  });
  // Stereo descriptors do not count: (−)-Menthol is filed under M.
  expect(links.find((l) => l.text === "(−)-Menthol")?.section).toBe("letter-m");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a molecule page lists its syntheses; an unknown molecule is a 404", async ({ page, request }) => {
  const routes = (await routesTo(request, "Quinine")).length;
  expect(routes).toBeGreaterThanOrEqual(4);
  await openPage(page, "/molecule/quinine", `${routes} syntheses of Quinine`);
  // One synthesis box per route; the routes-compared table links to the same syntheses by year.
  await expect(page.getByRole("main").locator('a[href^="/syn/"]').filter({ hasText: "Quinine" })).toHaveCount(
    routes,
  );
  await expect(page.getByRole("region", { name: "Routes compared" }).locator('a[href^="/syn/"]')).toHaveCount(
    routes,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  const missing = await page.goto("/molecule/no-such-molecule-e2e");
  expect(missing?.status()).toBe(404);
});

test("principal investigators: panels open with the keyboard and list '{type} synthesis of {molecule} ({year})'", async ({
  page,
  request,
}) => {
  const authors = (await getJson<AuthorView[]>(request, "/api/authors")).filter((a) => a.syntheses_count > 0);
  await openPage(page, "/author", "Browsing syntheses by principal investigator name");
  await checkIndex(page, "Alphabetical index");
  await expect(page.getByTestId("author-panel")).toHaveCount(authors.length);

  // E. J. Corey has four syntheses in the demo data; their ids come from the API.
  const corey = authors.find((a) => a.url === "elias-j-corey");
  expect(corey, "the demo data holds E. J. Corey").toBeDefined();
  const syntheses = await getJson<SynthesisSummary[]>(request, `/api/authors/${corey?.id}/syntheses`);
  const idOf = (molecule: string, year: number) =>
    syntheses.find((s) => s.molecule.name === molecule && s.year === year)?.id;
  const panelName = "Elias J. Corey (4 syntheses)";
  const control = page.getByRole("button", { name: panelName, exact: true });
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await control.focus();
  await page.keyboard.press("Enter");
  await expect(control).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: panelName, exact: true });
  for (const [text, molecule, year] of [
    ["Total synthesis of Oseltamivir phosphate (2006)", "Oseltamivir phosphate", 2006],
    ["Total synthesis of Prostaglandin E₂ (1969)", "Prostaglandin E₂", 1969],
    ["Total synthesis of Prostaglandin F₂α (1969)", "Prostaglandin F₂α", 1969],
    ["Partial synthesis of Prostaglandin F₂α (1975)", "Prostaglandin F₂α", 1975],
  ] as const) {
    const id = idOf(molecule, year);
    expect(id, text).toBeDefined();
    await expect(panel.locator(`a[href="/syn/${id}"]`)).toHaveText(text);
  }
  await expect(panel.locator('a[href="/authors/elias-j-corey"]')).toBeVisible();
  // A single synthesis reads 'synthesis', not 'syntheses' (an investigator with one, from the API).
  const single = authors.find((a) => a.syntheses_count === 1);
  expect(single, "the demo data holds an investigator with one synthesis").toBeDefined();
  await expect(
    page.getByRole("button", { name: `${single?.firstName} ${single?.lastName} (1 synthesis)`, exact: true }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press("Space");
  await expect(control).toHaveAttribute("aria-expanded", "false");
});

test("/author/x and /authors/x both show the author's syntheses; unknown authors are 404", async ({
  page,
}) => {
  for (const prefix of ["/author/", "/authors/"]) {
    await openPage(page, `${prefix}elias-j-corey`, "4 syntheses by Elias J. Corey", "/authors/elias-j-corey");
    await expect(page.getByRole("main").locator('a[href^="/syn/"]')).toHaveCount(4);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const path of ["/author/no-such-author-e2e", "/authors/no-such-author-e2e"]) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
});

test("date list: decade index old, 40's … 20's and every synthesis under its decade", async ({
  page,
  request,
}) => {
  const syntheses = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  await openPage(page, "/date", "Browsing syntheses by publication date");
  const index = page.getByRole("navigation", { name: "Decade index" });
  const labels = ["old", "40's", "50's", "60's", "70's", "80's", "90's", "00's", "10's", "20's"];
  await expect(index).toContainText(labels.join(""));
  // The demo data has syntheses in every decade.
  expect(await checkIndex(page, "Decade index")).toBe(10);
  const links = await sectionLinks(page);
  expect(links).toHaveLength(syntheses.length);
  const idOf = (molecule: string, lastName: string) =>
    syntheses.find((s) => s.molecule.name === molecule && s.author.lastName === lastName)?.id;
  for (const [section, molecule, lastName, text] of [
    ["decade-old", "Coniine", "Ladenburg", "Coniine Ladenburg (1886)"],
    ["decade-old", "Ascorbic acid", "Reichstein", "Ascorbic acid Reichstein (1934)"],
    ["decade-40", "Quinine", "Woodward", "Quinine Woodward (1944)"],
    ["decade-00", "Sildenafil", "Dunn", "Sildenafil Dunn (2000)"],
    ["decade-20", "Psilocybin", "Sherwood", "Psilocybin Sherwood (2020)"],
  ]) {
    expect(links).toContainEqual({
      section,
      href: `/syn/${idOf(molecule, lastName)}`,
      text,
      alt: `Structure of ${molecule}`,
    });
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("carbon list: the distinct carbon counts ascending, sections 'N carbons'", async ({ page, request }) => {
  const syntheses = await getJson<SynthesisSummary[]>(request, "/api/syntheses");
  await openPage(page, "/carbon", "Browsing syntheses by carbon count");
  const index = page.getByRole("navigation", { name: "Carbon count index" });
  // The smallest molecules of the demo data: ascorbic acid (6 C), coniine, cubane and tropinone (8 C).
  await expect(index.getByRole("link").first()).toHaveText("6");
  await expect(index.getByRole("link").nth(1)).toHaveText("8");
  const indexNumbers = (await index.getByRole("link").allTextContents()).map(Number);
  expect(indexNumbers).toEqual([...indexNumbers].sort((a, b) => a - b));
  await checkIndex(page, "Carbon count index");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("6 carbons");
  await expect(page.getByRole("heading", { level: 2 }).nth(1)).toHaveText("8 carbons");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(indexNumbers.length);
  const links = await sectionLinks(page);
  expect(links).toHaveLength(syntheses.length);
  const cubane = syntheses.find((s) => s.molecule.name === "Cubane");
  expect(links).toContainEqual({
    section: "carbons-8",
    href: `/syn/${cubane?.id}`,
    text: "Cubane Eaton (1964)",
    alt: "Structure of Cubane",
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("/molecules moved permanently to /molecule", async ({ request, page }) => {
  const response = await request.get("/molecules", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/molecule");
  await page.goto("/molecules");
  await expect(page).toHaveURL(/\/molecule$/);
});
