import type { Log, Mol } from "@rdkit/rdkit";
import type { StructureMode } from "../../domain/structure-search.ts";
import { readSmiles } from "./fingerprints.ts";
import type { RDKitModule } from "./rdkit.ts";

/**
 * A query RDKit cannot read; the message is a sentence for the person who typed it, with RDKit's
 * reason where it gives one.
 */
export class StructureQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StructureQueryError";
  }
}

export interface ParsedQuery {
  /** Delete after use (WebAssembly objects are not garbage-collected). */
  mol: Mol;
  format: "smiles" | "smarts";
  /** True when the bonds of a SMILES query were read as any bond. */
  anyBond: boolean;
  /** Canonical SMILES of a SMILES query; null for SMARTS. */
  canonical: string | null;
}

/** Text that only SMARTS has: `~ ; & ! , $`, atom primitives like `[#6]`. */
const SMARTS_ONLY = /[~;&!,$]|\[#/;

const captures = new WeakMap<RDKitModule, Log | null>();

/** RDKit's error log, captured so a parse failure can be told to the user. */
function errorLog(rdkit: RDKitModule): Log | null {
  if (!captures.has(rdkit)) captures.set(rdkit, rdkit.set_log_capture("rdApp.error"));
  return captures.get(rdkit) ?? null;
}

function takeProblem(log: Log | null, fallback: string): string {
  const text = log?.get_buffer() ?? "";
  log?.clear_buffer();
  const first = text
    .split("\n")
    .map((line) => line.replace(/^\[[\d:]+\]\s*/, "").trim())
    .find((line) => line !== "");
  if (!first) return fallback;
  const plain = first.replace(/\s+for input: '.*'$/, "").replace(/\s+/g, " ");
  return plain.length > 200 ? `${plain.slice(0, 200)}…` : plain;
}

/**
 * The pattern RDKit writes for a molecule (every atom bracketed, every bond written) with each
 * bond, the ring closures' included, replaced by `~`: any bond, of any order or aromaticity. Only
 * characters outside brackets are bonds (inside, `-` is a charge and `@` a chirality).
 */
export function anyBondSmarts(smarts: string): string {
  return smarts.replace(/\[[^\]]*\]|[-=#:/\\]/g, (token) => (token.startsWith("[") ? token : "~"));
}

/**
 * Reads a structure query. A SMILES is read as a molecule (every mode); text that is not a SMILES,
 * or that uses SMARTS-only syntax, is read as a SMARTS pattern, which only substructure search
 * accepts. `anyBond` (substructure only) lets each bond of a SMILES query match any bond; a SMARTS
 * pattern is read as written. Throws StructureQueryError with RDKit's reason.
 */
export function parseStructureQuery(
  rdkit: RDKitModule,
  q: string,
  mode: StructureMode,
  anyBond = false,
): ParsedQuery {
  const text = q.trim();
  if (text === "")
    throw new StructureQueryError("Type a SMILES, or a SMARTS pattern for substructure search");
  if (/[\r\n]/.test(text)) throw new StructureQueryError("Type the SMILES or SMARTS pattern on one line");
  if (/\s/.test(text)) throw new StructureQueryError("Type a SMILES without spaces");
  const log = errorLog(rdkit);
  log?.clear_buffer();
  if (!SMARTS_ONLY.test(text)) {
    const mol = readSmiles(rdkit, text);
    if (mol && mode !== "substructure") {
      return { mol, format: "smiles", canonical: mol.get_smiles(), anyBond: false };
    }
    if (mol) {
      // Matched as a pattern of the molecule RDKit read (aromaticity perceived): elements, charges,
      // isotopes and bonds must match; hydrogen counts and open valences are left free (read as a
      // molecule, "[N+](=O)[O-]" would carry a radical on N and match no nitro group).
      // With anyBond, every bond of that pattern is `~` (a saturated skeleton finds its unsaturated
      // and aromatic relatives; atoms are written `[#6]`, which matches aromatic carbon too).
      const canonical = mol.get_smiles();
      const pattern = rdkit.get_qmol(anyBond ? anyBondSmarts(mol.get_smarts()) : mol.get_smarts());
      mol.delete();
      if (pattern) return { mol: pattern, format: "smiles", canonical, anyBond };
    }
  }
  const smilesProblem = takeProblem(log, "not a SMILES RDKit can read");
  if (mode !== "substructure") {
    throw new StructureQueryError(
      SMARTS_ONLY.test(text)
        ? `SMARTS patterns work in substructure search only; ${mode} search needs a SMILES`
        : `This is not a valid SMILES (RDKit: ${smilesProblem})`,
    );
  }
  const query = rdkit.get_qmol(text);
  if (query && query.get_num_atoms() > 0)
    return { mol: query, format: "smarts", canonical: null, anyBond: false };
  query?.delete();
  const smartsProblem = takeProblem(log, "not a SMARTS pattern RDKit can read");
  throw new StructureQueryError(
    SMARTS_ONLY.test(text)
      ? `This is not a valid SMARTS pattern (RDKit: ${smartsProblem})`
      : `This is neither a valid SMILES (RDKit: ${smilesProblem}) nor a valid SMARTS pattern (RDKit: ${smartsProblem})`,
  );
}
