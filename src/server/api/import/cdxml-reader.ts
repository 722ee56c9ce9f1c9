import type { CdxmlFragment, CdxmlScheme } from "../../../domain/import/cdxml-file.ts";
import { applyArrowText } from "../../../domain/import/data-fields.ts";
import {
  checkReactionSize,
  emptyFileReaction,
  type FileMolecule,
  type FileReaction,
  SchemeFileError,
} from "../../../domain/import/scheme-file.ts";
import type { StructureService } from "../../structures/structure-service.ts";

/** Fragments per Indigo call: each call stays well inside the pool's time limit. */
const FRAGMENTS_PER_CALL = 40;

/**
 * A ChemDraw CDXML file's steps, as the import reader read them (domain/import/cdxml-file.ts), with
 * each structure converted to a Molfile by Indigo in a structure worker; from there on they are
 * read like an RDfile's reactions.
 */
export async function readCdxmlReactions(
  structures: Pick<StructureService, "cdxmlMolfiles">,
  scheme: CdxmlScheme,
): Promise<FileReaction[]> {
  // Each structure is converted once, however many steps name it.
  const molfiles: (string | null)[] = [];
  for (let from = 0; from < scheme.fragments.length; from += FRAGMENTS_PER_CALL) {
    const chunk = scheme.fragments.slice(from, from + FRAGMENTS_PER_CALL);
    const out = await structures.cdxmlMolfiles(chunk.map((f) => f.cdxml));
    chunk.forEach((_, i) => {
      const read = out[i];
      molfiles.push(read?.ok ? read.molfile : null);
    });
  }
  const molecule = (index: number): FileMolecule => {
    const { where } = scheme.fragments[index] as CdxmlFragment;
    const molfile = molfiles[index];
    if (!molfile) throw new SchemeFileError(where, "Indigo could not read this structure");
    return { kind: "molfile", text: molfile, name: "", where };
  };
  return scheme.steps.map((step) => {
    const reaction = emptyFileReaction(step.where);
    reaction.substrates = step.reactants.map(molecule);
    reaction.products = step.products.map(molecule);
    reaction.agents = step.agents.map(molecule);
    if (reaction.substrates.length === 0) throw new SchemeFileError(step.where, "the step has no reactant");
    if (reaction.products.length === 0) throw new SchemeFileError(step.where, "the step has no product");
    for (const text of step.texts) applyArrowText(reaction, text);
    checkReactionSize(reaction);
    return reaction;
  });
}
