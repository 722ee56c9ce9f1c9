/** What the write commands need from the structure renderer and the image storage. */
export interface StructureRenderer {
  /** Formula (Hill order) and carbon count; throws on a SMILES that does not parse. */
  describe(smiles: string): { formula: string; carbonCount: number };
  moleculeSvg(smiles: string): string;
  reactionSvg(reactionSmiles: string): string;
}

export interface ImageWriter {
  /** Writes `folder/name` under the storage directory (folder may contain one sub-folder). */
  write(folder: string, name: string, content: string | Uint8Array): Promise<void>;
}
