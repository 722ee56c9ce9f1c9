import type { StructureRenderer } from "../commands/ports.ts";
import { describeSmiles, renderMoleculeSvg, renderReactionSvg } from "./depict.ts";
import { getRdkit } from "./rdkit.ts";

/** The structure renderer the write commands use: RDKit, loaded once per process. */
export async function createStructureRenderer(): Promise<StructureRenderer> {
  const rdkit = await getRdkit();
  return {
    describe: (smiles) => describeSmiles(rdkit, smiles),
    moleculeSvg: (smiles) => renderMoleculeSvg(rdkit, smiles),
    reactionSvg: (smiles) => renderReactionSvg(rdkit, smiles),
  };
}
