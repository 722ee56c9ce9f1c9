import { beforeAll, describe, expect, it } from "vitest";
import type { SearchSourceRepository } from "../../db/repositories/search-source.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";
import { SearchIndex, type SearchResults } from "./search-index.ts";

/** A search index over a few records per index, given as names (ids follow the order). */
async function indexOf(data: {
  authors?: [first: string, last: string][];
  molecules?: string[];
  namedReactions?: { name: string; synonyms?: string[] }[];
  reagents?: { name: string; formula?: string; synonyms?: string[] }[];
  /** A name, or a name with its synonyms. */
  solvents?: (string | { name: string; synonyms: string[] })[];
  syntheses?: {
    molecule: string;
    author: [first: string, last: string];
    year: number;
    type?: string;
    comment?: string;
    /** What its steps use: [kind, the item's name in its list, part, step]. */
    uses?: [kind: "namedReaction" | "reagent" | "solvent", name: string, part: number, step: number][];
  }[];
  /** InChIKeys by molecule name. */
  inchikeys?: Record<string, string>;
}): Promise<SearchIndex> {
  const keyOf = (name: string) => data.inchikeys?.[name] ?? null;
  const source: SearchSourceRepository = {
    authors: async () =>
      (data.authors ?? []).map(([first_name, last_name], i) => ({
        id: i + 1,
        first_name,
        last_name,
        url: `${first_name}-${last_name}`.toLowerCase(),
      })),
    molecules: async () =>
      (data.molecules ?? []).map((name, i) => ({
        id: i + 1,
        name,
        structure: `m${i + 1}`,
        formula: null,
        inchikey: keyOf(name),
      })),
    namedReactions: async () =>
      (data.namedReactions ?? []).map((r, i) => ({
        id: i + 1,
        name: r.name,
        url: `r${i + 1}`,
        short_description: null,
        synonyms: r.synonyms ?? [],
      })),
    reagents: async () =>
      (data.reagents ?? []).map((r, i) => ({
        id: i + 1,
        name: r.name,
        formula: r.formula ?? null,
        url: `g${i + 1}`,
        synonyms: r.synonyms ?? [],
        syntheses_count: 0,
      })),
    solvents: async () =>
      (data.solvents ?? []).map((solvent, i) => ({
        id: i + 1,
        url: `s${i + 1}`,
        syntheses_count: 0,
        ...(typeof solvent === "string" ? { name: solvent, synonyms: [] } : solvent),
      })),
    syntheses: async () =>
      (data.syntheses ?? []).map((s, i) => ({
        id: i + 1,
        year: s.year,
        type_1: s.type ?? "Total",
        molecule: s.molecule,
        first_name: s.author[0],
        last_name: s.author[1],
        inchikey: keyOf(s.molecule),
        comment: s.comment ?? "",
      })),
    synthesisUses: async () =>
      (data.syntheses ?? []).flatMap((s, i) =>
        (s.uses ?? []).map(([kind, name, part, step]) => {
          const list =
            kind === "namedReaction"
              ? (data.namedReactions ?? []).map((r) => r.name)
              : kind === "reagent"
                ? (data.reagents ?? []).map((r) => r.name)
                : (data.solvents ?? []).map((v) => (typeof v === "string" ? v : v.name));
          return { synthesis_id: i + 1, kind, item_id: list.indexOf(name) + 1, part, step };
        }),
      ),
  };
  const index = new SearchIndex(source);
  await index.rebuild();
  return index;
}

const names = (hits: { name: string }[]) => hits.map((h) => h.name);

/** Names found per index, leaving out the empty ones. */
const found = (r: SearchResults) =>
  Object.fromEntries(Object.entries(r).flatMap(([k, hits]) => (hits.length > 0 ? [[k, names(hits)]] : [])));

