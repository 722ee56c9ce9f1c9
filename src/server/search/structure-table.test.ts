import { beforeAll, describe, expect, it } from "vitest";
import { fingerprintSmiles, morganOf, readSmiles } from "../structures/fingerprints.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { parseStructureQuery, StructureQueryError } from "../structures/structure-query.ts";
import { canonicalWithoutStereo, exactWithoutStereo, stripStereo } from "./exact-without-stereo.ts";
import { popcount32, type StructureEntry, StructureTable } from "./structure-table.ts";
import { type ScanPlace, substructureScan } from "./substructure-scan.ts";

const LIBRARY: Record<string, string> = {
  indole: "c1ccc2[nH]ccc2c1",
  tryptamine: "NCCc1c[nH]c2ccccc12",
  "N-methyltryptamine": "CNCCc1c[nH]c2ccccc12",
  serotonin: "NCCc1c[nH]c2ccc(O)cc12",
  psilocin: "CN(C)CCc1c[nH]c2cccc(O)c12",
  strychnine: "O=C1C[C@H]2OCC=C3CN4CC[C@]56[C@H]4C[C@H]3[C@H]2[C@H]5N1c1ccccc16",
  yohimbine: "COC(=O)[C@H]1[C@@H](O)CC[C@H]2CN3CCc4c([nH]c5ccccc45)[C@@H]3C[C@@H]21",
  quinoline: "c1ccc2ncccc2c1",
  quinine: "COc1ccc2nccc([C@@H](O)[C@@H]3C[C@@H]4CCN3C[C@@H]4C=C)c2c1",
  camptothecin: "CC[C@@]1(O)C(=O)OCc2c1cc1-c3nc4ccccc4cc3Cn1c2=O",
  benzene: "c1ccccc1",
  nitrobenzene: "O=[N+]([O-])c1ccccc1",
  aspirin: "CC(=O)Oc1ccccc1C(=O)O",
  ethanol: "CCO",
};

/** Also target molecules, under these names (listed by name: Camptothecin first). */
const TARGET_NAMES: Record<string, string> = {
  strychnine: "Strychnine",
  yohimbine: "Yohimbine",
  quinine: "Quinine",
  camptothecin: "Camptothecin",
  psilocin: "Psilocin",
};

let rdkit: RDKitModule;
let table: StructureTable;
const name = (index: number) => table.occurrences[index]?.[0]?.name ?? "";
const targetName = (index: number) => table.targets[index]?.[0]?.name ?? "";

function entries(): StructureEntry[] {
  return Object.entries(LIBRARY).map(([label, smiles], i) => ({
    ...fingerprintSmiles(rdkit, smiles),
    order: i,
    targets: TARGET_NAMES[label]
      ? [{ moleculeId: 100 + i, name: TARGET_NAMES[label], structure: label, formula: null }]
      : [],
    // Synthesis i + 1 ranks i + 1 (no rank given): the reaction chemicals list in LIBRARY's order.
    occurrences: [{ synthesisId: i + 1, part: 1, step: 1, role: "product", name: label }],
  }));
}

const UNBOUNDED = { maxCandidates: 1000, maxMs: 10_000 };

function substructure(q: string, limit = 50, bound = UNBOUNDED, from?: ScanPlace) {
  const parsed = parseStructureQuery(rdkit, q, "substructure");
  try {
    const page = table.substructure(rdkit, parsed.mol, limit, bound, from);
    return { ...page, hits: page.chemicals };
  } finally {
    parsed.mol.delete();
  }
}

function similarity(q: string, threshold: number, limit = 50) {
  const mol = readSmiles(rdkit, q);
  if (!mol) throw new Error(q);
  try {
    return table.similarity(morganOf(mol), threshold, limit);
  } finally {
    mol.delete();
  }
}

beforeAll(async () => {
  rdkit = await getRdkit();
  table = new StructureTable(entries());
});

