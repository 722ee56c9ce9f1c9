import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import { loadReferenceData } from "../../commands/load-reference-data.ts";
import type { SearchResults } from "../../search/search-index.ts";

let t: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  t = await createFixtureApp();
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResults;
};
const names = (hits: { name: string }[]) => hits.map((h) => h.name);

describe("GET /api/search", () => {
  it("answers the five indexes, with empty lists for an empty query", async () => {
    expect(await search("")).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
    });
    expect(await search("   ")).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
    });
    const missing = await t.request("/api/search");
    expect(await missing.json()).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
    });
  });

  it("hits carry id, url, name and short_description", async () => {
    const r = await search("fixture chemist");
    expect(r.authors).toContainEqual({
      id: expect.any(Number),
      url: "fixture-chemist",
      name: "Fixture Chemist",
      short_description: null,
    });
    const m = await search("fixture cyclohexyl");
    expect(m.molecules[0]).toMatchObject({
      url: "fixture-cyclohexyl-acetate",
      name: "Fixture cyclohexyl acetate",
      short_description: "C8H14O2",
    });
  });

  it("is case-, accent- and subscript-insensitive", async () => {
    expect(names((await search("FIXTURE NABH4")).reagents)).toContain("Fixture NaBH₄");
    expect(names((await search("fixture ac2o")).reagents)).toContain("Fixture Ac₂O");
    expect(names((await search("fixtüre chemíst")).authors)).toContain("Fixture Chemist");
  });

  it("matches prefixes and tolerates one typo from four letters, two from eight", async () => {
    expect(names((await search("fixt acyl")).namedReactions)).toContain("Fixture Acylation");
    expect(names((await search("fixture acylatian")).namedReactions)).toContain("Fixture Acylation"); // substitution
    expect(names((await search("fixture pyridne")).solvents)).toContain("Fixture pyridine"); // deletion
    expect(names((await search("fixture pyrridine")).solvents)).toContain("Fixture pyridine"); // insertion
    expect(names((await search("fixture pyrydyne")).solvents)).toContain("Fixture pyridine"); // two typos, 8 letters
    expect(names((await search("fixture pyrydyme")).solvents)).not.toContain("Fixture pyridine"); // three
    expect(names((await search("fixture pyrydne")).solvents)).not.toContain("Fixture pyridine"); // two, 7 letters
    expect(names((await search("fixture maoh")).solvents)).toEqual(["Fixture MeOH"]); // one typo, 4 letters
    // Words of three letters must match exactly (or as a prefix): 'mao' is not 'meo'.
    expect(names((await search("fixture mao")).solvents)).toEqual([]);
  });

  it("counts two swapped letters as one typo, in every word and every index", async () => {
    // One swap each: 'qiunine' (Quinine), 'wodoward' (Woodward), 'fixtrue chemsit', 'acylatoin', 'pyrdiine'.
    expect((await search("qiunine")).molecules[0]).toMatchObject({
      name: "Quinine",
      url: expect.any(String),
    });
    expect(names((await search("wodoward")).authors)).toEqual(["Robert B. Woodward"]);
    expect(names((await search("fixtrue chemsit")).authors)).toEqual(["Fixture Chemist"]);
    expect(names((await search("fixture acylatoin")).namedReactions)).toEqual(["Fixture Acylation"]);
    expect(names((await search("fixture pyrdiine")).solvents)).toEqual(["Fixture pyridine"]);
    expect(names((await search("fixture moeh")).solvents)).toEqual(["Fixture MeOH"]);
    expect(names((await search("fixture sodium borohydirde")).reagents)).toEqual(["Fixture NaBH₄"]);
    // Exact before typo: 'quinine' itself is the first hit, and the swapped query finds the same.
    expect((await search("quinine")).molecules[0].name).toBe("Quinine");
  });

  it("finds reagents by synonym and puts exact matches first", async () => {
    expect(names((await search("sodium borohydride")).reagents)).toContain("Fixture NaBH₄");
    const hits = (await search("fixture meoh")).solvents;
    expect(hits[0].name).toBe("Fixture MeOH");
  });

  it("returns at most 10 hits per index", async () => {
    for (const list of Object.values(await search("a"))) expect(list.length).toBeLessThanOrEqual(10);
  });

  it("sees writes without a restart", async () => {
    expect((await search("fixture tosyl")).reagents).toEqual([]);
    await loadReferenceData(t.runtime.publishDeps, {
      ...fixtureReference,
      reagents: [{ name: "Fixture TsCl", formula: "C₇H₇ClO₂S", synonyms: ["Fixture tosyl chloride"] }],
    });
    expect(names((await search("fixture tosyl")).reagents)).toEqual(["Fixture TsCl"]);
  });

  it("rejects an over-long query with a 400 naming q", async () => {
    const res = await t.request(`/api/search?q=${"x".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_input", field: "q" } });
  });
});
