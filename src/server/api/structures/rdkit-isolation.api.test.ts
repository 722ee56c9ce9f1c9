import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument, fixtureReference } from "../../../../tests/fixtures/documents.ts";
import { errorOf, lookupRequests } from "../../../../tests/support/lookup-requests.ts";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { StructureSearchResults } from "../../../domain/structure-search.ts";
import { loadReferenceData } from "../../seed/load-reference-data.ts";
import { publishSynthesis } from "../shared/synthesis-writing/publish-synthesis.ts";

/**
 * One request can never break RDKit for the others (docs/product/api.md §5.23): inputs over the
 * limits are refused before RDKit sees them, and a call that runs past its limit costs its worker,
 * which is replaced. One worker and a 3 s limit, so that a replacement is under way while /readyz is asked.
 */
const engine = process.env.TEST_ENGINE ?? "sqlite";
const CHAIN_1000 = "C".repeat(1000);
/** A 100-membered carbon ring: RDKit's ring layout does not finish it in a minute. */
const MACROCYCLE = `C1${"C".repeat(98)}C1`;
const C60 =
  "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41";
const PSILOCYBIN = "CN(C)CCc1c[nH]c2cccc(OP(=O)(O)O)c12";

let t: TestApp;
let contributor: SignedIn;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ RDKIT_WORKERS: "1", RDKIT_CALL_TIMEOUT_MS: "3000" });
  contributor = await signIn(t, "contributor", "Rita Structure");
  editor = await signIn(t, "editor", "Ed Structure");
});
afterAll(() => t.close());

const search = (params: Record<string, string>) =>
  t.request(`/api/search/structure?${new URLSearchParams(params)}`);
const preview = (body: unknown) =>
  lookupRequests(t).send(contributor, "POST", "/api/structures/preview", body);

async function found(params: Record<string, string>): Promise<StructureSearchResults> {
  const res = await search(params);
  expect(res.status).toBe(200);
  return (await res.json()) as StructureSearchResults;
}