describe("SearchIndex typo tolerance", () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await indexOf({
      authors: [
        ["Robert", "Woodward"],
        ["Gilbert", "Stork"],
      ],
      molecules: ["Quinine", "Strychnine", "Taxol", "Morphine", "Cyclohexanone"],
      namedReactions: [
        { name: "Mitsunobu reaction" },
        { name: "Diels–Alder reaction", synonyms: ["[4+2] cycloaddition"] },
      ],
      reagents: [
        { name: "NEt₃", formula: "C₆H₁₅N", synonyms: ["triethylamine"] },
        { name: "DMAP", formula: "C₇H₁₀N₂", synonyms: ["4-dimethylaminopyridine"] },
      ],
      solvents: ["Pyridine", "THF", "MeOH"],
    });
  });
  const molecules = async (q: string) => names((await index.search(q)).molecules);

  it.each([
    // [query, index, expected names]: one swap of neighbouring letters is one typo, in every index
    ["woodwrad", "authors", ["Robert Woodward"]],
    ["qiunine", "molecules", ["Quinine"]],
    ["mitsnuobu", "namedReactions", ["Mitsunobu reaction"]],
    ["cycloadditoin", "namedReactions", ["Diels–Alder reaction"]], // a synonym
    ["triethlyamine", "reagents", ["NEt₃"]], // a synonym
    ["pyrdiine", "solvents", ["Pyridine"]],
    ["moeh", "solvents", ["MeOH"]], // four letters
  ] as const)("%j finds %s %j", async (q, name, expected) => {
    expect(names((await index.search(q))[name])).toEqual(expected);
  });

  it("tolerates no typo in words of fewer than four letters", async () => {
    expect(found(await index.search("tfh"))).toEqual({}); // THF swapped
    expect(found(await index.search("thx"))).toEqual({}); // THF substituted
    expect(found(await index.search("txl"))).toEqual({}); // not even as the start of Taxol
    expect(found(await index.search("thf"))).toEqual({ solvents: ["THF"] });
  });

  it("tolerates one typo in words of four to seven letters", async () => {
    expect(await molecules("txol")).toEqual(["Taxol"]); // 4 letters, a deletion
    expect(await molecules("tazol")).toEqual(["Taxol"]); // 5, a substitution
    expect(await molecules("quinien")).toEqual(["Quinine"]); // 7, a swap
    // Two typos in words of four to seven letters never match.
    expect(await molecules("tzxl")).toEqual([]); // 4: a substitution and a deletion
    expect(await molecules("toxal")).toEqual([]); // 5: two substitutions
    expect(await molecules("qiunien")).toEqual([]); // 7: two swaps
    expect(await molecules("quxnixe")).toEqual([]); // 7: two substitutions
  });

  it("tolerates two typos in words of eight letters or more, never three", async () => {
    expect(await molecules("mrophine")).toEqual(["Morphine"]); // 8 letters, one swap
    expect(await molecules("quinnine")).toEqual(["Quinine"]); // 8, one insertion
    expect(await molecules("strichnyne")).toEqual(["Strychnine"]); // 10, two substitutions
    expect(await molecules("tsrychnien")).toEqual(["Strychnine"]); // two swaps
    expect(await molecules("cyclohexanoen")).toEqual(["Cyclohexanone"]); // one swap
    expect(await molecules("cylcohexanoen")).toEqual(["Cyclohexanone"]); // two swaps
    expect(await molecules("strxchxixe")).toEqual([]); // three substitutions
    expect(await molecules("tsyrchnien")).toEqual([]); // three swaps
    expect(await molecules("cylcoehxanoen")).toEqual([]); // three swaps
  });

  it("gives each word of a query its own budget, by its own length", async () => {
    expect(names((await index.search("rboert woodwrad")).authors)).toEqual(["Robert Woodward"]);
    expect(names((await index.search("rob woodwrad")).authors)).toEqual(["Robert Woodward"]);
    expect(names((await index.search("robrt woodwrda")).authors)).toEqual(["Robert Woodward"]); // 1 + 2
    // 'rpb' is three letters: no typo, however long the other word.
    expect(names((await index.search("rpb woodward")).authors)).toEqual([]);
    // 'robbrtt' has seven letters: one typo, and it is two from 'robert'.
    expect(names((await index.search("robbrtt woodward")).authors)).toEqual([]);
    // Every word must match.
    expect(names((await index.search("gilbert woodward")).authors)).toEqual([]);
    expect(names((await index.search("diles aldre")).namedReactions)).toEqual(["Diels–Alder reaction"]);
  });

  it("matches the start of a word with typos too, within the same budget", async () => {
    expect(await molecules("qiun")).toEqual(["Quinine"]); // 'quin' swapped
    expect(await molecules("strichn")).toEqual(["Strychnine"]); // 'strychn', one substitution
  });

  it("never tolerates a typo in a number", async () => {
    const numbered = await indexOf({ molecules: ["Compound 2024", "Compound 2042"] });
    expect(names((await numbered.search("compound 2024")).molecules)).toEqual(["Compound 2024"]);
    expect(names((await numbered.search("2042")).molecules)).toEqual(["Compound 2042"]);
  });
});

