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
  return list.map((smiles) =>
    withMolecule(rdkit, smiles, (mol) => ({ molblock: mol.get_molblock(), canonical: mol.get_smiles() })),
  );
}

/**
 * Canonical SMILES only (the route trees): without the molblock's 2D layout, about half of
 * RDKit's time per structure. Null for one RDKit cannot read, as molblocksOf.
 */
export function canonicalSmilesOf(rdkit: RDKitModule, list: string[]): (string | null)[] {
  return list.map((smiles) => withMolecule(rdkit, smiles, (mol) => mol.get_smiles()));
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
