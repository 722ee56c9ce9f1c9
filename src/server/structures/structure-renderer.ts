import type { FingerprintValues } from "../../db/repositories/structure-fingerprints.ts";
import type { StructureIdentifiers } from "./identifiers.ts";
import type { MolblockAnswer } from "./molblocks.ts";

/** What the write commands need from the structure renderer (structure-service.ts, renderer.ts). */
export interface StructureRenderer {
  /** Canonical SMILES, formula (Hill order) and carbon count; rejects a SMILES that does not parse. */
  describe(smiles: string): Promise<{ canonicalSmiles: string; formula: string; carbonCount: number }>;
  moleculeSvg(smiles: string): Promise<string>;
  reactionSvg(reactionSmiles: string): Promise<string>;
  /** Canonical SMILES, heavy atoms and the structure-search fingerprints; rejects a bad SMILES. */
  fingerprint(smiles: string): Promise<FingerprintValues>;
  /** Standard InChI and InChIKey; null when InChI has none for it; rejects a bad SMILES. */
  identifiers(smiles: string): Promise<StructureIdentifiers | null>;
  /** The molblock and canonical SMILES the bulk downloads write; null when RDKit reads no atoms in it. */
  molblock(smiles: string): Promise<MolblockAnswer | null>;
}
