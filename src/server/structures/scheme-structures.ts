import { COMMON_AGENTS } from "../../domain/import/common-agents.ts";
import { parseInchiKey } from "../../domain/inchikey.ts";
import { formulaFromJson } from "./formula.ts";
import type { RDKitModule } from "./rdkit.ts";

/** One molecule of an imported file as RDKit read it, or why it could not. */
export type SchemeMoleculeReading =
  | {
      ok: true;
      smiles: string;
      formula: string;
      /** Standard InChIKey, or null when InChI cannot express the structure. */
      inchikey: string | null;
      /** Names of a common reagent or solvent with this structure (common-agents.ts). */
      common: { names: readonly string[]; role: "reagent" | "solvent" } | null;
    }
  | { ok: false; reason: string };

type Mol = NonNullable<ReturnType<RDKitModule["get_mol"]>>;
let commonByKey: Map<string, (typeof COMMON_AGENTS)[number]> | undefined;

/**
 * The common agents by canonical SMILES and by InChIKey, read once per worker: the InChIKey finds
 * one however it is drawn (a salt as ions or as one covalent unit, a tautomer, charges moved).
 */
function commonAgents(rdkit: RDKitModule) {
  if (!commonByKey) {
    commonByKey = new Map();
    for (const agent of COMMON_AGENTS) {
      const mol = readMol(rdkit, agent.smiles);
      if (!mol) continue;
      try {
        for (const key of [mol.get_smiles(), inchikeyOf(rdkit, mol)])
          if (key && !commonByKey.has(key)) commonByKey.set(key, agent);
      } finally {
        mol.delete();
      }
    }
  }
  return commonByKey;
}

function readMol(rdkit: RDKitModule, text: string): Mol | null {
  let mol: ReturnType<RDKitModule["get_mol"]> = null;
  try {
    mol = rdkit.get_mol(text);
  } catch {
    return null;
  }
  if (mol && (!mol.is_valid() || mol.get_num_atoms() === 0)) {
    mol.delete();
    return null;
  }
  return mol;
}

/** The standard InChIKey of a molecule, or null when InChI has none for it. */
function inchikeyOf(rdkit: RDKitModule, mol: Mol): string | null {
  try {
    const inchi = mol.get_inchi();
    if (!inchi.startsWith("InChI=1S/")) return null;
    return parseInchiKey(rdkit.get_inchikey_for_inchi(inchi));
  } catch {
    return null;
  }
}

/**
 * Reads the molecules of an imported file (Molfiles or SMILES, already checked against the
 * structure limits): canonical SMILES, Hill formula, standard InChIKey and the common agent it is,
 * if any. A molecule
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
      const inchikey = inchikeyOf(rdkit, mol);
      const found = common.get(smiles) ?? (inchikey ? common.get(inchikey) : undefined);
      return {
        ok: true,
        smiles,
        formula: formulaFromJson(mol.get_json()).formula,
        inchikey,
        common: found ? { names: found.names, role: found.role } : null,
      };
    } finally {
      mol.delete();
    }
  });
}
