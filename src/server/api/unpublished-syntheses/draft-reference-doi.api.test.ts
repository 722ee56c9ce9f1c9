import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

// A DOI typed or pasted in any form is stored as the DOI itself (docs/product/api.md §5.7).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let people = 0;
/** A contributor of the test's own. */
const contributor = () => signIn(t, "contributor", `Doi Drafter ${++people}`);

const send = (who: SignedIn, method: string, path: string, body: unknown) =>
  t.request(`/api/unpublishedSyntheses${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...who.headers },
    body: JSON.stringify(body),
  });
type Reference = { display: string; doi: string | null; url: string | null };
async function storedReferences(who: SignedIn, id: number): Promise<Reference[]> {
  const res = await t.request(`/api/unpublishedSyntheses/${id}`, { headers: who.cookieOnly });
  expect(res.status).toBe(200);
  return JSON.parse(((await res.json()) as { synthesis_json: string }).synthesis_json).references;
}
const draftCount = async (who: SignedIn) =>
  ((await (await t.request("/api/unpublishedSyntheses", { headers: who.cookieOnly })).json()) as unknown[])
    .length;

const DOI = "10.1021/ja01638a067";
const FORMS = [
  DOI,
  `doi:${DOI}`,
  `DOI: ${DOI}`,
  `https://doi.org/${DOI}`,
  `http://dx.doi.org/${DOI}`,
  `  https://doi.org/${DOI}. `,
  "https://doi.org/10.1021%2Fja01638a067",
];

describe(`draft references with a DOI (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("stores the DOI of every pasted form normalised, as text JSON and as an object, on create and update", async () => {
    const ann = await contributor();
    const references = FORMS.map((doi, i) => ({ display: `Reference ${i}`, doi, url: null }));
    const asText = await send(ann, "POST", "", {
      display_name: "DOI forms",
      synthesis_json: JSON.stringify({ references }),
    });
    expect(asText.status).toBe(201);
    const { id } = (await asText.json()) as { id: number };
    expect((await storedReferences(ann, id)).map((r) => r.doi)).toEqual(FORMS.map(() => DOI));
    // The rest of each reference is kept as sent.
    expect((await storedReferences(ann, id))[3]).toEqual({ display: "Reference 3", doi: DOI, url: null });

    const updated = await send(ann, "PUT", `/${id}`, {
      synthesis_json: { references: [{ display: "Changed", doi: `doi:${DOI.toUpperCase()}`, url: null }] },
    });
    expect(updated.status).toBe(200);
    // DOIs match ignoring case, but the spelling typed is kept.
    expect(await storedReferences(ann, id)).toEqual([
      { display: "Changed", doi: DOI.toUpperCase(), url: null },
    ]);
  });

  it("moves a DOI typed as the reference's text, or ending it, into its DOI", async () => {
    const ann = await contributor();
    const res = await send(ann, "POST", "", {
      display_name: "DOI as text",
      synthesis_json: {
        references: [
          { display: `https://doi.org/${DOI}`, doi: null, url: null },
          { display: "Woodward, R. B. J. Am. Chem. Soc. 1954, 76, 4749.", doi: null, url: null },
          { display: `Woodward, R. B. Tetrahedron 1963, 19, 247. DOI: ${DOI}`, doi: "", url: null },
          // A reference with its own DOI keeps its text, whatever it is.
          { display: "10.1021/ja00000a000", doi: DOI, url: null },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(await storedReferences(ann, ((await res.json()) as { id: number }).id)).toEqual([
      { display: "", doi: DOI, url: null },
      { display: "Woodward, R. B. J. Am. Chem. Soc. 1954, 76, 4749.", doi: null, url: null },
      { display: "Woodward, R. B. Tetrahedron 1963, 19, 247.", doi: DOI, url: null },
      { display: "10.1021/ja00000a000", doi: DOI, url: null },
    ]);
  });

  it("refuses a DOI that is not one with a 400 naming the reference's doi, and stores nothing", async () => {
    const ann = await contributor();
    const before = await draftCount(ann);
    for (const doi of ["ja01638a067", "10.1021/ ja01638a067", "https://example.org/10.1021/x"]) {
      const res = await send(ann, "POST", "", {
        display_name: "Bad DOI",
        synthesis_json: {
          references: [
            { display: "Fine", doi: null },
            { display: "Bad", doi },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toEqual({
        code: "invalid_input",
        message: "synthesis_json.references.1.doi: must look like 10.1234/abc",
        field: "synthesis_json.references.1.doi",
      });
    }
    expect(await draftCount(ann)).toBe(before);
  });
});
