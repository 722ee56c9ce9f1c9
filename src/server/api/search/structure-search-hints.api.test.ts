import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createStructureSourceRepository } from "../../../db/repositories/structure-fingerprints.ts";
import type { StructureQuery, StructureSearchResults } from "../../../domain/structure-search.ts";
import { StructureSearch, type StructureSearchRdkit } from "../../search/structure-search.ts";
import { readSmiles } from "../../structures/fingerprints.ts";
import { getRdkit } from "../../structures/rdkit.ts";

// Structure search says how it matches: bonds=any, and hints computed by running the looser search.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The saturated steroid skeleton (gonane): no demo structure has it with single bonds only. */
const GONANE = "C1CCC2C(C1)CCC1C2CCC2CCCC21";
/** The same skeleton written by hand as SMARTS with generic bonds. */
const GONANE_ANY_BOND =
  "[#6]1~[#6]~[#6]~[#6]2~[#6](~[#6]~1)~[#6]~[#6]~[#6]1~[#6]~2~[#6]~[#6]~[#6]2~[#6]~[#6]~[#6]~[#6]~1~2";
/** Quinine as the demo data records it, and without its stereocentres. */
const QUININE = "COc1ccc2nccc([C@@H](O)[C@@H]3C[C@@H]4CCN3C[C@@H]4C=C)c2c1";
const FLAT_QUININE = "COc1ccc2nccc(C(O)C3CC4CCN3CC4C=C)c2c1";

type ApiErrorBody = { error: { code: string; message: string; field?: string } };

async function answer(params: Record<string, string>) {
  const res = await t.request(`/api/search/structure?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StructureSearchResults;
}

/** The public target molecules a SMARTS pattern matches, by RDKit directly. */
async function targetsMatching(smarts: string): Promise<string[]> {
  const rdkit = await getRdkit();
  const pattern = rdkit.get_qmol(smarts);
  if (!pattern) throw new Error(smarts);
  const out = new Set<string>();
  for (const m of await createStructureSourceRepository(t.runtime.db.kysely).targets()) {
    const mol = m.smiles ? readSmiles(rdkit, m.smiles) : null;
    if (!mol) continue;
    if (JSON.parse(mol.get_substruct_match(pattern)).atoms) out.add(m.name);
    mol.delete();
  }
  pattern.delete();
  return [...out].sort();
}

const targetNames = (results: StructureSearchResults) =>
  [...new Set(results.targets.map((h) => h.molecule.name))].sort();

describe("structure search: any bond order", () => {
  it("a saturated steroid finds no steroid with bond orders counting, and every steroid with any bond", async () => {
    const expected = await targetsMatching(GONANE_ANY_BOND);
    expect(expected).toEqual(["Aldosterone", "Estrone", "Progesterone"]);
    const strict = await answer({ q: GONANE });
    expect(strict.query.bonds).toBe("exact");
    expect(strict.targets).toEqual([]);
    const loose = await answer({ q: GONANE, bonds: "any" });
    expect(loose.query.bonds).toBe("any");
    expect(loose.query.format).toBe("smiles");
    expect(targetNames(loose)).toEqual(expected);
    // A hit's drawing highlights the any-bond match; read with bond orders counting, it has none.
    const estrone = loose.targets.find((hit) => hit.molecule.name === "Estrone");
    expect(estrone?.image).toContain("bonds=any");
    expect(estrone?.atoms).toHaveLength(17);
    const drawing = await t.request(estrone?.image ?? "");
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get("content-type")).toContain("image/svg+xml");
    const strictDrawing = await t.request((estrone?.image ?? "").replace("&bonds=any", ""));
    expect(strictDrawing.status).toBe(404);
    expect(((await strictDrawing.json()) as ApiErrorBody).error.field).toBe("q");
  });

  it("a SMARTS pattern is read as written (bonds null); other modes ignore the parameter", async () => {
    const smarts = await answer({ q: "[#6]~[#8]", bonds: "any" });
    expect(smarts.query.format).toBe("smarts");
    expect(smarts.query.bonds).toBeNull();
    expect((await answer({ q: "CCO", mode: "exact", bonds: "any" })).query.bonds).toBeNull();
  });

  it("refuses a bonds value other than exact or any, naming the field", async () => {
    const res = await t.request(`/api/search/structure?${new URLSearchParams({ q: "CCO", bonds: "some" })}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(error.field).toBe("bonds");
    expect(error.message).toMatch(/any/);
  });
});

