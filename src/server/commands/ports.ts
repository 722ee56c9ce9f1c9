import type { FingerprintValues } from "../../db/repositories/structure-fingerprints.ts";

/** What the write commands need from the structure renderer and the image storage. */
export interface StructureRenderer {
  /** Canonical SMILES, formula (Hill order) and carbon count; rejects a SMILES that does not parse. */
  describe(smiles: string): Promise<{ canonicalSmiles: string; formula: string; carbonCount: number }>;
  moleculeSvg(smiles: string): Promise<string>;
  reactionSvg(reactionSmiles: string): Promise<string>;
  /** Canonical SMILES, heavy atoms and the structure-search fingerprints; rejects a bad SMILES. */
  fingerprint(smiles: string): Promise<FingerprintValues>;
}

export interface ImageWriter {
  /** Writes `folder/name` under the storage directory (folder may contain one sub-folder). */
  write(folder: string, name: string, content: string | Uint8Array): Promise<void>;
  /** Removes `folder/name` if it exists (an image no row names any more). */
  remove(folder: string, name: string): Promise<void>;
}
