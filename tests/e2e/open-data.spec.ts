import type { SynthesisView } from "../../src/domain/views.ts";
import { expect, getJson, seriousA11yViolations, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Answer the cookie banner up front: these tests are about the pages' content.
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "false"));
});

test("/data explains each download with its address, the licence, the dataset's citation and the API", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Open data" }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page).toHaveTitle("Open data | Synthesis Archive");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Open data" })).toBeVisible();

  const licence = main.getByRole("link", { name: /CC BY 4\.0/ });
  await expect(licence).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
  await expect(main.locator("blockquote")).toHaveText(
    /^Synthesis Archive contributors\. Synthesis Archive: recorded total syntheses, data revision \d+ of \w+ \d{1,2}, \d{4}\. https?:\/\/\S+\/data$/,
  );
  for (const path of [
    "/api/export/syntheses.jsonl",
    "/api/export/molecules.sdf",
    "/api/export/reactions.rdf",
    "/api/export/ord.json",
    "/api/export/routes.json",
  ]) {
    await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(main.getByText("/api/syntheses/12/citation?format=ris")).toBeVisible();
  await expect(main.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("'Cite this synthesis' opens without script and its three files download with their types", async ({
  page,
  request,
}) => {
  const list = await getJson<{ id: number }[]>(request, "/api/syntheses");
  const withReferences = [];
  for (const s of list.slice(0, 10)) {
    const full = await getJson<SynthesisView>(request, `/api/syntheses/${s.id}`);
    if (full.references.some((r) => r.doi)) withReferences.push(full);
  }
  const synthesis = withReferences[0];
  if (!synthesis) throw new Error("the demo data has a synthesis with a DOI among its first ten");
  await page.goto(`/syn/${synthesis.id}`);

  const cite = page.locator("details", { has: page.getByText("Cite this synthesis") });
  const citation = cite.getByText(/^Synthesis Archive contributors\./);
  await expect(citation).toBeHidden();
  await cite.getByText("Cite this synthesis").click();
  await expect(citation).toBeVisible();
  await expect(citation).toContainText(
    `Synthesis of ${synthesis.molecule.name} by ${synthesis.author.lastName} (${synthesis.year}).`,
  );
  await expect(citation).toHaveText(new RegExp(`/syn/${synthesis.id}$`));

  const files = cite.getByRole("list", { name: "Citation files" });
  const expected = {
    RIS: ["application/x-research-info-systems", /^TY {2}- ELEC\r\n/],
    BibTeX: ["application/x-bibtex", new RegExp(`^@misc\\{synthesis-${synthesis.id},`)],
    "CSL-JSON": ["application/vnd.citationstyles.csl+json", /^\[/],
  } as const;
  for (const [label, [type, start]] of Object.entries(expected)) {
    const link = files.getByRole("link", { name: label });
    const href = await link.getAttribute("href");
    expect(await link.getAttribute("download")).not.toBeNull();
    const res = await request.get(href ?? "");
    expect(res.status(), label).toBe(200);
    expect(res.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
    expect(res.headers()["content-disposition"]).toMatch(
      /^attachment; filename="synthesis-\d+\.(ris|bib|json)"$/,
    );
    const body = await res.text();
    expect(body).toMatch(start);
    // The publication's DOI is in every format.
    const doi = synthesis.references.find((r) => r.doi)?.doi ?? "";
    expect(body).toContain(doi);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);

  // How it looks, beside the rest of the summary (read by people, not asserted).
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    await cite.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/cite-synthesis-${width}.png` });
  }
});

test("the cite control works with JavaScript off: a disclosure and plain links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const list = (await (await page.request.get("/api/syntheses")).json()) as { id: number }[];
  const id = list[0]?.id;
  await page.goto(`/syn/${id}`);
  await page.getByText("Cite this synthesis").click();
  // The disclosure's own list (the page's Download block links the same files too).
  const files = page.getByRole("list", { name: "Citation files" });
  await expect(files.getByRole("link", { name: "BibTeX" })).toHaveAttribute(
    "href",
    `/api/syntheses/${id}/citation?format=bibtex`,
  );
  await context.close();
});
