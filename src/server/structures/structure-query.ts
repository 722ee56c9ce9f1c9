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
 * Reads a structure query. A SMILES is read as a molecule (every mode); text that is not a SMILES,
 * or that uses SMARTS-only syntax, is read as a SMARTS pattern, which only substructure search
 * accepts. Throws StructureQueryError with RDKit's reason.
 */
export function parseStructureQuery(rdkit: RDKitModule, q: string, mode: StructureMode): ParsedQuery {
  const text = q.trim();
  if (text === "")
    throw new StructureQueryError("Type a SMILES, or a SMARTS pattern for substructure search");
  if (/[\r\n]/.test(text)) throw new StructureQueryError("Type the SMILES or SMARTS pattern on one line");
  if (/\s/.test(text)) throw new StructureQueryError("Type a SMILES without spaces");
  const log = errorLog(rdkit);
  log?.clear_buffer();
  if (!SMARTS_ONLY.test(text)) {
    const mol = readSmiles(rdkit, text);
    if (mol && mode !== "substructure") return { mol, format: "smiles", canonical: mol.get_smiles() };
    if (mol) {
      // Matched as a pattern of the molecule RDKit read (aromaticity perceived): elements, charges,
      // isotopes and bonds must match; hydrogen counts and open valences are left free (read as a
      // molecule, "[N+](=O)[O-]" would carry a radical on N and match no nitro group).
      const canonical = mol.get_smiles();
      const pattern = rdkit.get_qmol(mol.get_smarts());
      mol.delete();
      if (pattern) return { mol: pattern, format: "smiles", canonical };
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
  if (query && query.get_num_atoms() > 0) return { mol: query, format: "smarts", canonical: null };
  query?.delete();
  const smartsProblem = takeProblem(log, "not a SMARTS pattern RDKit can read");
  throw new StructureQueryError(
    SMARTS_ONLY.test(text)
      ? `This is not a valid SMARTS pattern (RDKit: ${smartsProblem})`
      : `This is neither a valid SMILES (RDKit: ${smilesProblem}) nor a valid SMARTS pattern (RDKit: ${smartsProblem})`,
  );
}
