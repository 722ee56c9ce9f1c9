import { parseInchiKey } from "../../domain/inchikey.ts";
import { InvalidSmilesError } from "./depict.ts";
import { readSmiles } from "./fingerprints.ts";
import type { RDKitModule } from "./rdkit.ts";

/** The identifiers other databases link a structure by (IUPAC's standard InChI and its key). */
export interface StructureIdentifiers {
  inchi: string;
  inchiKey: string;
}

/**
 * The standard InChI and InChIKey of a SMILES, or null when InChI has none for it (a SMILES RDKit
 * reads but InChI cannot express, such as one with an attachment point `*`): never an invented one.
 * Throws InvalidSmilesError for a SMILES RDKit cannot read.
 */
export function identifiersOf(rdkit: RDKitModule, smiles: string): StructureIdentifiers | null {
  const mol = readSmiles(rdkit, smiles);
  if (!mol) throw new InvalidSmilesError(smiles);
  try {
    const inchi = mol.get_inchi();
    if (!inchi.startsWith("InChI=1S/")) return null;
    const inchiKey = parseInchiKey(rdkit.get_inchikey_for_inchi(inchi));
    return inchiKey ? { inchi, inchiKey } : null;
  } finally {
    mol.delete();
  }
}
