import { beforeAll, describe, expect, it } from "vitest";
import { generateStructures } from "../../../scripts/bench/structure-dataset.ts";
import { canonicalSmiles, expectScreenSound } from "../../../tests/support/screen-soundness.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { RING_WORDS, ringBits, smilesGraph } from "./ring-screen.ts";

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRdkit();
});

const canonical = (smiles: string) => canonicalSmiles(rdkit, smiles);

/** True when every ring bit of the query is a bit of the structure (the screen lets it through). */
const passes = (query: string, structure: string) => {
  const q = ringBits(canonical(query), "query");
  const s = ringBits(canonical(structure));
  for (let w = 0; w < RING_WORDS; w++) if (((q[w] as number) & ~(s[w] as number)) !== 0) return false;
  return true;
};

const STRUCTURES = [
  "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O", // penicillin G
  "O=C1CCCN1", // 2-pyrrolidinone
  "O=C1CCCCO1", // δ-valerolactone
  "O=C1CCCO1", // γ-butyrolactone
  "C1CC2CCC1CC2", // bicyclo[2.2.2]octane
  "C1CN2CCC1CC2", // quinuclidine
  "C1CC2CCC1C2", // norbornane
  "C1CCC2CCCCC2C1", // decalin
  "c1ccc2ccccc2c1",
  "c1ccc(-c2ccccc2)cc1",
  "C1=CCCCC1",
  "C1CC1",
  "O=C1CCC(=O)N1",
  "COc1ccc2nccc([C@@H](O)[C@@H]3C[C@@H]4CCN3C[C@@H]4C=C)c2c1", // quinine
  "O=C1C[C@H]2OCC=C3CN4CC[C@]56[C@H]4C[C@H]3[C@H]2[C@H]5N1c1ccccc16", // strychnine
  "C1CCOCCO1",
  "c1ccc2[nH]ccc2c1",
  "CCCCCC",
  "C1CCCCCCCCCCC1", // cyclododecane
  "O=C1CCCCCCCCCCCO1", // a thirteen-membered lactone
  "CC1CCCCCCCCCCC1",
  "C1CCC2CCCCCCC2C1", // bicyclo[6.4.0]dodecane: a 12-cycle round both rings
  "c1ccc2cc3ccccc3cc2c1", // anthracene
  "NCCc1c[nH]c2ccccc12", // tryptamine
  "NCCc1cccc2[nH]ccc12", // 4-(2-aminoethyl)indole
  "CN(C)CCc1c[nH]c2cccc(O)c12", // psilocin
  "NCCc1ccc2[nH]ccc2c1", // 5-(2-aminoethyl)indole
  "NCCc1cccc2cc[nH]c12", // 7-(2-aminoethyl)indole
  "Cc1ccccc1",
  "Cc1ccc(C)c(C)c1",
  "Cc1cc(C)cc(C)c1",
];
const QUERIES = [
  "O=C1CCN1",
  "O=C1CCCCO1",
  "C1CC2CCC1CC2",
  "C1CCC1",
  "C1CCCCC1",
  "c1ccccc1",
  "C1=CCCCC1",
  "C1CC1",
  "C1CCOCCO1",
  "O=C1CCCN1",
  "c1ccc2[nH]ccc2c1",
  "C1CCNC1",
  "CC",
  "C1CCCCCCCCCCC1",
  "C1CCCCCCCCC1",
  "c1ccc2[nH]ccc2c1CCN",
  "Cc1ccccc1C",
  "Cc1cc(C)cc(C)c1",
  "Cc1ccccc1",
];