describe("StructureTable.substructure", () => {
  it("an indole query finds the indole alkaloids and no quinoline, in the listing order", () => {
    const found = substructure("c1ccc2[nH]ccc2c1").hits.map((hit) => name(hit.index));
    expect(found).toEqual([
      "indole",
      "tryptamine",
      "N-methyltryptamine",
      "serotonin",
      "psilocin",
      "yohimbine",
    ]);
    expect(found).not.toContain("quinoline");
    expect(found).not.toContain("quinine");
    expect(found).not.toContain("camptothecin");
    // Strychnine's indoline nitrogen is not aromatic: no indole.
    expect(found).not.toContain("strychnine");
  });

  it("reports the matched atoms", () => {
    const [hit] = substructure("c1ccc2[nH]ccc2c1").hits;
    expect(hit?.atoms.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("a quinoline query finds the quinolines only", () => {
    const found = substructure("c1ccc2ncccc2c1").hits.map((hit) => name(hit.index));
    expect(found).toEqual(["quinoline", "quinine", "camptothecin"]);
  });

  it("reads a SMILES fragment as a pattern: charges match, open valences are free", () => {
    expect(substructure("[N+](=O)[O-]").hits.map((hit) => name(hit.index))).toEqual(["nitrobenzene"]);
    expect(substructure("C(=O)O").hits.map((hit) => name(hit.index))).toContain("aspirin");
    // A Kekulé benzene is aromatic once read.
    expect(substructure("C1=CC=CC=C1").hits.length).toBeGreaterThan(8);
  });

  it("takes SMARTS patterns", () => {
    const found = substructure("[OX2H][CX4]").hits.map((hit) => name(hit.index));
    expect(found).toEqual(["yohimbine", "quinine", "camptothecin", "ethanol"]);
  });

  it("lists every matching target by name, then the reaction chemicals up to the limit", () => {
    const page = substructure("c1ccccc1", 2);
    expect(page.targets.map((hit) => targetName(hit.index))).toEqual([
      "Camptothecin",
      "Psilocin",
      "Quinine",
      "Strychnine",
      "Yohimbine",
    ]);
    expect(page.hits.map((hit) => name(hit.index))).toEqual(["indole", "tryptamine"]);
    // The next page starts at the next match (N-methyltryptamine), not where the page ended.
    expect(page.next).toEqual({ list: "chemicals", position: 2 });
    expect(page.cut).toBe(false);
    const rest = substructure("c1ccccc1", 50, UNBOUNDED, page.next ?? undefined);
    expect(rest.targets).toEqual([]);
    expect(rest.hits.map((hit) => name(hit.index))).toEqual([
      "N-methyltryptamine",
      "serotonin",
      "psilocin",
      "strychnine",
      "yohimbine",
      "quinoline",
      "quinine",
      "camptothecin",
      "benzene",
      "nitrobenzene",
      "aspirin",
    ]);
    expect(rest.next).toBeNull();
  });

  it("stops at the work bound, saying it was cut, and resumes where it stopped", () => {
    const bounded = substructure("c1ccccc1", 50, { maxCandidates: 3, maxMs: 10_000 });
    expect(bounded.candidates).toBe(3);
    expect(bounded.cut).toBe(true);
    expect(bounded.next).toEqual({ list: "targets", position: 3 });
    expect(substructure("c1ccc2ncccc2c1").next).toBeNull();
    // One confirmation a page: the pages joined are the whole answer, in the same order.
    const whole = substructure("c1ccccc1");
    const joined = { targets: [] as number[], chemicals: [] as number[] };
    let from: ScanPlace | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = substructure("c1ccccc1", 50, { maxCandidates: 1, maxMs: 10_000 }, from);
      joined.targets.push(...page.targets.map((hit) => hit.index));
      joined.chemicals.push(...page.hits.map((hit) => hit.index));
      if (!page.next) break;
      from = page.next;
    }
    expect(joined.targets).toEqual(whole.targets.map((hit) => hit.index));
    expect(joined.chemicals).toEqual(whole.hits.map((hit) => hit.index));
  });

  it("a budget spent at once still moves the search on by one confirmation a page", () => {
    const page = substructure("c1ccccc1", 50, { maxCandidates: 1000, maxMs: 0 });
    expect(page.candidates).toBe(1);
    expect(page.cut).toBe(true);
  });

  it("keeps targets read by RDKit for the next search, with the same answers", () => {
    const kept = new Map<number, import("@rdkit/rdkit").Mol>();
    const source = { ...table, targetMols: kept };
    const parsed = parseStructureQuery(rdkit, "c1ccc2[nH]ccc2c1", "substructure");
    try {
      const plain = table.substructure(rdkit, parsed.mol, 50, UNBOUNDED);
      const first = substructureScan(rdkit, source, parsed.mol, 50, UNBOUNDED);
      // The targets that passed the screen were confirmed once, and are now kept.
      expect(first.targets.length).toBeGreaterThan(0);
      for (const hit of first.targets) expect(kept.has(hit.index)).toBe(true);
      for (const index of kept.keys()) expect([...table.targetOrder]).toContain(index);
      const second = substructureScan(rdkit, source, parsed.mol, 50, UNBOUNDED);
      expect(first).toEqual(plain);
      expect(second).toEqual(plain);
    } finally {
      parsed.mol.delete();
      for (const mol of kept.values()) mol.delete();
    }
  });

  it("skips structures with fewer heavy atoms than the query", () => {
    expect(substructure("CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC").candidates).toBe(0);
  });
});

describe("StructureTable.similarity and exact", () => {
  it("orders by Tanimoto score, the query itself first", () => {
    const { hits } = similarity("NCCc1c[nH]c2ccccc12", 0.2);
    expect(name(hits[0]?.index ?? -1)).toBe("tryptamine");
    expect(hits[0]?.score).toBe(1);
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.2);
    const names = hits.map((hit) => name(hit.index));
    expect(names.indexOf("N-methyltryptamine")).toBeLessThan(names.indexOf("psilocin"));
    expect(names).not.toContain("ethanol");
  });

  it("keeps the best `limit` and says when more qualified", () => {
    const all = similarity("NCCc1c[nH]c2ccccc12", 0.2);
    const two = similarity("NCCc1c[nH]c2ccccc12", 0.2, 2);
    expect(two.hits).toEqual(all.hits.slice(0, 2));
    expect(two.complete).toBe(false);
    expect(all.complete).toBe(true);
  });

  it("exact look-up by canonical SMILES finds the structure written differently", () => {
    const parsed = parseStructureQuery(rdkit, "C1=CC=C2C(=C1)C(=CN2)CCN", "exact");
    parsed.mol.delete();
    const index = table.exact.get(parsed.canonical as string);
    expect(index === undefined ? "" : name(index)).toBe("tryptamine");
  });
});

describe("exact search without stereochemistry", () => {
  it("drops chirality and double-bond marks, keeping isotopes, charges and hydrogens", () => {
    expect(stripStereo("C[C@@H](N)C(=O)O")).toBe("C[CH](N)C(=O)O");
    expect(stripStereo("F/C=C\\F")).toBe("FC=CF");
    expect(stripStereo("[13C@H](Cl)(Br)[O-]")).toBe("[13CH](Cl)(Br)[O-]");
    expect(canonicalWithoutStereo(rdkit, "C[C@@H](N)C(=O)O")).toBe(
      canonicalWithoutStereo(rdkit, "CC(N)C(=O)O"),
    );
  });

  it("finds a structure's stereoisomers, and only them", () => {
    const isomers = new StructureTable(
      ["C[C@@H](N)C(=O)O", "C[C@H](N)C(=O)O", "CC(N)C(=O)O", "NCCC(=O)O", "F/C=C/F", "F/C=C\\F"].map(
        (smiles, i) => ({ ...fingerprintSmiles(rdkit, smiles), order: i, targets: [], occurrences: [] }),
      ),
    );
    const find = (q: string) => {
      const mol = readSmiles(rdkit, q);
      if (!mol) throw new Error(q);
      try {
        return exactWithoutStereo(rdkit, isomers, mol).map((i) => isomers.smiles[i]);
      } finally {
        mol.delete();
      }
    };
    // Both alanines and the one drawn without stereochemistry; not its isomer β-alanine.
    expect(find("N[C@@H](C)C(=O)O").sort()).toEqual(["CC(N)C(=O)O", "C[C@@H](N)C(=O)O", "C[C@H](N)C(=O)O"]);
    expect(find("FC=CF").sort()).toEqual(["F/C=C/F", "F/C=C\\F"]);
    expect(find("CCCC")).toEqual([]);
  });
});

describe("parseStructureQuery", () => {
  it("names RDKit's problem", () => {
    expect(() => parseStructureQuery(rdkit, "C1CC", "exact")).toThrow(/unclosed ring/);
    expect(() => parseStructureQuery(rdkit, "[C", "substructure")).toThrow(StructureQueryError);
    expect(() => parseStructureQuery(rdkit, "[#6]~[#7]", "similarity")).toThrow(/substructure search only/);
    expect(() => parseStructureQuery(rdkit, "C C", "substructure")).toThrow(/spaces/);
    expect(() => parseStructureQuery(rdkit, "  ", "substructure")).toThrow(/Type a SMILES/);
  });
});

describe("popcount32", () => {
  it("counts bits of any 32-bit value", () => {
    for (const [value, bits] of [
      [0, 0],
      [1, 1],
      [0xffffffff, 32],
      [0x80000000, 1],
      [0x12345678, 13],
    ] as const) {
      expect(popcount32(value)).toBe(bits);
    }
  });
});