describe(`RDKit isolation (${engine})`, { timeout: 120_000 }, () => {
  it("a chain of 1,000 carbons is refused before RDKit with a 400 naming the limit, and every structure feature goes on working", async () => {
    for (const mode of ["exact", "substructure", "similarity"]) {
      const res = await search({ q: CHAIN_1000, mode });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: "invalid_input",
        field: "q",
        message: "This structure has 1,000 atoms; a structure may have at most 400",
      });
    }
    const refusedPreview = await preview({ smiles: CHAIN_1000 });
    expect(refusedPreview.status).toBe(400);
    expect(await errorOf(refusedPreview)).toMatchObject({
      field: "smiles",
      message: expect.stringContaining("at most 400"),
    });
    const refusedMolecule = await lookupRequests(t).send(editor, "POST", "/api/molecules", {
      name: "Fixture long chain",
      smiles: CHAIN_1000,
    });
    expect(refusedMolecule.status).toBe(400);
    expect(await errorOf(refusedMolecule)).toMatchObject({
      field: "smiles",
      message: expect.stringContaining("at most 400"),
    });

    // Search, previews and new molecules all still work, and the server says it is ready.
    const exact = await found({ q: PSILOCYBIN, mode: "exact" });
    expect(exact.targets.map((hit) => hit.molecule.name)).toEqual(["Psilocybin"]);
    expect((await preview({ smiles: "c1ccccc1" })).status).toBe(200);
    const created = await lookupRequests(t).send(editor, "POST", "/api/molecules", {
      name: "Fixture xylene",
      smiles: "Cc1ccccc1C",
    });
    expect(created.status).toBe(201);
    expect((await t.request("/readyz")).status).toBe(200);
  });

  it("refuses too many rings, branches nested too deep and a Molfile counting too many atoms, naming each limit", async () => {
    const rings = await search({ q: `${C60}.${C60}`, mode: "exact" });
    expect(await errorOf(rings)).toMatchObject({
      field: "q",
      message: "This structure has 62 rings; a structure may have at most 50",
    });
    const nested = await search({ q: `${"C(".repeat(40)}C${")".repeat(40)}` });
    expect(rings.status).toBe(400);
    expect(nested.status).toBe(400);
    expect(await errorOf(nested)).toMatchObject({
      field: "q",
      message: expect.stringContaining("at most 32 levels"),
    });
    const molfile = ["", "  Sketch", "", "999998  0  0  0  0  0  0  0  0999 V2000", "M  END", ""].join("\n");
    const big = await preview({ molfile });
    expect(big.status).toBe(400);
    expect(await errorOf(big)).toMatchObject({
      field: "molfile",
      message: "molfile: has 999 atoms; a structure may have at most 400",
    });
    // A reaction is limited per side; publishing a contributor's SMILES names the chemical.
    const reaction = await lookupRequests(t).send(contributor, "POST", "/api/structures/reaction-preview", {
      smiles: `CC>>${CHAIN_1000}`,
    });
    expect(reaction.status).toBe(400);
    expect(await errorOf(reaction)).toMatchObject({
      field: "smiles",
      message: expect.stringContaining("one side"),
    });
    await loadReferenceData(t.runtime.publishDeps, fixtureReference);
    const doc = fixtureDocument({
      molecule: { name: "Fixture chain", structure: "fixture-chain", smiles: CHAIN_1000 },
    });
    await expect(publishSynthesis(t.runtime.publishDeps, doc)).rejects.toMatchObject({
      status: 400,
      field: "molecule.smiles",
    });
  });

  it("a call past its time limit answers 503 naming the field, /readyz stays 200 while its worker is replaced, the same call again costs no worker, and the next call works", async () => {
    const res = await preview({ smiles: MACROCYCLE });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await errorOf(res)).toMatchObject({
      code: "structure_timeout",
      field: "smiles",
      message: expect.stringContaining("within 3000 ms"),
    });
    // The only worker was stopped and a new one is loading RDKit: the instance can still serve.
    expect((await t.request("/readyz")).status).toBe(200);
    // The same input again is answered at once from memory, without costing the new worker.
    const started = performance.now();
    const again = await preview({ smiles: MACROCYCLE });
    expect(again.status).toBe(503);
    expect(await errorOf(again)).toMatchObject({ code: "structure_timeout" });
    expect(performance.now() - started).toBeLessThan(2_500);
    const next = await preview({ smiles: "OC(=O)c1ccccc1" });
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ smiles: "O=C(O)c1ccccc1" });
    expect((await found({ q: "c1ccc2[nH]ccc2c1" })).targets.map((hit) => hit.molecule.name)).toContain(
      "Psilocybin",
    );
  });

  it("under a loop of worker-killing inputs, /readyz answers 200 throughout and another caller's structure calls keep answering", async () => {
    // Readiness waits for RDKit's first load (docs/operations.md): that is not what this test is
    // about, and whether an earlier test of the file loaded it depends on the shuffled order.
    expect((await preview({ smiles: "CCO" })).status).toBe(200);
    let probing = true;
    const probes: number[] = [];
    const prober = (async () => {
      while (probing) {
        probes.push((await t.request("/readyz")).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // Rings of different sizes: each is new to the pool's memory, so each costs a worker.
    const killers = (async () => {
      const answers: number[] = [];
      for (const size of [101, 102, 103]) {
        answers.push((await preview({ smiles: `C1${"C".repeat(size - 2)}C1` })).status);
      }
      return answers;
    })();
    const other = await signIn(t, "contributor", "Otto Other");
    const otherAnswers: number[] = [];
    for (const smiles of ["c1ccccc1O", "CC(=O)O", "c1ccncc1"]) {
      const answer = await lookupRequests(t).send(other, "POST", "/api/structures/preview", { smiles });
      otherAnswers.push(answer.status);
    }
    expect(await killers).toEqual([503, 503, 503]);
    probing = false;
    await prober;
    expect(otherAnswers).toEqual([200, 200, 200]);
    expect(probes.length).toBeGreaterThan(10);
    expect(probes.filter((status) => status !== 200)).toEqual([]);
  });

  it("draws only the archive's structures, highlighting only the server's own match: five joined C60, other spellings and atom lists draw nothing", async () => {
    const image = (params: Record<string, string>) =>
      t.request(`/api/search/structure/image?${new URLSearchParams(params)}`);
    const fullerenes = await image({ smiles: Array(5).fill(C60).join(".") });
    expect(fullerenes.status).toBe(404);
    expect(await errorOf(fullerenes)).toMatchObject({ code: "not_found", field: "smiles" });

    const hit = (await found({ q: "c1ccc2[nH]ccc2c1" })).targets.find(
      (h) => h.molecule.name === "Psilocybin",
    );
    if (!hit) throw new Error("no Psilocybin hit");
    // The answer's address names the query, not the atoms: the server matches it again.
    expect(new URL(hit.image, "http://x").searchParams.get("q")).toBe("c1ccc2[nH]ccc2c1");
    expect(new URL(hit.image, "http://x").searchParams.has("atoms")).toBe(false);
    const drawn = await t.request(hit.image);
    expect(drawn.status).toBe(200);
    const svg = await drawn.text();
    expect(svg).toMatch(/^<svg/);

    // The same structure written another way: refused.
    expect((await image({ smiles: "OP(O)(=O)Oc1cccc2[nH]cc(CCN(C)C)c12" })).status).toBe(404);
    // An atom list is not read: drawn afresh with one, then from the cache, the same drawing.
    t.runtime.http.cache.clear();
    for (const atoms of ["0", "0,1,2", "3,1,1,01", "0,500"]) {
      const res = await t.request(`${hit.image}&atoms=${atoms}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(svg);
    }
    // A query over the structure limits is refused before RDKit sees it.
    const chain = await image({ smiles: hit.smiles, q: "C".repeat(450) });
    expect(chain.status).toBe(400);
    expect(await errorOf(chain)).toMatchObject({ field: "q" });
  });
});
