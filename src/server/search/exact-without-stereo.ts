import type { Mol } from "@rdkit/rdkit";
import { readSmiles } from "../structures/fingerprints.ts";
import type { RDKitModule } from "../structures/rdkit.ts";
import { PATTERN_WORDS, type SubstructureSource, setWords, toWords } from "./substructure-scan.ts";

/**
 * A SMILES without its stereochemistry: tetrahedral and other chirality marks (`@`, `@@`, `@TH1`…,
 * only ever inside brackets) and double-bond directions (`/`, `\`). Isotopes, charges and
 * hydrogen counts stay. Not canonical: `canonicalWithoutStereo` reads it back.
 */
export function stripStereo(smiles: string): string {
  return smiles.replace(/@(?:@|TH[12]|AL[12]|SP[123]|TB\d{1,2}|OH\d{1,2})?/g, "").replace(/[/\\]/g, "");
}

/** RDKit's canonical SMILES of a structure once its stereochemistry is dropped, or null. */
export function canonicalWithoutStereo(rdkit: RDKitModule, smiles: string): string | null {
  const mol = readSmiles(rdkit, stripStereo(smiles));
  if (!mol) return null;
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
}

/**
 * Exact search with stereochemistry ignored (api.md §5.4.1.1): every structure of the index that
 * is the query's structure once both lose their stereocentres and double-bond geometry. Only
 * structures with the query's heavy atoms whose pattern fingerprint (blind to stereochemistry, as
 * substructure matching is) holds the query's bits are read with RDKit: a handful at most.
 * Answers their indices in index order.
 */
export function exactWithoutStereo(rdkit: RDKitModule, source: SubstructureSource, query: Mol): number[] {
  const flat = canonicalWithoutStereo(rdkit, query.get_smiles());
  if (flat === null) return [];
  const atoms = query.get_num_atoms(true);
  const qfp = toWords(new Uint8Array(query.get_pattern_fp_as_uint8array()), PATTERN_WORDS);
  const words = setWords(qfp);
  const found: number[] = [];
  for (let i = firstWithAtoms(source, atoms); i < source.size && source.heavyAtoms[i] === atoms; i++) {
    const base = i * PATTERN_WORDS;
    let screened = true;
    for (const w of words) {
      if (((qfp[w] as number) & ~(source.pattern[base + w] as number)) !== 0) {
        screened = false;
        break;
      }
    }
    if (screened && canonicalWithoutStereo(rdkit, source.smiles[i] as string) === flat) found.push(i);
  }
  return found;
}

/** The first structure (the index is ordered by heavy atoms) with at least `atoms` heavy atoms. */
function firstWithAtoms(source: SubstructureSource, atoms: number): number {
  let lo = 0;
  let hi = source.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((source.heavyAtoms[mid] as number) < atoms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
