import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createStructureSourceRepository } from "../../../db/repositories/structure-fingerprints.ts";
import type { StructureSearchResults } from "../../../domain/structure-search.ts";
import { readSmiles } from "../../structures/fingerprints.ts";
import { getRdkit } from "../../structures/rdkit.ts";

// Issue 24, point 8: complete, stable, paged structure search; Continue after a cut; stereochemistry.
let t: TestApp;
/** The same archive with a budget of 1 ms of CPU a page: a benzene search is cut again and again. */
let tight: TestApp;
beforeAll(async () => {
  [t, tight] = await Promise.all([createTestApp(), createTestApp({ STRUCTURE_SEARCH_BUDGET_MS: "1" })]);
});
afterAll(() => Promise.all([t.close(), tight.close()]));

const BENZENE = "c1ccccc1";
const names = new Intl.Collator("en", { sensitivity: "base", numeric: true });

async function answer(app: TestApp, params: Record<string, string>) {
  const res = await app.request(`/api/search/structure?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return {
    body: (await res.json()) as StructureSearchResults,
    cacheControl: res.headers.get("cache-control"),
  };
}

/** Every page of a query, following `next` (bounded: a loop that never ends fails). */
async function allPages(app: TestApp, params: Record<string, string>) {
  const pages: StructureSearchResults[] = [];
  let after: string | null = null;
  for (let i = 0; i < 400; i++) {
    const { body } = await answer(app, after ? { ...params, after } : params);
    pages.push(body);
    after = body.next;
    if (!after) return pages;
  }
  throw new Error("the search never ended");
}

/** The public target molecules containing benzene, by RDKit directly. */
async function benzeneTargets(app: TestApp): Promise<string[]> {
  const rdkit = await getRdkit();
  const pattern = rdkit.get_qmol(BENZENE);
  if (!pattern) throw new Error("benzene");
  const out: string[] = [];
  for (const m of await createStructureSourceRepository(app.runtime.db.kysely).targets()) {
    const mol = m.smiles ? readSmiles(rdkit, m.smiles) : null;
    if (!mol) continue;
    if (JSON.parse(mol.get_substruct_match(pattern)).atoms) out.push(m.name);
    mol.delete();
  }
  pattern.delete();
  return out.sort((a, b) => names.compare(a, b));
}

describe("structure search: complete and stable", () => {
  it("the benzene query gives the same complete list of targets every time, by name", async () => {
    const expected = await benzeneTargets(t);
    expect(expected.length).toBeGreaterThan(5);
    const query = { q: BENZENE, mode: "substructure" as const, limit: 50, threshold: 0.5 };
    // Five at once, past the HTTP cache: the engine itself must be stable.
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.runtime.structureSearch.search({ ...query, stereo: "counts", after: null }),
      ),
    );
    for (const run of runs) {
      expect(run.cut).toBe(false);
      expect(run.targets.map((hit) => hit.molecule.name)).toEqual(expected);
      expect(run.chemicals.map((hit) => hit.smiles)).toEqual(runs[0]?.chemicals.map((hit) => hit.smiles));
    }
    const { body, cacheControl } = await answer(t, { q: BENZENE });
    expect(body.targets.map((hit) => hit.molecule.name)).toEqual(expected);
    expect(body.chemicals).toHaveLength(50);
    expect(body.next).toMatch(/^c\d+\.50$/);
    expect(body.cut).toBe(false);
    expect(cacheControl).toBe("public, max-age=60");
  });

  it("pages the reaction chemicals in the documented order, each once", async () => {
    const pages = await allPages(t, { q: BENZENE, limit: "40" });
    expect(pages.length).toBeGreaterThan(2);
    const chemicals = pages.flatMap((page) => page.chemicals);
    expect(new Set(chemicals.map((hit) => hit.smiles)).size).toBe(chemicals.length);
    pages.forEach((page, i) => {
      expect(page.cut).toBe(false);
      if (i === 0) return;
      // Later pages: no targets again, numbered on from the pages before.
      expect(page.targets).toEqual([]);
      expect(page.before).toEqual({ targets: null, chemicals: 40 * i });
      expect(page.chemicals.length).toBeLessThanOrEqual(40);
    });
    expect(pages.at(-1)?.complete).toBe(true);
    // Synthesis by synthesis (target name, year, id), then part, step and role.
    const roles = { substrate: 0, product: 1, special_reagent: 2 };
    const firsts = chemicals.map((hit) => hit.occurrences[0]);
    for (let i = 1; i < firsts.length; i++) {
      const a = firsts[i - 1];
      const b = firsts[i];
      if (!a || !b) throw new Error("a hit without a place");
      const order =
        names.compare(a.synthesis.molecule, b.synthesis.molecule) ||
        a.synthesis.year - b.synthesis.year ||
        a.synthesis.id - b.synthesis.id ||
        a.part - b.part ||
        a.step - b.step ||
        roles[a.role] - roles[b.role];
      expect(order).toBeLessThanOrEqual(0);
    }
    // The same chemicals as one large page.
    const whole = await answer(t, { q: BENZENE, limit: "200" });
    if (whole.body.next === null)
      expect(chemicals.map((h) => h.smiles)).toEqual(whole.body.chemicals.map((h) => h.smiles));
    else
      expect(chemicals.slice(0, 200).map((h) => h.smiles)).toEqual(whole.body.chemicals.map((h) => h.smiles));
  });

  it("a search the budget cut says so, is not cached, and Continue resumes it to the same answer", async () => {
    const first = await answer(tight, { q: BENZENE, limit: "200" });
    expect(first.body.cut).toBe(true);
    expect(first.body.next).not.toBeNull();
    expect(first.cacheControl).toBe("no-store");
    const cutPages = await allPages(tight, { q: BENZENE, limit: "200" });
    expect(cutPages.filter((page) => page.cut).length).toBeGreaterThan(1);
    const fullPages = await allPages(t, { q: BENZENE, limit: "200" });
    expect(fullPages.every((page) => !page.cut)).toBe(true);
    const joined = (pages: StructureSearchResults[]) => ({
      targets: pages.flatMap((page) => page.targets.map((hit) => hit.molecule.name)),
      chemicals: pages.flatMap((page) => page.chemicals.map((hit) => hit.smiles)),
    });
    expect(joined(cutPages)).toEqual(joined(fullPages));
  });

  it("refuses a cursor or stereochemistry choice it does not know, naming the parameter", async () => {
    for (const after of ["x", "c12", "t-1.0", "c1.2.3"]) {
      const res = await t.request(`/api/search/structure?${new URLSearchParams({ q: BENZENE, after })}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe("after");
    }
    const res = await t.request(
      `/api/search/structure?${new URLSearchParams({ q: "CCO", mode: "exact", stereo: "no" })}`,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("stereo");
    // A cursor past the end (the data changed since) is the end, not an error.
    const late = await answer(t, { q: BENZENE, after: "c999999.50" });
    expect(late.body.chemicals).toEqual([]);
    expect(late.body.next).toBeNull();
  });
});

