import { beforeAll, describe, expect, it } from "vitest";
import { generateStructures } from "../../../scripts/bench/structure-dataset.ts";
import { fingerprintSmiles } from "../structures/fingerprints.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { parseStructureQuery } from "../structures/structure-query.ts";
import { joinParts, middlePlace } from "./split-scan.ts";
import { type StructureEntry, StructureTable } from "./structure-table.ts";
import { type ScanAnswer, type ScanPlace, substructureScan } from "./substructure-scan.ts";

let rdkit: RDKitModule;
let table: StructureTable;
const UNBOUNDED = { maxCandidates: 100_000, maxMs: 100_000 };
const START: ScanPlace = { list: "targets", position: 0 };

beforeAll(async () => {
  rdkit = await getRdkit();
  const generated = generateStructures(rdkit, 100, 5).structures;
  const entries: StructureEntry[] = generated.map((s, i) => ({
    ...fingerprintSmiles(rdkit, s.smiles),
    order: i,
    // One structure in eight is also a target molecule.
    targets: i % 8 === 0 ? [{ moleculeId: i, name: `Target ${i}`, structure: s.smiles, formula: null }] : [],
    occurrences: [{ synthesisId: i + 1, part: 1, step: 1, role: "product", name: null }],
  }));
  table = new StructureTable(entries);
});

/** One page scanned at once, and the same page split at the middle and joined. */
function bothWays(q: string, limit: number, from: ScanPlace): { whole: ScanAnswer; split: ScanAnswer } {
  const parsed = parseStructureQuery(rdkit, q, "substructure");
  try {
    const whole = substructureScan(rdkit, table, parsed.mol, limit, UNBOUNDED, from);
    const middle = middlePlace(from, table.targetOrder.length, table.chemicalOrder.length);
    const first = substructureScan(rdkit, table, parsed.mol, limit, UNBOUNDED, from, null, [], null, middle);
    const second = substructureScan(rdkit, table, parsed.mol, limit, UNBOUNDED, middle);
    return { whole, split: joinParts(first, second, limit) };
  } finally {
    parsed.mol.delete();
  }
}

const QUERIES = ["c1ccccc1", "C(=O)O", "[#7]", "c1ccc2ncccc2c1", "C1CCNCC1", "[Cl,Br,I]", "C#N"];

describe("a page split between two workers", () => {
  it("gives the same hits, in the same order, and the same next page as one scan", () => {
    let pages = 0;
    for (const q of QUERIES) {
      for (const limit of [4, 50]) {
        // Every page of the search, walked with the split scan; each compared with one scan.
        let from: ScanPlace | null = START;
        while (from) {
          const { whole, split } = bothWays(q, limit, from);
          const strip = (a: ScanAnswer) => ({ ...a, candidates: 0 });
          expect({ q, limit, from, page: strip(split) }).toEqual({ q, limit, from, page: strip(whole) });
          from = split.next;
          pages++;
        }
      }
    }
    expect(pages).toBeGreaterThan(QUERIES.length * 3);
  });

  it("splits what is left halfway, across the two lists", () => {
    expect(middlePlace(START, 10, 90)).toEqual({ list: "chemicals", position: 40 });
    expect(middlePlace(START, 60, 20)).toEqual({ list: "targets", position: 40 });
    expect(middlePlace({ list: "chemicals", position: 80 }, 10, 90)).toEqual({
      list: "chemicals",
      position: 85,
    });
    expect(middlePlace({ list: "chemicals", position: 90 }, 10, 90)).toEqual({
      list: "chemicals",
      position: 90,
    });
  });

  it("keeps a cut of the first part, and a cut of the second only while the page is not full", () => {
    const hit = (position: number) => ({ index: position, atoms: [0], position });
    const answer = (chemicals: number[], next: ScanPlace | null, cut: boolean): ScanAnswer => ({
      targets: [],
      chemicals: chemicals.map(hit),
      next,
      cut,
      candidates: 1,
    });
    const firstCut = answer([1], { list: "chemicals", position: 7 }, true);
    expect(joinParts(firstCut, answer([20, 21], null, false), 5)).toEqual({ ...firstCut, candidates: 2 });
    const secondCut = joinParts(
      answer([1], null, false),
      answer([20], { list: "chemicals", position: 30 }, true),
      5,
    );
    expect(secondCut).toMatchObject({ next: { list: "chemicals", position: 30 }, cut: true });
    expect(secondCut.chemicals.map((h) => h.position)).toEqual([1, 20]);
    const full = joinParts(
      answer([1, 2], null, false),
      answer([20, 21], { list: "chemicals", position: 30 }, true),
      3,
    );
    expect(full).toMatchObject({ next: { list: "chemicals", position: 21 }, cut: false });
    expect(full.chemicals.map((h) => h.position)).toEqual([1, 2, 20]);
  });
});
