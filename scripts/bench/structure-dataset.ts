/**
 * Generated structures for the structure-search benchmark: organic molecules of one to four ring
 * systems joined by linkers, with substituents, from the lists below and a deterministic
 * pseudo-random generator (same seed, same structures). RDKit reads every candidate; unreadable ones
 * and duplicates (by canonical SMILES) are dropped until the wanted number is reached.
 */
import {
  fingerprintMol,
  readSmiles,
  type StructureFingerprint,
} from "../../src/server/structures/fingerprints.ts";
import type { RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * Ring systems written from the atom that bonds to what comes before; `1`/`2` are ring closures
 * (renumbered per level so nested rings never clash) and `($)` marks a carbon or nitrogen that
 * may carry a substituent or the next ring.
 */
const RINGS = [
  "c1cc($)c($)c($)c1",
  "c1cc($)nc($)c1",
  "c1nc($)cc($)n1",
  "c1cc($)c($)s1",
  "c1ccc($)o1",
  "c1ccc($)[nH]1",
  "c1ncc($)[nH]1",
  "c1cc($)n(C)n1",
  "c1ccc2[nH]cc($)c2c1",
  "c1ccc2ncc($)cc2c1",
  "c1ccc2cc($)ccc2c1",
  "c1ccc2occ($)c2c1",
  "c1ccc2[nH]c($)nc2c1",
  "c1ccc2sc($)nc2c1",
  "C1CC($)CC($)C1",
  "C1CC($)CC1",
  "C1CCN($)CC1",
  "C1CN($)CCN1",
  "C1CN($)CCO1",
  "C1CC($)CO1",
  "C1C($)C1",
  "C1CN($)C1",
  "C1CCCC($)CC1",
  "C1CC(=O)N($)C1",
  "C1CCOC($)C1",
  "C1CC2CC($)C1C2",
  "C1=CC($)CC=C1",
  "C1CC2CCC($)C2C1",
  "c1cc2OCOc2c($)c1",
  "C1OC(=O)C($)C1",
];

const SUBSTITUENTS = [
  "F",
  "Cl",
  "Br",
  "I",
  "C",
  "CC",
  "C(C)C",
  "C(C)(C)C",
  "O",
  "OC",
  "OCC",
  "N",
  "NC",
  "N(C)C",
  "C(=O)O",
  "C(=O)OC",
  "C(=O)N",
  "C#N",
  "[N+](=O)[O-]",
  "C(F)(F)F",
  "S(=O)(=O)C",
  "S(=O)(=O)N",
  "C(=O)C",
  "OC(=O)C",
  "NC(=O)C",
  "SC",
  "C=C",
  "C#C",
  "CO",
  "CN",
  "CCO",
  "OCO",
  "CC(=O)O",
  "[Si](C)(C)C",
  "OP(=O)(O)O",
  "B(O)O",
];

const LINKERS = [
  "",
  "C",
  "CC",
  "CCC",
  "CCCC",
  "O",
  "N",
  "S",
  "C(=O)",
  "C(=O)N",
  "NC(=O)",
  "C(=O)O",
  "OC",
  "CO",
  "C=C",
  "C#C",
  "CC(C)",
  "C(O)",
  "CN",
  "NC",
  "S(=O)(=O)",
  "S(=O)(=O)N",
  "OCC",
  "N(C)",
  "C(=O)NC",
  "CC(=O)",
  "C[C@H](N)",
  "[C@@H](O)C",
];

/** A small deterministic pseudo-random generator (LCG), as the other generated data uses. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface GeneratedStructure extends StructureFingerprint {
  smiles: string;
}

/** One candidate SMILES: `rings` ring systems joined by linkers, with substituents. */
function candidate(next: () => number, rings: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const ring = (level: number): string => {
    const template = pick(RINGS).replace(/[12]/g, (d) => `%${level}${d}`);
    const slots = template.split("$").length - 1;
    const carry = level < rings ? Math.floor(next() * slots) : -1;
    let slot = 0;
    return template.replace(/\$/g, () => {
      const here = slot++;
      if (here === carry) return `${pick(LINKERS)}${ring(level + 1)}`;
      return next() < 0.35 ? pick(SUBSTITUENTS) : "";
    });
  };
  const head = next() < 0.4 ? `${pick(SUBSTITUENTS)}${pick(LINKERS)}` : "";
  // A slot left empty leaves "()" behind: drop it.
  return `${head}${ring(1)}`.replace(/\(\)/g, "");
}

/** `count` distinct structures (by canonical SMILES) with their fingerprints; `seed` fixes them. */
export function generateStructures(
  rdkit: RDKitModule,
  count: number,
  seed = 20261124,
  onProgress?: (done: number) => void,
): { structures: GeneratedStructure[]; rejected: number } {
  const next = random(seed);
  const seen = new Set<string>();
  const structures: GeneratedStructure[] = [];
  let rejected = 0;
  while (structures.length < count) {
    const r = next();
    const rings = r < 0.25 ? 1 : r < 0.65 ? 2 : r < 0.9 ? 3 : 4;
    const smiles = candidate(next, rings);
    const mol = readSmiles(rdkit, smiles);
    if (!mol) {
      rejected++;
      continue;
    }
    try {
      const canonical = mol.get_smiles();
      if (seen.has(canonical)) continue;
      seen.add(canonical);
      structures.push({ smiles, ...fingerprintMol(rdkit, mol) });
      if (onProgress && structures.length % 10_000 === 0) onProgress(structures.length);
    } finally {
      mol.delete();
    }
  }
  return { structures, rejected };
}
