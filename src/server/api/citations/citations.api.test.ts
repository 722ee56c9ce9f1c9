import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

let t: TestApp;
let id: number;
let withdrawnId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://archive.example" });
  await loadReferenceData(t.runtime.publishDeps, fixtureReference);
  id = await publishSynthesis(
    t.runtime.publishDeps,
    fixtureDocument({
      references: [
        { display: "Chemist, F. J. Fixt. Chem. 2001, 1, 1. {100%}", doi: "10.1000/fixture.1", url: null },
        { display: "A thesis without a DOI", doi: null, url: null },
      ],
    }),
  );
  withdrawnId = await publishSynthesis(t.runtime.publishDeps, fixtureDocument());
  const editor = await signIn(t, "editor", "Citation Editor");
  const res = await t.request(`/api/syntheses/${withdrawnId}/unpublish`, {
    method: "POST",
    headers: { ...editor.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ note: "Withdrawn for the test" }),
  });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const get = (format: string, synthesisId = id) =>
  t.request(`/api/syntheses/${synthesisId}/citation?format=${format}`);

describe(`GET /api/syntheses/{id}/citation (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("answers RIS as a file: the page, then each publication, every record from TY to ER", async () => {
    const res = await get("ris");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-research-info-systems; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="synthesis-${id}.ris"`);
    const text = await res.text();
    expect(text.match(/^TY {2}- /gm)).toHaveLength(3);
    expect(text.match(/^ER {2}- $/gm)).toHaveLength(3);
    expect(text).toContain(`UR  - https://archive.example/syn/${id}\r\n`);
    expect(text).toContain("TI  - Synthesis of Fixture cyclohexyl acetate by Chemist (2001)\r\n");
    expect(text).toContain("DO  - 10.1000/fixture.1\r\n");
    // The page's last change is the synthesis's own (this year), not its publication year.
    expect(text).toMatch(new RegExp(`^PY  - ${new Date().getUTCFullYear()}\\r$`, "m"));
  });

  it("answers BibTeX with escaped text and CSL-JSON items with an id and a type", async () => {
    const bib = await get("bibtex");
    expect(bib.headers.get("content-type")).toBe("application/x-bibtex; charset=utf-8");
    expect(bib.headers.get("content-disposition")).toBe(`attachment; filename="synthesis-${id}.bib"`);
    const bibText = await bib.text();
    expect(bibText).toContain(`@misc{synthesis-${id},`);
    expect(bibText).toContain("title = {Chemist, F. J. Fixt. Chem. 2001, 1, 1. \\{100\\%\\}}");

    const csl = await get("csl");
    expect(csl.headers.get("content-type")).toBe("application/vnd.citationstyles.csl+json; charset=utf-8");
    expect(csl.headers.get("content-disposition")).toBe(`attachment; filename="synthesis-${id}.json"`);
    const items = (await csl.json()) as Record<string, unknown>[];
    expect(items.map((i) => i.type)).toEqual(["webpage", "article", "article"]);
    expect(items[0]).toMatchObject({ URL: `https://archive.example/syn/${id}`, title: expect.any(String) });
    expect(items[2]).toEqual({
      id: expect.stringMatching(new RegExp(`^synthesis-${id}-ref-\\d+$`)),
      type: "article",
      title: "A thesis without a DOI",
      note: expect.any(String),
    });
  });

  it("refuses an unknown format naming the field, and answers 404 and 410 like the synthesis", async () => {
    for (const format of ["pdf", ""]) {
      const res = await get(format);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; field: string } };
      expect(body.error).toMatchObject({ code: "invalid_input", field: "format" });
    }
    expect((await t.request(`/api/syntheses/${id}/citation`)).status).toBe(400);
    expect((await get("ris", 999999)).status).toBe(404);
    expect((await get("ris", withdrawnId)).status).toBe(410);
    expect((await t.request(`/api/syntheses/abc/citation?format=ris`)).status).toBe(404);
  });
});
