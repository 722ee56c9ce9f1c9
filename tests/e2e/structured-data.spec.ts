import type { Page } from "@playwright/test";
import { E2E_EDITOR } from "../../scripts/e2e-editor.ts";
import type { JsonLd } from "../../src/domain/structured-data/json-ld.ts";
import { licenceOf, missingProperties } from "../support/json-ld-requirements.ts";
import { csrfToken, expect, getJson, signInAs, synthesisId, test, uniqueTag } from "./fixtures.ts";

/**
 * The demo pages as a crawler reads them: one JSON-LD block per page with the vocabulary's required
 * properties, no Content-Security-Policy violation in a real browser (a data block is not a script
 * the policy governs), and a sitemap whose every URL has a W3C datetime lastmod.
 */

/** The data licence /data states. */
const DATA_LICENCE = "https://creativecommons.org/licenses/by/4.0/";

/** Every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to run: Content Security Policy ${event.violatedDirective}`);
    });
  });
  return seen;
}

/** The page's JSON-LD blocks, parsed, after hydration (React leaves them as the server wrote them). */
async function blocksOf(page: Page, path: string): Promise<JsonLd[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test("synthesis, molecule, author and named-reaction pages carry valid JSON-LD and break no policy", async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  const id = await synthesisId(request, "Artemisinin", "Seeberger", 2013);
  const [synthesis, ...others] = await blocksOf(page, `/syn/${id}`);
  expect(others).toEqual([]);
  expect(missingProperties(synthesis, "Dataset")).toEqual([]);
  expect(synthesis.about).toMatchObject({ "@type": "MolecularEntity", name: "Artemisinin" });
  expect(synthesis.citation).toContainEqual(
    expect.objectContaining({
      "@type": "ScholarlyArticle",
      sameAs: "https://doi.org/10.1002/chem.201204558",
    }),
  );

  const molecules = await getJson<{ structure: string; syntheses_count: number }[]>(
    request,
    "/api/molecules",
  );
  const shared = molecules.find((m) => m.syntheses_count > 1);
  expect(shared, "the demo data has a molecule made more than once").toBeDefined();
  const [molecule] = await blocksOf(page, `/molecule/${encodeURIComponent(shared?.structure ?? "")}`);
  expect(missingProperties(molecule, "MolecularEntity")).toEqual([]);
  expect(molecule.url).toBe(`${baseURL}/molecule/${encodeURIComponent(shared?.structure ?? "")}`);
  expect(typeof molecule.smiles).toBe("string");

  const [person] = await blocksOf(page, "/authors/peter-h-seeberger");
  expect(missingProperties(person, "Person")).toEqual([]);
  expect(person.name).toBe("Peter H. Seeberger");

  const named = await getJson<{ url: string }[]>(request, "/api/named-reactions");
  const [term] = await blocksOf(page, `/named-reactions/${named[0].url}`);
  expect(missingProperties(term, "DefinedTerm")).toEqual([]);

  expect(violations).toEqual([]);
});

/** The raw text of the JSON-LD blocks in a page's HTML as the server sent it. */
const rawBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

test("text from the data cannot end the JSON-LD element: a name with </script> stays data", async ({
  page,
  request,
}) => {
  await signInAs(page, E2E_EDITOR);
  await page.goto("/edit");
  const name = `Fixture </script><script>window.__ran = 1</script> & <!-- ${uniqueTag()}`;
  const created = await page.request.post("/api/named-reactions", {
    data: { name },
    headers: { "X-CSRF-TOKEN": await csrfToken(page) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const html = await (await request.get(`/named-reactions/${url}`)).text();
  const [text, ...more] = rawBlocks(html);
  expect(more).toEqual([]);
  // Written as \u003c, \u003e and \u0026: nothing in the text can close or comment out the element.
  expect(text).not.toMatch(/[<>&]/);
  expect((JSON.parse(text) as JsonLd).name).toBe(name);
  const violations = await watchViolations(page);
  await page.goto(`/named-reactions/${url}`);
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  expect(violations).toEqual([]);
});

test("the sitemap parses as XML and every URL has a W3C datetime lastmod", async ({
  page,
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  await page.goto("/");
  const urls = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    if (document.querySelector("parsererror")) return null;
    return [...document.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
    }));
  }, xml);
  expect(urls, "sitemap.xml is well-formed XML").not.toBeNull();
  expect(urls?.length).toBeGreaterThan(20);
  for (const url of urls ?? []) {
    expect(url.loc.startsWith(`${baseURL}/`), url.loc).toBe(true);
    expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
  }
});

test("/data is a Dataset with its downloads and licence, and every page's JSON-LD states the licence", async ({
  page,
  request,
  baseURL,
}) => {
  const [dataset, ...more] = await blocksOf(page, "/data");
  expect(more).toEqual([]);
  expect(missingProperties(dataset, "Dataset")).toEqual([]);
  expect(dataset.license).toBe(DATA_LICENCE);
  expect(dataset.creator).toMatchObject({ "@type": "Organization", name: "Synthesis Archive contributors" });
  const downloads = dataset.distribution as JsonLd[];
  // Each download the page lists, at the address it links, with the type the server sends.
  const links = await page
    .getByRole("main")
    .locator('a[href^="/api/export/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(downloads.map((d) => d.contentUrl)).toEqual(links.map((path) => `${baseURL}${path}`));
  for (const download of downloads) {
    expect(download["@type"]).toBe("DataDownload");
    const file = await request.get(String(download.contentUrl));
    expect(file.status(), String(download.contentUrl)).toBe(200);
    expect(file.headers()["content-type"], String(download.contentUrl)).toContain(
      String(download.encodingFormat),
    );
  }

  const id = await synthesisId(request, "Artemisinin", "Seeberger", 2013);
  const named = await getJson<{ url: string }[]>(request, "/api/named-reactions");
  const molecules = await getJson<{ structure: string }[]>(request, "/api/molecules");
  for (const path of [
    `/syn/${id}`,
    `/molecule/${encodeURIComponent(molecules[0]?.structure ?? "")}`,
    "/authors/peter-h-seeberger",
    `/named-reactions/${named[0]?.url}`,
  ]) {
    const [block] = await blocksOf(page, path);
    expect(licenceOf(block), path).toBe(DATA_LICENCE);
  }
});
