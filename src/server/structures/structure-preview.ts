import { refusedQuery } from "../http/errors.ts";
import { describeSmiles, renderMoleculeSvg } from "./depict.ts";
import type { RDKitModule } from "./rdkit.ts";
import { svgSize } from "./svg-size.ts";

/** What the editor shows before it saves a structure: nothing of it is stored. */
export interface StructurePreview {
  smiles: string;
  formula: string;
  carbonCount: number;
  svg: string;
  width: number;
  height: number;
}

export type StructureInput = { field: "smiles"; text: string } | { field: "molfile"; text: string };

/** A 400 naming the field the structure came in, with a message a contributor can act on. */
export const invalidStructure = (field: StructureInput["field"], reason: string) =>
  refusedQuery(field, `This is not a valid structure: ${reason}`);

/**
 * Reads a SMILES or a Molfile with RDKit and answers its canonical SMILES, Hill formula, carbon
 * count and drawing. The drawing is made from the canonical SMILES by the same function the
 * publish command uses, so the preview looks exactly like the published page will.
 */
export function previewStructure(rdkit: RDKitModule, input: StructureInput): StructurePreview {
  const canonical = canonicalSmiles(rdkit, input);
  const description = describeSmiles(rdkit, canonical);
  const svg = renderMoleculeSvg(rdkit, canonical);
  const { width, height } = svgSize(svg);
  return {
    smiles: description.canonicalSmiles,
    formula: description.formula,
    carbonCount: description.carbonCount,
    svg,
    width: width ?? 0,
    height: height ?? 0,
  };
}

/** A Molfile RDKit cannot read, or one without a counts line (refused before RDKit sees it). */
export const MOLFILE_UNREADABLE =
  "RDKit could not read this Molfile (check the counts line, the atom and bond blocks and M  END)";

function canonicalSmiles(rdkit: RDKitModule, input: StructureInput): string {
  const text = input.field === "smiles" ? input.text.trim() : input.text;
  if (text.trim() === "") throw invalidStructure(input.field, "it is empty");
  if (input.field === "smiles" && /[\r\n]/.test(text)) {
    throw invalidStructure("smiles", "a SMILES is one line (paste a Molfile as a Molfile)");
  }
  if (input.field === "smiles" && text.includes(">")) {
    throw invalidStructure("smiles", "this is a reaction; enter one molecule (fragments joined by '.')");
  }
  let mol: ReturnType<RDKitModule["get_mol"]> = null;
  try {
    mol = rdkit.get_mol(text);
  } catch {
    mol = null;
  }
  if (!mol) {
    throw invalidStructure(
      input.field,
      input.field === "smiles"
        ? "RDKit could not read this SMILES (check atom symbols, brackets, charges and ring-closure digits)"
        : MOLFILE_UNREADABLE,
    );
  }
  try {
    if (!mol.is_valid()) throw invalidStructure(input.field, "RDKit could not read it");
    if (mol.get_num_atoms() === 0) throw invalidStructure(input.field, "it has no atoms");
    const smiles = mol.get_smiles();
    if (smiles === "") throw invalidStructure(input.field, "it has no atoms");
    return smiles;
  } finally {
    mol.delete();
  }
}
