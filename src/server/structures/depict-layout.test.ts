import { beforeAll, describe, expect, it } from "vitest";
import { labelledCarbons, renderHighlightedSvg, renderMoleculeSvg } from "./depict.ts";
import { getRdkit, type RDKitModule } from "./rdkit.ts";

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRdkit();
});

/** Carbons that a drawing of `smiles` labels with a "C". */
function carbonLabels(smiles: string, svg: string): number {
  const mol = rdkit.get_mol(smiles);
  if (!mol) throw new Error(`RDKit cannot read ${smiles}`);
  try {
    return labelledCarbons(mol, svg);
  } finally {
    mol.delete();
  }
}

// Corey's iodolactam (oseltamivir, 2006): CoordGen draws its one-carbon bridge almost straight,
// and RDKit then writes a "C" on it.
const IODOLACTAM = "O=C1N[C@H]2C[C@@H]1CC[C@@H]2I";

describe("structure layout", () => {
  it("draws a bridged lactam without a carbon label", () => {
    expect(carbonLabels(IODOLACTAM, renderMoleculeSvg(rdkit, IODOLACTAM))).toBe(0);
    expect(carbonLabels(IODOLACTAM, renderHighlightedSvg(rdkit, IODOLACTAM, [0, 1]))).toBe(0);
  });

  it("counts only the labels of plain carbons", () => {
    // Methane's carbon is always written; heteroatoms and a charged carbon must be, and do not count.
    expect(carbonLabels("C", renderMoleculeSvg(rdkit, "C"))).toBe(1);
    expect(carbonLabels("OCC(=O)N", renderMoleculeSvg(rdkit, "OCC(=O)N"))).toBe(0);
    expect(carbonLabels("[Na+].[CH-]1C=CC=C1", renderMoleculeSvg(rdkit, "[Na+].[CH-]1C=CC=C1"))).toBe(0);
  });
});
