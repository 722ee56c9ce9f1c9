import { structureLimitProblem } from "../structure-limits.ts";
import { type CdxmlScheme, readCdxmlScheme } from "./cdxml-file.ts";
import { readOneLineScheme } from "./one-line-scheme.ts";
import { readRdFile } from "./rd-file.ts";
import { readRxnFile } from "./rxn-file.ts";
import { checkFileShape, type FileReaction, type ImportFormat, SchemeFileError } from "./scheme-file.ts";
import { readSdFile } from "./sd-file.ts";
import { readSmilesList } from "./smiles-list.ts";

/** Reads the reactions of a file in one of the text formats (CDXML is converted on the server first). */
export function readSchemeFile(format: Exclude<ImportFormat, "cdxml">, text: string): FileReaction[] {
  checkFileShape(text);
  switch (format) {
    case "rxn":
      return readRxnFile(text);
    case "rdf":
      return readRdFile(text);
    case "sdf":
      return readSdFile(text);
    case "smiles":
      return readSmilesList(text);
    case "lines":
      return readOneLineScheme(text);
  }
}

/**
 * What reading a file gives, as a value that crosses a worker's message channel: the reactions (a
 * CDXML file's scheme, whose structures Indigo converts next), or the refusal naming its line.
 */
export type SchemeFileReading =
  | { ok: true; format: "cdxml"; scheme: CdxmlScheme }
  | { ok: true; format: Exclude<ImportFormat, "cdxml">; reactions: FileReaction[] }
  | { ok: false; message: string };

/**
 * Reads a file of any format, and checks every structure it holds against the structure limits
 * (each molecule's atoms and rings, counted where RDKit reads them) before RDKit sees any.
 */
export function readSchemeFileText(format: ImportFormat, text: string): SchemeFileReading {
  try {
    if (format === "cdxml") return { ok: true, format, scheme: readCdxmlScheme(text) };
    const reactions = readSchemeFile(format, text);
    for (const reaction of reactions) {
      for (const molecule of [...reaction.substrates, ...reaction.products, ...reaction.agents]) {
        const problem = structureLimitProblem(molecule.text, molecule.kind);
        if (problem) throw new SchemeFileError(molecule.where, `this structure ${problem}`);
      }
    }
    return { ok: true, format, reactions };
  } catch (error) {
    if (error instanceof SchemeFileError) return { ok: false, message: error.message };
    throw error;
  }
}