describe("exact structure search and stereochemistry", () => {
  it("says stereochemistry counts; ignoring it finds the target drawn as its enantiomer", async () => {
    // A target whose mirror image is another structure (not meso), the same on both engines.
    const rdkit = await getRdkit();
    const canonical = (smiles: string) => {
      const mol = readSmiles(rdkit, smiles);
      const text = mol?.get_smiles() ?? "";
      mol?.delete();
      return text;
    };
    const mirror = (smiles: string) => smiles.replace(/@@?/g, (mark) => (mark === "@" ? "@@" : "@"));
    const targets = await createStructureSourceRepository(t.runtime.db.kysely).targets();
    const chiral = targets
      .sort((a, b) => a.id - b.id)
      .find((m) => m.smiles?.includes("@") && canonical(mirror(m.smiles)) !== canonical(m.smiles));
    if (!chiral?.smiles) throw new Error("the demo data has no chiral target");
    const enantiomer = mirror(chiral.smiles);
    const counted = (await answer(t, { q: enantiomer, mode: "exact" })).body;
    expect(counted.query.stereo).toBe("counts");
    expect(counted.targets.map((hit) => hit.molecule.id)).not.toContain(chiral.id);
    const ignored = (await answer(t, { q: enantiomer, mode: "exact", stereo: "ignore" })).body;
    expect(ignored.query.stereo).toBe("ignore");
    expect(ignored.targets.map((hit) => hit.molecule.id)).toContain(chiral.id);
    expect(ignored.targets.every((hit) => hit.score === 1)).toBe(true);
    // The structure as drawn is found either way.
    const same = (await answer(t, { q: chiral.smiles, mode: "exact" })).body;
    expect(same.targets.map((hit) => hit.molecule.id)).toContain(chiral.id);
    // Other modes say nothing about stereochemistry.
    expect((await answer(t, { q: BENZENE })).body.query.stereo).toBeNull();
  });
});