describe("ring screen", () => {
  it("reads atoms, bonds and ring closures as RDKit writes them", () => {
    const g = smilesGraph("c1ccc(-c2ccccc2)cc1");
    expect(g?.element).toHaveLength(12);
    // The biphenyl link is a single bond between aromatic atoms; ring bonds are aromatic.
    expect(g?.orders[3]).toEqual([5, 1, 5]);
    expect(smilesGraph("C1CC")).toBeNull();
    expect(smilesGraph("[13CH3][N+](C)(C)C%10CC%10")?.element).toEqual(["C", "N", "C", "C", "C", "C", "C"]);
  });

  it("never screens out a structure RDKit matches (the screen is sound)", () => {
    const generated = generateStructures(rdkit, 120, 13).structures.map((s) => s.smiles);
    expectScreenSound(rdkit, [...STRUCTURES, ...generated], QUERIES, passes);
  });

  it("screens out what the pattern fingerprint lets through: ring size, bridges, lactone rings", () => {
    // A β-lactam needs a saturated four-membered ring with N and an exocyclic C=O.
    expect(passes("O=C1CCN1", "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O")).toBe(true);
    expect(passes("O=C1CCN1", "O=C1CCCN1")).toBe(false);
    expect(passes("O=C1CCN1", "O=C1CCC(=O)N1")).toBe(false);
    // δ-Valerolactone: a saturated six-membered ring with O; γ-butyrolactone and dioxane lack one part.
    expect(passes("O=C1CCCCO1", "O=C1CCCO1")).toBe(false);
    expect(passes("O=C1CCCCO1", "C1CCOCCO1")).toBe(false);
    // Bicyclo[2.2.2]octane: an atom on three saturated six-membered cycles.
    expect(passes("C1CC2CCC1CC2", "C1CC2CCC1C2")).toBe(false);
    expect(passes("C1CC2CCC1CC2", "C1CCC2CCCCC2C1")).toBe(false);
    expect(passes("C1CC2CCC1CC2", "C1CN2CCC1CC2")).toBe(true);
    // A ring with three branched atoms (two fused, one substituted) needs one with three: the
    // 4-substituted indole is not a tryptamine (substituted at 3, on the five-membered ring).
    expect(passes("c1ccc2[nH]ccc2c1CCN", "NCCc1c[nH]c2ccccc12")).toBe(false);
    expect(passes("c1ccc2[nH]ccc2c1CCN", "NCCc1cccc2[nH]ccc12")).toBe(true);
    expect(passes("Cc1cc(C)cc(C)c1", "Cc1ccccc1C")).toBe(false);
    // Three branched atoms beside a fusion: a 5- or 6-substituted indole has two, a 7- three.
    expect(passes("c1ccc2[nH]ccc2c1CCN", "NCCc1ccc2[nH]ccc2c1")).toBe(false);
    expect(passes("c1ccc2[nH]ccc2c1CCN", "NCCc1ccc2cc[nH]c2c1")).toBe(false);
    expect(passes("c1ccc2[nH]ccc2c1CCN", "NCCc1cccc2cc[nH]c12")).toBe(true);
    expect(passes("Cc1ccccc1C", "Cc1ccc(C)c(C)c1")).toBe(true);
    // No ring in the query: no bit, every structure passes.
    expect(passes("CC", "CCCCCC")).toBe(true);
  });

  it("screens large saturated rings by size: cyclododecane needs a single-bonded 12-cycle", () => {
    expect(passes("C1CCCCCCCCCCC1", "CC1CCCCCCCCCCC1")).toBe(true);
    // A thirteen-membered lactone has no 12-cycle.
    expect(passes("C1CCCCCCCCCCC1", "O=C1CCCCCCCCCCCO1")).toBe(false);
    expect(passes("C1CCCCCCCCCCC1", "C1CCC2CCCCCCC2C1")).toBe(true);
    expect(passes("C1CCCCCCCCCCC1", "C1CCCCCCCCC1")).toBe(false);
    expect(passes("C1CCCCCCCCCCC1", "C1CCCC2CCCCC2C1")).toBe(false);
    expect(passes("C1CCCCCCCCCCC1", "c1ccc2cc3ccccc3cc2c1")).toBe(false);
    expect(passes("C1CCCCCCCCCCC1", "C1CCCCCCCCCCCCCC1")).toBe(false);
  });

  it("gives a query it cannot read no bit, so it screens nothing out", () => {
    expect([...ringBits("C1CC", "query")]).toEqual(new Array(RING_WORDS).fill(0));
  });

  it("gives every bit to text it cannot read, so the screen lets it through", () => {
    expect([...ringBits("C1CC")]).toEqual(new Array(RING_WORDS).fill(0xffffffff));
  });
});
