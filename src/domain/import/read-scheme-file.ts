import { readRdFile } from "./rd-file.ts";
import { readRxnFile } from "./rxn-file.ts";
import {
  type FileReaction,
  IMPORT_LIMITS,
  type ImportFormat,
  SchemeFileError,
} from "./scheme-file.ts";
import { readSdFile } from "./sd-file.ts";
import { readSmilesList } from "./smiles-list.ts";

/** Reads the reactions of a file in one of the text formats (CDXML is converted on the server first). */
export function readSchemeFile(format: Exclude<ImportFormat, "cdxml">, text: string): FileReaction[] {
  if (text.length > IMPORT_LIMITS.chars) {
    throw new SchemeFileError(
      "line 1",
      `the file has ${text.length.toLocaleString("en-US")} characters; import at most ${IMPORT_LIMITS.chars.toLocaleString("en-US")} at a time`,
    );
  }
  if (text.trim() === "") throw new SchemeFileError("line 1", "the file is empty");
  switch (format) {
    case "rxn":
      return readRxnFile(text);
    case "rdf":
      return readRdFile(text);
    case "sdf":
      return readSdFile(text);
    case "smiles":
      return readSmilesList(text);
  }
}

/** The format a file name's extension says (.rxn, .rdf, .sdf/.sd/.mol, .smi/.smiles/.txt, .cdxml). */
export function formatOfFileName(fileName: string): ImportFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (ext === "rxn") return "rxn";
  if (ext === "rdf") return "rdf";
  if (ext === "sdf" || ext === "sd") return "sdf";
  if (ext === "smi" || ext === "smiles" || ext === "txt") return "smiles";
  if (ext === "cdxml") return "cdxml";
  return null;
}
