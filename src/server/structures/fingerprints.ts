import type { Mol } from "@rdkit/rdkit";
import { InvalidSmilesError } from "./depict.ts";
import type { RDKitModule } from "./rdkit.ts";

/** RDKit's pattern fingerprint (made for substructure screening): 2048 bits, its default. */
export const PATTERN_BITS = 2048;
/** Morgan (ECFP4-like: radius 2) fingerprint for similarity: 1024 bits. */
export const MORGAN_BITS = 1024;
const MORGAN_DETAILS = JSON.stringify({ radius: 2, nBits: MORGAN_BITS });

/** What structure search stores for one structure (table structure_fingerprints). */
export interface StructureFingerprint {
  /** RDKit's canonical SMILES: the identity exact search compares. */
  canonical: string;
  heavyAtoms: number;
  /** PATTERN_BITS / 8 bytes. */
  pattern: Uint8Array;
  /** MORGAN_BITS / 8 bytes. */
  morgan: Uint8Array;
  /** The RDKit version that computed it (canonical SMILES and fingerprints may change with it). */
  toolkit: string;
}

/** Canonical SMILES, heavy atoms and both fingerprints of a SMILES; throws InvalidSmilesError. */
export function fingerprintSmiles(rdkit: RDKitModule, smiles: string): StructureFingerprint {
  const mol = readSmiles(rdkit, smiles);
  if (!mol) throw new InvalidSmilesError(smiles);
  try {
    return fingerprintMol(rdkit, mol);
  } finally {
    mol.delete();
  }
}

export function fingerprintMol(rdkit: RDKitModule, mol: Mol): StructureFingerprint {
  return {
    canonical: mol.get_smiles(),
    heavyAtoms: mol.get_num_atoms(true),
    pattern: new Uint8Array(mol.get_pattern_fp_as_uint8array()),
    morgan: new Uint8Array(mol.get_morgan_fp_as_uint8array(MORGAN_DETAILS)),
    toolkit: rdkit.version(),
  };
}

/** The Morgan fingerprint of a parsed molecule (a similarity query). */
export function morganOf(mol: Mol): Uint8Array {
  return new Uint8Array(mol.get_morgan_fp_as_uint8array(MORGAN_DETAILS));
}

/**
 * Parses a SMILES into a molecule, or null. get_mol also reads Molfiles and JSON: text with a line
 * break is not a SMILES. The caller deletes the molecule (WebAssembly objects are not collected).
 */
export function readSmiles(rdkit: RDKitModule, smiles: string): Mol | null {
  if (!smiles.trim() || /[\r\n]/.test(smiles)) return null;
  const mol = rdkit.get_mol(smiles);
  if (!mol) return null;
  if (!mol.is_valid() || mol.get_num_atoms() === 0) {
    mol.delete();
    return null;
  }
  return mol;
}
