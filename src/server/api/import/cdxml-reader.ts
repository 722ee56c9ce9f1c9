import { readCdxmlScheme } from "../../../domain/import/cdxml-file.ts";
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
 * A ChemDraw CDXML file's steps (domain/import/cdxml-file.ts) with each structure converted to a
 * Molfile by Indigo in a structure worker; from there on it is read like an RDfile's reactions.
 */
export async function readCdxmlReactions(
  structures: Pick<StructureService, "cdxmlMolfiles">,
  text: string,
): Promise<FileReaction[]> {
  const steps = readCdxmlScheme(text);
  // A product drawn once is also the next step's reactant: each fragment is converted once.
  const documents = [
    ...new Set(steps.flatMap((s) => [...s.reactants, ...s.products, ...s.agents].map((f) => f.cdxml))),
  ];
  const molfiles = new Map<string, string>();
  for (let from = 0; from < documents.length; from += FRAGMENTS_PER_CALL) {
    const chunk = documents.slice(from, from + FRAGMENTS_PER_CALL);
    const out = await structures.cdxmlMolfiles(chunk);
    chunk.forEach((doc, i) => {
      const read = out[i];
      if (read?.ok) molfiles.set(doc, read.molfile);
    });
  }
  return steps.map((step) => {
    const molecule = (fragment: { cdxml: string; where: string }): FileMolecule => {
      const molfile = molfiles.get(fragment.cdxml);
      if (!molfile) throw new SchemeFileError(fragment.where, "Indigo could not read this structure");
      return { kind: "molfile", text: molfile, name: "", where: fragment.where };
    };
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