describe("SearchIndex ranking", () => {
  it("puts the exact name first, then prefix matches, then typo matches", async () => {
    const index = await indexOf({
      // Listed worst first, so the order below is the ranking's, not the input's.
      molecules: ["Toxol", "Methyl taxoline", "Taxolidine", "Taxoline", "Taxol"],
    });
    expect(names((await index.search("taxol")).molecules)).toEqual([
      "Taxol", // the name is the query
      "Taxoline", // the name starts with the query, fewest letters completed
      "Taxolidine", // the name starts with the query
      "Methyl taxoline", // a word starts with the query
      "Toxol", // one typo
    ]);
  });

  it("puts a word completed by a prefix before a word reached only with a typo", async () => {
    const index = await indexOf({ molecules: ["Quinone", "Quinuclidine", "Hydroxyquinone", "Quinine"] });
    // 'quinin': 'quinine' starts with it; 'quinone' and 'quinuclidine' need a typo.
    expect(names((await index.search("quinin")).molecules)).toEqual(["Quinine", "Quinone"]);
    expect(names((await index.search("quinone")).molecules)).toEqual(["Quinone", "Quinine"]);
  });

  it("puts fewer typos first, and a whole word before the start of a word at equal typos", async () => {
    const index = await indexOf({
      molecules: ["Stryhcnone", "Strychninol", "Strychnone", "Strychnines", "Strychnine"],
    });
    expect(names((await index.search("strychnine")).molecules)).toEqual([
      "Strychnine", // the word itself
      "Strychnines", // starts with it
      "Strychnone", // one typo, the whole word
      "Strychninol", // one typo, its start 'strychnino'
      "Stryhcnone", // two typos
    ]);
  });

  it("ranks on the name, before synonyms and formulas, when typos and prefixes tie", async () => {
    const index = await indexOf({
      reagents: [
        { name: "Sodium borohydride reagent", synonyms: [] },
        { name: "NaBH₄", formula: "BH₄Na", synonyms: ["sodium borohydride"] },
        { name: "Sodium borohydride", synonyms: ["NaBH4"] },
      ],
    });
    expect(names((await index.search("sodium borohydride")).reagents)).toEqual([
      "Sodium borohydride", // the name is the query
      "Sodium borohydride reagent", // the name starts with the query
      "NaBH₄", // found by its synonym
    ]);
  });

  it("answers at most 10 hits per index and the same shape as before", async () => {
    const index = await indexOf({
      molecules: Array.from({ length: 30 }, (_, i) => `Taxol analogue ${i + 1}`),
      solvents: ["Taxolane"],
    });
    const r = await index.search("taxol");
    expect(r.molecules).toHaveLength(10);
    expect(r.molecules[0]).toEqual({ id: 1, url: "m1", name: "Taxol analogue 1", short_description: null });
    expect(names(r.molecules).slice(0, 3)).toEqual([
      "Taxol analogue 1",
      "Taxol analogue 2",
      "Taxol analogue 3",
    ]);
    expect(r).toEqual({
      authors: [],
      molecules: expect.any(Array),
      namedReactions: [],
      reagents: [],
      solvents: [{ id: 1, url: "s1", name: "Taxolane", short_description: null, syntheses_count: 0 }],
      syntheses: [],
    });
  });
});

