import type { APIRequestContext } from "@playwright/test";
import type { SynthesisSummary } from "../../src/domain/views.ts";
import { expect, getJson, test } from "./fixtures.ts";

/**
 * The PostgreSQL smoke suite (project "postgres-smoke", playwright.config.ts): every public page type
 * once, rendered by the production build's page loaders with the server on a throw-away PostgreSQL
 * database seeded with data/demo (scripts/e2e-server.ts, E2E_DATABASE=postgres). Plain HTTP, no
 * browser: the status and a piece of the server-rendered HTML each page must hold.
 */

/** Server-rendered HTML of `path`, after checking its status and content type. */
async function html(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  return response.text();
}

const NOT_FOUND = "This page does not exist";

test("home page", async ({ request }) => {
  const { count } = await getJson<{ count: number }>(request, "/api/syntheses/count");
  expect(count, "the demo data are loaded").toBeGreaterThanOrEqual(40);
  const [latest] = await getJson<SynthesisSummary[]>(request, "/api/syntheses/recent/1");
  const page = await html(request, "/");
  expect(page).toContain("<title>Synthesis Archive - The Organic Synthesis Database</title>");
  expect(page).toContain(`href="/syn/${latest.id}"`);
});

test("synthesis page", async ({ request }) => {
  const aldosterone = await getJson<{ syntheses: SynthesisSummary[] }>(
    request,
    "/api/molecule/name/aldosterone",
  );
  const page = await html(request, `/syn/${aldosterone.syntheses[0].id}`);
  expect(page).toContain("Synthesis of Aldosterone by Barton (1960)");
  expect(page).toContain("D. H. R. Barton, J. M. Beaton, J. Am. Chem. Soc. 1960, 82, 2641.");
});

test("molecule list and a molecule", async ({ request }) => {
  expect(await html(request, "/molecule")).toContain('href="/molecule/quinine"');
  const routes = (
    (await (await request.get("/api/syntheses")).json()) as { molecule: { name: string } }[]
  ).filter((s) => s.molecule.name === "Quinine").length;
  expect(routes).toBeGreaterThanOrEqual(4);
  expect(await html(request, "/molecule/quinine")).toContain(`${routes} syntheses of Quinine`);
});

test("principal investigators and one of them", async ({ request }) => {
  expect(await html(request, "/author")).toContain('href="/authors/elias-j-corey"');
  expect(await html(request, "/authors/elias-j-corey")).toContain("4 syntheses by Elias J. Corey");
  expect(await html(request, "/author/derek-h-r-barton")).toContain("2 syntheses by Derek H. R. Barton");
});

test("by date and by carbon count", async ({ request }) => {
  const byDate = await html(request, "/date");
  expect(byDate).toContain("Browsing syntheses by publication date");
  expect(byDate).toContain("Aldosterone");
  const byCarbon = await html(request, "/carbon");
  expect(byCarbon).toContain("21 carbons");
  expect(byCarbon).toContain("Aldosterone");
});

test("named reactions and one of them", async ({ request }) => {
  expect(await html(request, "/named-reactions")).toContain('href="/named-reactions/2-2-photocycloaddition"');
  const page = await html(request, "/named-reactions/2-2-photocycloaddition");
  expect(page).toContain("[2+2] Photocycloaddition");
  expect(page).toContain("Irradiation of an α,β-unsaturated ketone");
});

test("protecting groups and one of them", async ({ request }) => {
  expect(await html(request, "/protecting-group")).toContain('href="/protecting-group/benzamide"');
  expect(await html(request, "/protecting-group/benzamide")).toContain("Benzamide");
});

test("search with a query", async ({ request }) => {
  const page = await html(request, "/search?q=quinine");
  expect(page).toContain("Searching on Synthesis Archive");
  expect(page).toContain('href="/molecule/quinine"');
});

test("sitemap.xml", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/authors\/elias-j-corey<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/syn\/\d+<\/loc>/);
});

test("an unknown page is a 404", async ({ request }) => {
  expect(await html(request, "/no-such-page", 404)).toContain(NOT_FOUND);
  expect(await html(request, "/authors/nobody", 404)).toContain(NOT_FOUND);
});

test("ids beyond PostgreSQL's integer range, or spelled otherwise, are a 404, never a 500", async ({
  request,
}) => {
  for (const id of [
    "99999999999",
    "2147483648",
    "2147483647",
    "9007199254740993",
    "1e3",
    "0x10",
    "-1",
    "00012",
    "+1",
    "%2B1",
  ]) {
    expect(await html(request, `/syn/${id}`, 404), id).toContain(NOT_FOUND);
    const api = await request.get(`/api/syntheses/${id}`);
    expect(api.status(), `/api/syntheses/${id}`).toBe(404);
  }
});

test("slugs no record can have, such as a NUL byte, are a 404, never a 500", async ({ request }) => {
  for (const path of ["/authors/", "/author/", "/molecule/", "/named-reactions/", "/protecting-group/"]) {
    for (const slug of ["%00", "a%00b"]) {
      expect(await html(request, `${path}${slug}`, 404), `${path}${slug}`).toContain(NOT_FOUND);
    }
  }
});
