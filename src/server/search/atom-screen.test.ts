import { beforeAll, describe, expect, it } from "vitest";
import { expectScreenSound, screenStructures } from "../../../tests/support/screen-soundness.ts";
import { getRdkit, type RDKitModule } from "../structures/rdkit.ts";
import { parseStructureQuery } from "../structures/structure-query.ts";
import {
  type AtomNeeds,
  atomBits,
  atomNeeds,
  meetsAtomNeeds,
  smartsAtomSets,
  smilesAtomNeeds,
} from "./atom-screen.ts";

let rdkit: RDKitModule;
let structures: string[];
beforeAll(async () => {
  rdkit = await getRdkit();
  const hand = [
    "Clc1ccc(F)cc1",
    "Brc1ccc(Cl)cc1",
    "Ic1ccc(Cl)cc1",
    "FC(F)(F)c1ccccc1",
    "C1COCCN1",
    "C1CNCCN1",
    "O=[N+]([O-])c1ccccc1",
    "C[Si](C)(C)OC",
    "OB(O)c1ccccc1",
    "c1cc[se]c1",
    "CC(=O)Oc1ccccc1C(=O)O",
    "[Na+].[Cl-]",
    "CCCCC",
  ];
  structures = screenStructures(rdkit, hand, 11);
});

const passes = (needs: AtomNeeds, structure: string) => meetsAtomNeeds(atomBits(structure), 0, needs);

/** The needs the search computes for a query (rdkit-ops.ts): a SMILES's elements, a SMARTS's lists. */
function needsOf(q: string): AtomNeeds {
  const parsed = parseStructureQuery(rdkit, q, "substructure");
  try {
    return parsed.format === "smiles" && parsed.canonical
      ? smilesAtomNeeds(parsed.canonical)
      : atomNeeds(smartsAtomSets(q));
  } finally {
    parsed.mol.delete();
  }
}

const QUERIES = [
  "[Cl,Br,I]c1ccc([F,Cl])cc1",
  "[F,Cl,Br,I]",
  "[N,O;R]1CC[N,O;R]CC1",
  "C(F)(F)F",
  "[N+](=O)[O-]",
  "[#7]~[#8]",
  "[#9,#17]",
  "OC(=O)c1ccccc1",
  "[Si](C)(C)C",
  "B(O)O",
  "[se]",
  "[N;!R]",
  "[!#6;R]",
  "[Cl-,Br-]",
  "[$([OH]C=O)]",
  "[Na,K]",
  "c1ccc2[nH]ccc2c1CCN",
];

describe("atom-count screen", () => {
  it("never screens out a structure RDKit matches (same hits with and without the screen)", () => {
    const needs = new Map(QUERIES.map((q) => [q, needsOf(q)]));
    const screenedOut = expectScreenSound(rdkit, structures, QUERIES, (q, s) =>
      passes(needs.get(q) as AtomNeeds, s),
    );
    // The screen does something on these structures.
    expect(screenedOut).toBeGreaterThan(1000);
  });

  it("counts atoms: an atom list needs one of its elements, and k atoms of a class need k", () => {
    const dihalo = needsOf("[Cl,Br,I]c1ccc([F,Cl])cc1");
    expect(passes(dihalo, "Clc1ccccc1")).toBe(false); // one halogen, two needed
    expect(passes(dihalo, "Fc1ccc(F)cc1")).toBe(false); // no Cl, Br or I
    expect(passes(dihalo, "Brc1ccc(F)cc1")).toBe(true);
    expect(passes(needsOf("C(F)(F)F"), "FCc1ccc(F)cc1")).toBe(false); // two F, three needed
    expect(passes(needsOf("C(F)(F)F"), "FC(F)(F)c1ccccc1")).toBe(true);
    expect(passes(needsOf("[N,O;R]1CC[N,O;R]CC1"), "C1CCNCC1")).toBe(false);
    expect(passes(needsOf("[N,O;R]1CC[N,O;R]CC1"), "C1COCCN1")).toBe(true);
  });

  it("reads SMARTS atoms strictly: what it does not fully understand allows any element", () => {
    expect(smartsAtomSets("[Cl,Br,I]c")).toEqual([new Set(["Cl", "Br", "I"]), new Set(["C"])]);
    expect(smartsAtomSets("[#7;R][CH3]")).toEqual([new Set(["N"]), new Set(["C"])]);
    expect(smartsAtomSets("[C,N&H1]")).toEqual([new Set(["C", "N"])]);
    expect(smartsAtomSets("[N;!R]")).toEqual([new Set(["N"])]);
    // Negations, "any", two-letter elements read as one (Co, Na), hydrogen: no element.
    expect(smartsAtomSets("[!C]*[Co][Na+][2H]aA")).toEqual([null, null, null, null, null, null, null]);
    // Recursive SMARTS and unknown text: no atoms, so no need.
    expect(smartsAtomSets("[$([OH]C=O)]Cl")).toEqual([]);
    expect(smartsAtomSets("C?C")).toEqual([]);
  });

  it("lets every structure through that it cannot read", () => {
    expect(passes(needsOf("[Cl,Br,I]c1ccc([F,Cl])cc1"), "not a SMILES (")).toBe(true);
  });
});
