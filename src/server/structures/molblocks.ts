import type { RDKitModule } from "./rdkit.ts";

/** A stored SMILES as RDKit writes it for a file: a V2000 molblock with 2D coordinates, and its canonical SMILES. */
export interface MolblockAnswer {
  molblock: string;
  canonical: string;
}

/**
 * Molblocks of many stored SMILES (the SDF and RDfile exports, batched so a page of a dump is one
 * call of a worker); null for one RDKit cannot read. RDKit lays out 2D coordinates itself when the
 * molecule has none; the header's first line (the name) is left to the export.
 */
export function molblocksOf(rdkit: RDKitModule, list: string[]): (MolblockAnswer | null)[] {
  return list.map((smiles) => {
    const mol = smiles.trim() && !/[\r\n]/.test(smiles) ? rdkit.get_mol(smiles) : null;
    if (!mol) return null;
    try {
      if (!mol.is_valid() || mol.get_num_atoms() === 0) return null;
      return { molblock: mol.get_molblock(), canonical: mol.get_smiles() };
    } catch {
      return null;
    } finally {
      mol.delete();
    }
  });
}
