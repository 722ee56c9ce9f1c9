import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: TestApp;
let later: number;
let earlier: number;
let withdrawn: number;
let moleculeId: number;
let hiddenMoleculeId: number;

const ALONE = { name: "Fixture cyclohexanone", structure: "fixture-cyclohexanone", smiles: "O=C1CCCCC1" };

async function unpublish(id: number) {
  const editor = await signIn(t, "editor", `Editor ${id}`);
  const res = await t.request(`/api/syntheses/${id}/unpublish`, {
    method: "POST",
    headers: { ...editor.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ note: "Withdrawn for the test" }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://archive.example" });
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  // Published out of year order: the file lists routes by year.
  later = await publishSynthesis(
    t.runtime.publishDeps,
    fixtureDocument({
      year: 2001,
      references: [{ display: "Chemist, F. Fixt. Chem. 2001, 1, 1.", doi: "10.1000/later", url: null }],
    }),
  );
  earlier = await publishSynthesis(
    t.runtime.publishDeps,
    fixtureDocument({
      year: 1990,
      references: [{ display: "Chemist, F. Fixt. Chem. 1990, 5, 9.", doi: "10.1000/earlier", url: null }],
    }),
  );
  withdrawn = await publishSynthesis(t.runtime.publishDeps, fixtureDocument({ year: 1995 }));
  await unpublish(withdrawn);
  // A molecule whose only route was withdrawn: not public, so not found.
  await unpublish(await publishSynthesis(t.runtime.publishDeps, fixtureDocument({ molecule: ALONE })));
  const molecules = (await (await t.request("/api/molecules")).json()) as { id: number; structure: string }[];
  moleculeId = molecules.find((m) => m.structure === "fixture-cyclohexyl-acetate")?.id ?? 0;
  const signedIn = await signIn(t, "editor", "Molecule Reader");
  const all = (await (await t.request("/api/molecules", { headers: signedIn.headers })).json()) as {
    id: number;
    structure: string;
  }[];
  hiddenMoleculeId = all.find((m) => m.structure === ALONE.structure)?.id ?? 0;
  expect(moleculeId).toBeGreaterThan(0);
  expect(hiddenMoleculeId).toBeGreaterThan(0);
});
afterAll(() => t.close());

const get = (format: string, id = moleculeId) => t.request(`/api/molecules/${id}/citations?format=${format}`);

describe(`GET /api/molecules/{id}/citations (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("answers one RIS file with every published route in year order, each page then its publications", async () => {
    const res = await get("ris");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-research-info-systems; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="fixture-cyclohexyl-acetate-citations.ris"',
    );
    const text = await res.text();
    const pages = [...text.matchAll(/^UR {2}- (https:\/\/archive\.example\/syn\/\d+)\r$/gm)].map((m) => m[1]);
    expect(pages).toEqual([`https://archive.example/syn/${earlier}`, `https://archive.example/syn/${later}`]);
    expect(text).toContain("TI  - Synthesis of Fixture cyclohexyl acetate by Chemist (1990)\r\n");
    // Each page's publication follows it: the 1990 paper before the 2001 page.
    expect(text.indexOf("DO  - 10.1000/earlier")).toBeLessThan(text.indexOf(`/syn/${later}`));
    expect(text).toContain("DO  - 10.1000/later\r\n");
    expect(text).not.toContain(`/syn/${withdrawn}`);
    expect(text.match(/^TY {2}- /gm)).toHaveLength(4);
    expect(text.match(/^ER {2}- $/gm)).toHaveLength(4);
  });

  it("answers BibTeX entries and one CSL-JSON array holding every route's items", async () => {
    const bib = await get("bibtex");
    expect(bib.headers.get("content-type")).toBe("application/x-bibtex; charset=utf-8");
    expect(bib.headers.get("content-disposition")).toBe(
      'attachment; filename="fixture-cyclohexyl-acetate-citations.bib"',
    );
    const keys = [...(await bib.text()).matchAll(/^@misc\{([^,]+),$/gm)].map((m) => m[1]);
    expect(keys).toEqual([
      `synthesis-${earlier}`,
      expect.stringMatching(new RegExp(`^synthesis-${earlier}-ref-\\d+$`)),
      `synthesis-${later}`,
      expect.stringMatching(new RegExp(`^synthesis-${later}-ref-\\d+$`)),
    ]);

    const csl = await get("csl");
    expect(csl.headers.get("content-type")).toBe("application/vnd.citationstyles.csl+json; charset=utf-8");
    const items = (await csl.json()) as { id: string; type: string }[];
    expect(items.map((i) => i.type)).toEqual(["webpage", "article", "webpage", "article"]);
    expect(items[2]?.id).toBe(`synthesis-${later}`);
  });

  it("refuses a bad format naming the field; a molecule unknown or without a published route is 404", async () => {
    for (const format of ["sdf", ""]) {
      const res = await get(format);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; field: string } };
      expect(body.error).toMatchObject({ code: "invalid_input", field: "format" });
    }
    expect((await t.request(`/api/molecules/${moleculeId}/citations`)).status).toBe(400);
    expect((await get("ris", 999999)).status).toBe(404);
    expect((await get("ris", hiddenMoleculeId)).status).toBe(404);
    expect((await t.request("/api/molecules/abc/citations?format=ris")).status).toBe(404);
  });

  it("is declared in the OpenAPI document with its format parameter", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[]; tags?: string[] } }>;
    };
    const op = doc.paths["/api/molecules/{id}/citations"]?.get;
    expect(op?.tags).toEqual(["Molecules"]);
    expect(op?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["path:id", "query:format"]);
  });
});