describe("SearchIndex syntheses", () => {
  const syntheses = [
    { molecule: "Quinine", author: ["Gilbert", "Stork"], year: 2001 },
    { molecule: "Quinine", author: ["Robert B.", "Woodward"], year: 1944, type: "Formal" },
    { molecule: "Quinine", author: ["Paul", "Rabe"], year: 1918 },
    { molecule: "Oseltamivir phosphate", author: ["Elias J.", "Corey"], year: 2006 },
    { molecule: "Prostaglandin F2α", author: ["Elias J.", "Corey"], year: 1969 },
    { molecule: "Quinuclidine", author: ["Someone", "Else"], year: 1950 },
  ] satisfies { molecule: string; author: [string, string]; year: number; type?: string }[];

  it("finds a synthesis by molecule and investigator, molecule and year, investigator and year", async () => {
    const index = await indexOf({ syntheses });
    expect((await index.search("Corey oseltamivir")).syntheses).toEqual([
      {
        id: 4,
        url: "4",
        name: "Oseltamivir phosphate",
        short_description: "Elias J. Corey, 2006",
        molecule: "Oseltamivir phosphate",
        author: "Elias J. Corey",
        year: 2006,
      },
    ]);
    expect(names((await index.search("quinine 1944")).syntheses)).toEqual(["Quinine"]);
    expect((await index.search("Woodward 1944")).syntheses.map((h) => h.author)).toEqual([
      "Robert B. Woodward",
    ]);
    expect((await index.search("woodward quinine formal synthesis")).syntheses.map((h) => h.year)).toEqual([
      1944,
    ]);
    expect((await index.search("oseltamivri corey")).syntheses.map((h) => h.id)).toEqual([4]); // a typo
    expect((await index.search("quinine 1945")).syntheses).toEqual([]); // numbers take no typo
  });

  it("ranks the molecule named by the query first, then its syntheses in the order they were made", async () => {
    const index = await indexOf({ syntheses });
    expect((await index.search("quinine")).syntheses.map((h) => `${h.name} ${h.year}`)).toEqual([
      "Quinine 1918",
      "Quinine 1944",
      "Quinine 2001",
    ]);
    // 'quin' is the start of both names: the shorter completion first.
    expect((await index.search("quin")).syntheses.map((h) => `${h.name} ${h.year}`)).toEqual([
      "Quinine 1918",
      "Quinine 1944",
      "Quinine 2001",
      "Quinuclidine 1950",
    ]);
    expect((await index.search("corey")).syntheses.map((h) => h.name)).toEqual([
      "Oseltamivir phosphate",
      "Prostaglandin F2α",
    ]);
  });

  it("writes the answer's JSON byte for byte as JSON.stringify of the hits would", async () => {
    const index = await indexOf({
      syntheses,
      authors: [["Elias J.", "Corey"]],
      molecules: ["Quinine", "Oseltamivir phosphate"],
      reagents: [{ name: "NaBH₄", formula: "BH₄Na", synonyms: ["sodium borohydride"] }],
      solvents: ["Quinoline"],
    });
    for (const q of ["quin", "corey", "Corey oseltamivir", "sodium", "", "nothing at all", "quinine 1944"]) {
      const json = await index.searchJson(q);
      expect(json, q).toBe(JSON.stringify(await index.search(q)));
      expect(JSON.parse(json)).toEqual(await index.search(q)); // a second time, from the kept texts
    }
    expect(JSON.parse(await index.searchJson("quin")).syntheses).toHaveLength(4);
  });

  it("answers at most 10 syntheses", async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      molecule: "Taxol",
      author: ["A.", "Chemist"] as [string, string],
      year: 2010 - i,
    }));
    const hits = (await (await indexOf({ syntheses: many })).search("taxol")).syntheses;
    expect(hits.map((h) => h.year)).toEqual([1997, 1998, 1999, 2000, 2001, 2002, 2003, 2004, 2005, 2006]);
  });
});

