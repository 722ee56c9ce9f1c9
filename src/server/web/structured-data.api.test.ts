import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../tests/fixtures/documents.ts";
import { missingProperties } from "../../../tests/support/json-ld-requirements.ts";
import { siteContextOf } from "../../../tests/support/site-loaders.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import type { JsonLd } from "../../domain/structured-data/json-ld.ts";
import { loader as authorLoader } from "../../web/routes/author.tsx";
import { loader as moleculeLoader } from "../../web/routes/molecule.tsx";
import { loader as namedReactionLoader } from "../../web/routes/named-reaction.tsx";
import { loader as sitemapLoader } from "../../web/routes/sitemap.ts";
import { loader as synthesisLoader } from "../../web/routes/synthesis.tsx";
import { publishSynthesis } from "../api/shared/synthesis-writing/publish-synthesis.ts";
import { loadReferenceData } from "../seed/load-reference-data.ts";

/**
 * The structured data the page loaders hand their pages, read from a real database on both engines
 * (docs/decisions/site/0078-structured-data-and-the-sitemap-lastmod.md), and the sitemap's lastmod.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
});
afterAll(() => t.close());

const args = (params: Record<string, string>) =>
  ({ context: siteContextOf(t), params, request: new Request("http://x/") }) as never;
/** The page's JSON-LD, through JSON text as the page carries it. */
const jsonLdOf = (page: { jsonLd: JsonLd }) => JSON.parse(JSON.stringify(page.jsonLd)) as JsonLd;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let made = 0;
async function publishOwn() {
  const k = ++made;
  const document = fixtureDocument({
    molecule: {
      name: `Fixture JSON-LD target ${k}`,
      structure: `fixture-jsonld-target-${k}`,
      smiles: "CC(=O)OC1CCCCC1",
    },
    author: { firstName: "Jana", lastName: `Linked ${k}`, url: `jana-linked-${k}` },
  });
  const before = new Date().toISOString();
  const id = await publishSynthesis(t.runtime.publishDeps, document);
  return { id, document, before, after: new Date().toISOString() };
}

describe("structured data of the public pages", () => {
  it("a synthesis page names its target molecule with its SMILES and its publication with its DOI", async () => {
    const { id, document } = await publishOwn();
    const block = jsonLdOf(await synthesisLoader(args({ id: String(id) })));
    expect(missingProperties(block, "Dataset")).toEqual([]);
    expect(block["@id"]).toBe(`http://x/syn/${id}`);
    expect(block.about).toMatchObject({
      "@type": "MolecularEntity",
      name: document.molecule.name,
      smiles: "CC(=O)OC1CCCCC1",
      molecularFormula: "C8H14O2",
    });
    expect(block.creator).toMatchObject({ "@type": "Person", name: `Jana ${document.author.lastName}` });
    const [article] = block.citation as JsonLd[];
    expect(missingProperties(article, "ScholarlyArticleWithDoi")).toEqual([]);
    expect(article).toMatchObject({
      name: "Fixture reference",
      sameAs: "https://doi.org/10.1000/fixture.1",
      url: "https://example.org/fixture",
    });
  });

  it("a molecule page is a Bioschemas MolecularEntity, an author page a Person, a named reaction a DefinedTerm", async () => {
    const { id, document } = await publishOwn();
    const molecule = jsonLdOf(await moleculeLoader(args({ identifier: document.molecule.structure ?? "" })));
    expect(missingProperties(molecule, "MolecularEntity")).toEqual([]);
    expect(molecule).toMatchObject({ smiles: "CC(=O)OC1CCCCC1", identifier: document.molecule.structure });
    expect(molecule.subjectOf).toEqual([expect.objectContaining({ "@id": `http://x/syn/${id}` })]);

    const person = jsonLdOf(await authorLoader(args({ identifier: document.author.url ?? "" })));
    expect(missingProperties(person, "Person")).toEqual([]);
    expect(person.familyName).toBe(document.author.lastName);

    const term = jsonLdOf(await namedReactionLoader(args({ identifier: "fixture-acylation" })));
    expect(missingProperties(term, "DefinedTerm")).toEqual([]);
    expect(term.name).toBe("Fixture Acylation");
  });

  it("the sitemap gives every page a W3C datetime lastmod, a synthesis's from its last change", async () => {
    const { id, document, before, after } = await publishOwn();
    const response = (await sitemapLoader(args({}))) as Response;
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    const lastmods = new Map<string, string>();
    for (const url of urls) {
      const loc = /^<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>$/.exec(url);
      expect(loc, url).not.toBeNull();
      expect(loc?.[2]).toMatch(W3C_DATETIME);
      lastmods.set(loc?.[1] ?? "", loc?.[2] ?? "");
    }
    const synthesis = lastmods.get(`http://x/syn/${id}`) ?? "";
    // Whole seconds: the sitemap drops the milliseconds.
    expect(Date.parse(synthesis)).toBeGreaterThanOrEqual(Date.parse(before.slice(0, 19)));
    expect(Date.parse(synthesis)).toBeLessThanOrEqual(Date.parse(after));
    // The named reaction this synthesis uses changed, for the sitemap, when the synthesis did.
    expect(lastmods.get("http://x/named-reactions/fixture-acylation")).toBe(synthesis);
    expect(lastmods.get(`http://x/authors/${document.author.url}`)).toBe(synthesis);
  });
});
