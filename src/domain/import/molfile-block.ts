import { lineName, SchemeFileError } from "./scheme-file.ts";

/**
 * One Molfile inside a larger file (an RXN's `$MOL` block, an SD record): from its title line to its
 * `M  END` line. Only the frame is checked here (a counts line where a Molfile has one, an end before
 * the next block starts); RDKit reads the rest on the server.
 */
export interface MolfileBlock {
  text: string;
  /** The title line, trimmed ("" when empty). */
  name: string;
  /** The index of the line after `M  END`. */
  end: number;
}

/** True for the counts line of a V2000 Molfile (atoms and bonds in 3-column fields) or a V3000 one. */
function isCountsLine(text: string): boolean {
  return /V3000\s*$/.test(text) || /^[ \d]{2}\d[ \d]{2}\d/.test(text);
}

/** Reads the Molfile that starts at `lines[start]` (its title line). */
export function readMolfileBlock(lines: readonly string[], start: number): MolfileBlock {
  const counts = lines[start + 3];
  if (counts === undefined) {
    throw new SchemeFileError(
      lineName(start),
      "the file ends inside a Molfile (it needs a title, two header lines and a counts line)",
    );
  }
  if (!isCountsLine(counts)) {
    throw new SchemeFileError(
      lineName(start + 3),
      "the fourth line of a Molfile must be its counts line (atoms and bonds, then V2000 or V3000)",
    );
  }
  for (let i = start + 4; i < lines.length; i++) {
    const text = (lines[i] as string).trimEnd();
    if (text === "M  END") {
      return {
        text: `${lines.slice(start, i + 1).join("\n")}\n`,
        name: (lines[start] as string).trim(),
        end: i + 1,
      };
    }
    if (text.startsWith("$")) {
      throw new SchemeFileError(
        lineName(i),
        `'${text.slice(0, 20)}' comes before the 'M  END' of the Molfile that starts at line ${start + 1}`,
      );
    }
  }
  throw new SchemeFileError(lineName(start), "this Molfile has no 'M  END' line");
}

/** A V3000 connection table (`M  V30 BEGIN CTAB` … `M  V30 END CTAB`) made a Molfile RDKit reads. */
export function v3000Molfile(ctab: readonly string[]): string {
  return ["", "  import", "", "  0  0  0     0  0            999 V3000", ...ctab, "M  END", ""].join("\n");
}