/** A source with nothing but reagents, named as `names` reads them. */
function reagentsOnly(names: () => Promise<string[]>): SearchSourceRepository {
  const none = async () => [];
  return {
    authors: none,
    molecules: none,
    namedReactions: none,
    solvents: none,
    syntheses: none,
    synthesisUses: none,
    reagents: async () =>
      (await names()).map((name, i) => ({
        id: i + 1,
        name,
        formula: null,
        url: `g${i + 1}`,
        synonyms: [],
        syntheses_count: 0,
      })),
  };
}

describe("SearchIndex rebuilds out of order", () => {
  it("keeps the newer rebuild's index when an older one finishes after it", async () => {
    // Each rebuild reads the reagents once; the test decides when each read answers.
    const reads: ((names: string[]) => void)[] = [];
    const source = reagentsOnly(() => new Promise((answer) => reads.push(answer)));
    const index = new SearchIndex(source);
    const older = index.rebuild(); // read before a rename
    const newer = index.rebuild(); // read after it
    reads[1]?.(["Renamed reagent"]);
    await newer;
    reads[0]?.(["Unnamed reagent"]);
    await older;
    expect(names((await index.search("reagent")).reagents)).toEqual(["Renamed reagent"]);
  });
});

describe("SearchIndex answers asked again", () => {
  it("come from the memo until a rebuild, and never from an index older than the last one", async () => {
    let reagentNames = ["Fixture memolide"];
    const reads: (() => void)[] = [];
    let wait = false;
    const source = reagentsOnly(async () => {
      if (wait) await new Promise<void>((go) => reads.push(go));
      return reagentNames;
    });
    // The data revision's watcher, as the server's: a change starts a rebuild in the background.
    let changed = () => {};
    const watcher = { onChange: (listener: () => void) => (changed = listener) };
    const index = new SearchIndex(source, watcher as unknown as RevisionWatcher);
    await index.rebuild();
    const first = await index.searchJson("memolide");
    expect(JSON.parse(first).reagents.map((h: { name: string }) => h.name)).toEqual(["Fixture memolide"]);
    expect(await index.searchJson("memolide")).toBe(first);

    // A rename: while its rebuild reads, the query waits for it instead of answering from the memo.
    reagentNames = ["Fixture memolide B"];
    wait = true;
    changed();
    const during = index.searchJson("memolide");
    reads[0]?.();
    const names = (json: string) => JSON.parse(json).reagents.map((h: { name: string }) => h.name);
    expect(names(await during)).toEqual(["Fixture memolide B"]);
    expect(names(await index.searchJson("memolide"))).toEqual(["Fixture memolide B"]);
    // The answer is the same text as the results it was made from.
    expect(await index.searchJson("memolide")).toBe(JSON.stringify(await index.search("memolide")));
  });
});

describe("SearchIndex by InChIKey", () => {
  // Keys of the standard form made up for the test: two stereoisomers share the first block.
  const quinine = "AAAAAAAAAAAAAA-BBBBBBBBSA-N";
  const quinidine = "AAAAAAAAAAAAAA-CCCCCCCCSA-N";
  let index: SearchIndex;
  beforeAll(async () => {
    index = await indexOf({
      molecules: ["Quinine", "Quinidine", "Taxol"],
      syntheses: [
        { molecule: "Quinine", author: ["Gilbert", "Stork"], year: 2001 },
        { molecule: "Taxol", author: ["Robert", "Holton"], year: 1994 },
      ],
      inchikeys: { Quinine: quinine, Quinidine: quinidine, Taxol: "DDDDDDDDDDDDDD-EEEEEEEESA-N" },
    });
  });

  it("a full key finds its molecule and the molecule's syntheses, in any case", async () => {
    expect(found(await index.search(quinine))).toEqual({ molecules: ["Quinine"], syntheses: ["Quinine"] });
    expect(found(await index.search(` ${quinidine.toLowerCase()} `))).toEqual({ molecules: ["Quinidine"] });
  });

  it("the first block finds every stereoisomer of the skeleton", async () => {
    expect(names((await index.search("AAAAAAAAAAAAAA")).molecules)).toEqual(["Quinine", "Quinidine"]);
  });

  it("a key no molecule has, or a part of a key, finds nothing", async () => {
    expect(found(await index.search("ZZZZZZZZZZZZZZ-BBBBBBBBSA-N"))).toEqual({});
    expect(found(await index.search("AAAAAAA"))).toEqual({});
  });
});

