import type { FingerprintValues } from "../../../../db/repositories/structure-fingerprints.ts";
import { schemaRefusal, unprocessable } from "../../../../domain/errors.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../../../../domain/synthesis-document.ts";
import type { StructureIdentifiers } from "../../../structures/identifiers.ts";
import type { MolblockAnswer } from "../../../structures/molblocks.ts";
import { structureApiError } from "../../../structures/rdkit-errors.ts";
import type { StructureRenderer } from "../../../structures/structure-renderer.ts";
import { svgSize } from "../../../structures/svg-size.ts";

/** A validated document with every structure drawn: what `writeSynthesis` needs, no I/O left. */
export interface PreparedSynthesis {
  doc: SynthesisDocument;
  drawings: Map<string, Drawing>;
}

/** One structure drawn once, by SMILES: its picture, size, formula, search fingerprint and molblock. */
export interface Drawing {
  formula: string;
  carbonCount: number;
  svg: string;
  width: number | null;
  height: number | null;
  fingerprint: FingerprintValues;
  /** InChI and InChIKey, computed for the target molecule's structure only (null: InChI has none). */
  identifiers?: StructureIdentifiers | null;
  /** What the bulk downloads write of it, stored at publication so they never ask RDKit. */
  molblock: MolblockAnswer | null;
}

/** Validates the document (400 naming the field) and draws its structures (422 for a bad SMILES). */
export async function prepareSynthesis(
  structures: StructureRenderer,
  input: unknown,
): Promise<PreparedSynthesis> {
  const parsed = synthesisDocumentSchema.safeParse(input);
  if (!parsed.success) throw schemaRefusal(parsed.error);
  // Drawing is the slow part: it happens before any transaction so the write lock is held briefly.
  return { doc: parsed.data, drawings: await drawStructures(structures, parsed.data) };
}

/** Draws every structure of the document once (by SMILES); a bad SMILES fails naming its field. */
async function drawStructures(
  structures: StructureRenderer,
  doc: SynthesisDocument,
): Promise<Map<string, Drawing>> {
  const wanted: [smiles: string, field: string][] = [];
  if (doc.molecule.smiles) wanted.push([doc.molecule.smiles, "molecule.smiles"]);
  doc.parts.forEach((part, i) => {
    part.reactions.forEach((reaction, j) => {
      const at = `parts.${i}.reactions.${j}`;
      for (const [k, c] of reaction.substrates.entries()) {
        if (c.smiles) wanted.push([c.smiles, `${at}.substrates.${k}.smiles`]);
      }
      for (const [k, c] of reaction.products.entries()) {
        if (c.smiles) wanted.push([c.smiles, `${at}.products.${k}.smiles`]);
      }
      const special = reaction.special_reagent?.smiles;
      if (special) wanted.push([special, `${at}.special_reagent.smiles`]);
    });
  });
  const drawings = new Map<string, Drawing>();
  for (const [smiles, field] of wanted) {
    if (drawings.has(smiles)) continue;
    try {
      const svg = await structures.moleculeSvg(smiles);
      const fingerprint = await structures.fingerprint(smiles);
      const identifiers = field === "molecule.smiles" ? await structures.identifiers(smiles) : undefined;
      drawings.set(smiles, {
        ...(await structures.describe(smiles)),
        svg,
        ...svgSize(svg),
        fingerprint,
        identifiers,
        molblock: await structures.molblock(smiles),
      });
    } catch (error) {
      throw (
        structureApiError(error, field) ?? unprocessable(field, "is not a SMILES string that RDKit can read")
      );
    }
  }
  return drawings;
}
