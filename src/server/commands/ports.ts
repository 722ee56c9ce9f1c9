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
  /**
   * Writes the content beside `folder/name` under a staging name (`name.<token>.staged`), for a
   * write whose rows have not committed yet; `commit` renames it into place, `discard` removes it.
   * Fails (e.g. EACCES, EROFS, ENOSPC) before anything public changes.
   */
  stage(folder: string, name: string, content: string | Uint8Array): Promise<StagedImage>;
}

export interface StagedImage {
  /** `folder/name`, the path the staged file becomes. */
  path: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}