describe("SearchIndex finds syntheses by what they use and by their description", () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await indexOf({
      namedReactions: [{ name: "Diels–Alder reaction", synonyms: ["[4+2] cycloaddition"] }],
      reagents: [
        { name: "Boc₂O", synonyms: ["di-tert-butyl dicarbonate", "Boc anhydride"] },
        { name: "PCC" },
      ],
      solvents: [{ name: "CH₂Cl₂", synonyms: ["dichloromethane", "DCM", "methylene chloride"] }, "THF"],
      syntheses: [
        {
          molecule: "Oseltamivir phosphate",
          author: ["Elias J.", "Corey"],
          year: 2006,
          comment: "A short route to the drug sold as Tamiflu.",
          uses: [
            ["namedReaction", "Diels–Alder reaction", 1, 1],
            ["reagent", "Boc₂O", 1, 4],
            ["solvent", "CH₂Cl₂", 1, 4],
            ["solvent", "CH₂Cl₂", 1, 6],
          ],
        },
        { molecule: "Quinine", author: ["Gilbert", "Stork"], year: 2001, uses: [["reagent", "PCC", 1, 2]] },
      ],
    });
  });

  it("a named reaction, reagent or solvent query lists the syntheses that use it, with the steps", async () => {
    const diels = await index.search("Diels-Alder");
    expect(diels.namedReactions.map((h) => h.name)).toEqual(["Diels–Alder reaction"]);
    expect(diels.syntheses).toMatchObject([
      { molecule: "Oseltamivir phosphate", via: "Diels–Alder reaction, step 1.1" },
    ]);
    expect((await index.search("Boc anhydride")).syntheses).toMatchObject([{ via: "Boc₂O, step 1.4" }]);
    expect((await index.search("CH2Cl2")).syntheses).toMatchObject([{ via: "CH₂Cl₂, steps 1.4, 1.6" }]);
    expect((await index.search("PCC")).syntheses.map((h) => h.molecule)).toEqual(["Quinine"]);
  });

  it("a solvent's synonyms find the solvent, which lists them, and the syntheses that use it", async () => {
    for (const query of [
      "dichloromethane",
      "DCM",
      "methylene chloride",
      "Methylene Chloride",
      "dichlorometh",
    ]) {
      const results = await index.search(query);
      expect(results.solvents, query).toMatchObject([
        { name: "CH₂Cl₂", short_description: "dichloromethane, DCM, methylene chloride" },
      ]);
      expect(results.syntheses, query).toMatchObject([
        { molecule: "Oseltamivir phosphate", via: "CH₂Cl₂, steps 1.4, 1.6" },
      ]);
    }
    // Both words must belong to the solvent's names: 'methylene' alone names it, 'chloride THF' not.
    expect((await index.search("chloride THF")).solvents).toEqual([]);
    // A solvent without synonyms keeps no note.
    expect((await index.search("THF")).solvents).toMatchObject([{ name: "THF", short_description: null }]);
  });

  it("a reagent's synonyms and its name typed on a plain keyboard find it and its syntheses", async () => {
    for (const query of ["Boc anhydride", "di-tert-butyl dicarbonate", "Boc2O", "boc₂o"]) {
      const results = await index.search(query);
      expect(
        results.reagents.map((h) => h.name),
        query,
      ).toEqual(["Boc₂O"]);
      expect(results.syntheses, query).toMatchObject([{ via: "Boc₂O, step 1.4" }]);
    }
  });

  it("words of a description find its synthesis, with no step to show", async () => {
    const tamiflu = (await index.search("Tamiflu")).syntheses;
    expect(tamiflu.map((h) => h.molecule)).toEqual(["Oseltamivir phosphate"]);
    expect(tamiflu[0]?.via).toBeUndefined();
    // The molecule's own name still says nothing about steps.
    expect((await index.search("quinine")).syntheses[0]?.via).toBeUndefined();
  });
});
