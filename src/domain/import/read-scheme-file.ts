import { readRdFile } from "./rd-file.ts";
import { readRxnFile } from "./rxn-file.ts";
import { type FileReaction, IMPORT_LIMITS, type ImportFormat, SchemeFileError } from "./scheme-file.ts";
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
