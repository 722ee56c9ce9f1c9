import type { RDKitModule } from "./rdkit.ts";

/** A stored SMILES as RDKit writes it for a file: a V2000 molblock with 2D coordinates, and its canonical SMILES. */
export interface MolblockAnswer {
  molblock: string;
  canonical: string;
}

/**
 * Molblocks of stored SMILES, for the exports (computed once and stored: a publish's own, the
 * start's backfill in batches); null for one RDKit cannot read. RDKit lays out 2D coordinates
 * itself when the molecule has none; the header's first line (the name) is left to the export.
 */
export function molblocksOf(rdkit: RDKitModule, list: string[]): (MolblockAnswer | null)[] {
  return list.map((smiles) =>
    withMolecule(rdkit, smiles, (mol) => ({ molblock: mol.get_molblock(), canonical: mol.get_smiles() })),
  );
}

type Molecule = NonNullable<ReturnType<RDKitModule["get_mol"]>>;

/** `use` on a stored SMILES RDKit reads as a molecule with atoms; null otherwise or when it throws. */
function withMolecule<T>(rdkit: RDKitModule, smiles: string, use: (mol: Molecule) => T): T | null {
  // get_mol also reads molblocks and JSON: a newline means the text is not a SMILES.
  const mol = smiles.trim() && !/[\r\n]/.test(smiles) ? rdkit.get_mol(smiles) : null;
  if (!mol) return null;
  try {
    if (!mol.is_valid() || mol.get_num_atoms() === 0) return null;
    return use(mol);
  } catch {
    return null;
  } finally {
    mol.delete();
  }
}
