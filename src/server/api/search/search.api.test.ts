import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { createFixtureApp } from "../../../../tests/support/fixture-app.ts";
import { signIn } from "../../../../tests/support/signed-in.ts";
import type { SearchResults } from "../../search/search-index.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

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
  it("answers the six indexes, with empty lists for an empty query", async () => {
    expect(await search("")).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
      syntheses: [],
    });
    expect(await search("   ")).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
      syntheses: [],
    });
    const missing = await t.request("/api/search");
    expect(await missing.json()).toEqual({
      authors: [],
      molecules: [],
      namedReactions: [],
      reagents: [],
      solvents: [],
      syntheses: [],
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

  it("rejects an over-long query with a 400 naming q in field, in words for people in the message", async () => {
    const res = await t.request(`/api/search?q=${"x".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid_input", field: "q", message: "Type at most 200 characters to search" },
    });
  });
});

/** The id of a demo synthesis, read through the public list. */
async function demoSynthesis(molecule: string, lastName: string, year: number): Promise<number> {
  const res = await t.request("/api/syntheses");
  const list = (await res.json()) as {
    id: number;
    year: number;
    molecule: { name: string };
    author: { lastName: string };
  }[];
  const found = list.find(
    (s) => s.molecule.name === molecule && s.author.lastName === lastName && s.year === year,
  );
  if (!found) throw new Error(`the demo data holds ${molecule} by ${lastName} (${year})`);
  return found.id;
}

describe("GET /api/search: syntheses", () => {
  it("finds a synthesis by molecule and investigator, by molecule and year, by investigator and year", async () => {
    const corey = await demoSynthesis("Oseltamivir phosphate", "Corey", 2006);
    const woodward = await demoSynthesis("Quinine", "Woodward", 1944);
    expect((await search("Corey oseltamivir")).syntheses).toEqual([
      {
        id: corey,
        url: String(corey),
        name: "Oseltamivir phosphate",
        short_description: "Elias J. Corey, 2006",
        molecule: "Oseltamivir phosphate",
        author: "Elias J. Corey",
        year: 2006,
      },
    ]);
    // The synthesis the words name comes first; others may follow that only mention them in their
    // description ("…taken on by Woodward's formal synthesis…").
    for (const q of ["quinine 1944", "Woodward 1944", "woodward quinine formal synthesis"]) {
      expect((await search(q)).syntheses[0]?.id, q).toBe(woodward);
    }
    // The other sections keep their rule: every word must match there too.
    expect((await search("Corey oseltamivir")).authors).toEqual([]);
  });

  it("a named reaction's name also lists the syntheses that use it, with the steps; a trade name in a description finds its routes", async () => {
    const diels = await search("Diels-Alder");
    expect(diels.namedReactions.map((h) => h.name)).toContain("Diels–Alder reaction");
    const using = diels.syntheses as { molecule: string; via?: string }[];
    expect(using.length).toBeGreaterThanOrEqual(5);
    for (const hit of using) expect(hit.via, hit.molecule).toMatch(/^Diels–Alder reaction, steps? \d+\.\d+/);
    expect(using.map((h) => h.molecule)).toContain("Cubane");
    const tamiflu = (await search("Tamiflu")).syntheses;
    expect(tamiflu.length).toBeGreaterThan(0);
    expect(new Set(tamiflu.map((h) => h.molecule))).toEqual(new Set(["Oseltamivir phosphate"]));
  });

  it("lists the syntheses of the molecule named first, in the order they were made", async () => {
    const hits = (await search("quinine")).syntheses;
    const list = (await (await t.request("/api/syntheses")).json()) as {
      year: number;
      molecule: { name: string };
    }[];
    const quinine = list.filter((s) => s.molecule.name === "Quinine").map((s) => `Quinine ${s.year}`);
    expect(quinine.length).toBeGreaterThanOrEqual(4);
    // Every route to quinine, oldest first; then syntheses that only mention it in their description.
    expect(hits.slice(0, quinine.length).map((h) => `${h.molecule} ${h.year}`)).toEqual(quinine.sort());
  });

  it("tolerates typos as the other sections do, never in a year", async () => {
    const woodward = await demoSynthesis("Quinine", "Woodward", 1944);
    const corey = await demoSynthesis("Oseltamivir phosphate", "Corey", 2006);
    expect((await search("qiunine 1944")).syntheses.map((h) => h.id)).toEqual([woodward]); // a swap
    expect((await search("oseltamivri corey")).syntheses.map((h) => h.id)).toEqual([corey]);
    expect((await search("woodwrad 1944")).syntheses.map((h) => h.id)).toEqual([woodward]);
    expect((await search("quinine 1945")).syntheses).toEqual([]);
  });

  it("answers at most 10 syntheses, finds new ones at once and leaves unpublished ones out", async () => {
    const molecule = { name: "Fixture limitane", structure: "fixture-limitane", smiles: "CC(=O)OC1CCCCC1" };
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await publishSynthesis(t.runtime.publishDeps, fixtureDocument({ molecule, year: 1990 + i })));
    }
    const hits = (await search("fixture limitane")).syntheses;
    expect(hits.map((h) => h.year)).toEqual([1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999]);
    expect(hits.map((h) => h.id)).toEqual(ids.slice(0, 10));

    const editor = await signIn(t, "editor", "Search Unpublisher");
    const res = await t.request(`/api/syntheses/${ids[0]}/unpublish`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...editor.headers },
    });
    expect(res.status).toBe(200);
    const after = (await search("fixture limitane 1990")).syntheses;
    expect(after).toEqual([]);
    expect((await search("fixture limitane 1991")).syntheses.map((h) => h.id)).toEqual([ids[1]]);
  });
});
