import { COMMON_AGENTS } from "../../domain/import/common-agents.ts";
import { formulaFromJson } from "./formula.ts";
import type { RDKitModule } from "./rdkit.ts";

/** One molecule of an imported file as RDKit read it, or why it could not. */
export type SchemeMoleculeReading =
  | {
      ok: true;
      smiles: string;
      formula: string;
      /** Names of a common reagent or solvent with this canonical SMILES (common-agents.ts). */
      common: { names: readonly string[]; role: "reagent" | "solvent" } | null;
    }
  | { ok: false; reason: string };

let commonBySmiles: Map<string, (typeof COMMON_AGENTS)[number]> | undefined;

/** The common agents by canonical SMILES, read once per worker. */
function commonAgents(rdkit: RDKitModule) {
  if (!commonBySmiles) {
    commonBySmiles = new Map();
    for (const agent of COMMON_AGENTS) {
      const smiles = canonical(rdkit, agent.smiles);
      if (smiles && !commonBySmiles.has(smiles)) commonBySmiles.set(smiles, agent);
    }
  }
  return commonBySmiles;
}

function canonical(rdkit: RDKitModule, text: string): string | null {
  let mol: ReturnType<RDKitModule["get_mol"]> = null;
  try {
    mol = rdkit.get_mol(text);
  } catch {
    return null;
  }
  if (!mol) return null;
  try {
    return mol.is_valid() && mol.get_num_atoms() > 0 ? mol.get_smiles() : null;
  } finally {
    mol.delete();
  }
}

/**
 * Reads the molecules of an imported file (Molfiles or SMILES, already checked against the
 * structure limits): canonical SMILES, Hill formula, and the common agent it is, if any. A molecule
 * RDKit cannot read gets a reason instead, so the answer can name its line.
 */
export function readSchemeMolecules(
  rdkit: RDKitModule,
  items: readonly { kind: "molfile" | "smiles"; text: string }[],
): SchemeMoleculeReading[] {
  const common = commonAgents(rdkit);
  return items.map((item) => {
    // A SMILES is one line; RDKit would otherwise guess another format (a Molfile, JSON).
    if (item.kind === "smiles" && (/[\r\n]/.test(item.text) || item.text.includes(">"))) {
      return { ok: false, reason: `'${item.text.slice(0, 40)}' is not a molecule's SMILES` };
    }
    let mol: ReturnType<RDKitModule["get_mol"]> = null;
    try {
      mol = rdkit.get_mol(item.text);
    } catch {
      mol = null;
    }
    if (!mol) {
      return {
        ok: false,
        reason:
          item.kind === "molfile"
            ? "RDKit could not read this Molfile (check its atom and bond blocks)"
            : `RDKit could not read the SMILES '${item.text.slice(0, 80)}'`,
      };
    }
    try {
      if (!mol.is_valid() || mol.get_num_atoms() === 0)
        return { ok: false, reason: "the molecule has no atoms" };
      const smiles = mol.get_smiles();
      const found = common.get(smiles);
      return {
        ok: true,
        smiles,
        formula: formulaFromJson(mol.get_json()).formula,
        common: found ? { names: found.names, role: found.role } : null,
      };
    } finally {
      mol.delete();
    }
  });
}