describe("structure search: hints when nothing matches", () => {
  it("a substructure query that finds nothing names bonds=any with what that search finds", async () => {
    const strict = await answer({ q: GONANE });
    expect(strict.targets.length + strict.chemicals.length).toBe(0);
    const loose = await answer({ q: GONANE, bonds: "any" });
    expect(strict.hints).toEqual([
      {
        parameter: "bonds",
        value: "any",
        targets: loose.targets.length,
        chemicals: loose.chemicals.length,
        complete: loose.complete,
      },
    ]);
    // The looser search itself found something: it gives no hint.
    expect(loose.hints).toEqual([]);
  });

  it("an exact query that finds nothing with stereochemistry names stereo=ignore", async () => {
    const strict = await answer({ q: FLAT_QUININE, mode: "exact" });
    expect(strict.targets).toEqual([]);
    const ignored = await answer({ q: FLAT_QUININE, mode: "exact", stereo: "ignore" });
    expect(targetNames(ignored)).toContain("Quinine");
    expect(strict.hints).toEqual([
      {
        parameter: "stereo",
        value: "ignore",
        targets: ignored.targets.length,
        chemicals: ignored.chemicals.length,
        complete: true,
      },
    ]);
  });

  it("no hint when the looser search finds nothing either, nor for similarity", async () => {
    const perfluoro = "FC(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)F";
    const none = await answer({ q: perfluoro });
    expect(none.targets.length + none.chemicals.length).toBe(0);
    expect((await answer({ q: perfluoro, bonds: "any" })).targets).toEqual([]);
    expect(none.hints).toEqual([]);
    expect((await answer({ q: perfluoro, mode: "exact" })).hints).toEqual([]);
    expect((await answer({ q: perfluoro, mode: "similarity", threshold: "0.99" })).hints).toEqual([]);
  });

  it("the looser search runs only when the strict one found nothing", async () => {
    // The server's own structure workers, counted: the search asks them once per reading it runs.
    const calls: string[] = [];
    const real = t.runtime.structures;
    const counted: StructureSearchRdkit = {
      readQuery: (...args) => {
        calls.push("readQuery");
        return real.readQuery(...args);
      },
      substructure: (...args) => {
        calls.push(`substructure:${args[6] ? "any" : "exact"}`);
        return real.substructure(...args);
      },
      exactIgnoringStereo: (...args) => {
        calls.push("exactIgnoringStereo");
        return real.exactIgnoringStereo(...args);
      },
      setTable: (table) => real.setTable(table),
      version: () => real.version(),
      fingerprints: (list) => real.fingerprints(list),
      get workers() {
        return 1;
      },
    };
    const search = new StructureSearch(createStructureSourceRepository(t.runtime.db.kysely), counted);
    const base: StructureQuery = {
      q: "c1ccccc1",
      mode: "substructure",
      limit: 50,
      threshold: 0.5,
      stereo: "counts",
      after: null,
    };
    try {
      const found = await search.search(base);
      expect(found.targets.length).toBeGreaterThan(0);
      expect(calls).toEqual(["substructure:exact"]);
      calls.length = 0;
      const hinted = await search.search({ ...base, q: GONANE });
      expect(hinted.hints.map((hint) => hint.parameter)).toEqual(["bonds"]);
      expect(calls).toEqual(["substructure:exact", "substructure:any"]);
      calls.length = 0;
      // A later page never runs the looser search, even when it is empty.
      await search.search({
        ...base,
        q: GONANE,
        after: { list: "chemicals", position: 1_000_000, shown: 0 },
      });
      expect(calls).toEqual(["substructure:exact"]);
      calls.length = 0;
      // An exact query that finds the structure as drawn: no second search either.
      const quinine = await search.search({ ...base, q: QUININE, mode: "exact" });
      expect(targetNames(quinine)).toContain("Quinine");
      expect(calls).toEqual(["readQuery"]);
    } finally {
      await search.settle();
    }
  });
});
