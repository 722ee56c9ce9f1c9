import { expect } from "vitest";
import { generateStructures } from "../../scripts/bench/structure-dataset.ts";
import { readSmiles } from "../../src/server/structures/fingerprints.ts";
import type { RDKitModule } from "../../src/server/structures/rdkit.ts";
import { parseStructureQuery } from "../../src/server/structures/structure-query.ts";

/**
 * The soundness check of a substructure screen: every structure RDKit matches with a query must
 * pass the screen for it (`passes`). Each structure is read once and matched against every query.
 * Answers how many (query, structure) pairs the screen left out, so a test can show it does work.
 */
export function expectScreenSound(
  rdkit: RDKitModule,
  structures: readonly string[],
  queries: readonly string[],
  passes: (query: string, structure: string) => boolean,
): number {
  let screenedOut = 0;
  const parsed = queries.map((q) => ({ q, query: parseStructureQuery(rdkit, q, "substructure").mol }));
  try {
    for (const s of structures) {
      const mol = readSmiles(rdkit, s);
      if (!mol) throw new Error(s);
      try {
        for (const { q, query } of parsed) {
          const matches = JSON.parse(mol.get_substruct_match(query)).atoms !== undefined;
          const through = passes(q, s);
          if (!through) screenedOut++;
          if (matches) expect({ q, s, through }).toEqual({ q, s, through: true });
        }
      } finally {
        mol.delete();
      }
    }
  } finally {
    for (const { query } of parsed) query.delete();
  }
  return screenedOut;
}

/** A SMILES as RDKit writes it, the form a stored structure has. */
export function canonicalSmiles(rdkit: RDKitModule, smiles: string): string {
  const mol = readSmiles(rdkit, smiles);
  if (!mol) throw new Error(smiles);
  try {
    return mol.get_smiles();
  } finally {
    mol.delete();
  }
}

/** The structures a screen is checked on: hand-picked ones and 300 generated from `seed`, canonical. */
export function screenStructures(rdkit: RDKitModule, hand: readonly string[], seed: number): string[] {
  const generated = generateStructures(rdkit, 300, seed).structures.map((s) => s.smiles);
  return [...hand, ...generated].map((smiles) => canonicalSmiles(rdkit, smiles));
}
