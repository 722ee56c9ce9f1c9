import { describeSmiles, renderMoleculeSvg, renderReactionSvg } from "./depict.ts";
import { fingerprintSmiles } from "./fingerprints.ts";
import { identifiersOf } from "./identifiers.ts";
import { molblocksOf } from "./molblocks.ts";
import { getRdkit } from "./rdkit.ts";
import type { StructureRenderer } from "./structure-renderer.ts";

/**
 * The structure renderer the write commands use. RDKit (about 60 MB of WebAssembly heap) loads on
 * the first write, so a server that only reads never pays for it.
 */
export function createStructureRenderer(): StructureRenderer {
  return {
    describe: async (smiles) => describeSmiles(await getRdkit(), smiles),
    moleculeSvg: async (smiles) => renderMoleculeSvg(await getRdkit(), smiles),
    reactionSvg: async (smiles) => renderReactionSvg(await getRdkit(), smiles),
    fingerprint: async (smiles) => fingerprintSmiles(await getRdkit(), smiles),
    identifiers: async (smiles) => identifiersOf(await getRdkit(), smiles),
    molblock: async (smiles) => molblocksOf(await getRdkit(), [smiles])[0] ?? null,
  };
}
