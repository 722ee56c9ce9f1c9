/**
 * What the scheme-file readers (rxn-file.ts, rd-file.ts, sd-file.ts, smiles-list.ts) make of a file
 * before any chemistry: each reaction's molecules as the text the file holds (a Molfile or a SMILES,
 * read later by RDKit on the server), the names and data fields the file gives, and where in the
 * file each came from, so that every refusal names a line or a record. Pure: no I/O, no RDKit.
 */

import type { Amount, ReactionRecords } from "../reaction-records.ts";

/** `lines` is the one-line scheme format (one-line-scheme.ts, docs/one-line-schemes.md). */
export const IMPORT_FORMATS = ["rxn", "rdf", "smiles", "sdf", "cdxml", "lines"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The format a file name's extension says (.rxn, .rdf, .sdf/.sd, .smi/.smiles/.txt, .cdxml); a .txt of one-line scheme lines is told by its text (formatOfText). */
export function formatOfFileName(fileName: string): ImportFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (ext === "rxn") return "rxn";
  if (ext === "rdf") return "rdf";
  if (ext === "sdf" || ext === "sd") return "sdf";
  if (ext === "smi" || ext === "smiles" || ext === "txt") return "smiles";
  if (ext === "cdxml") return "cdxml";
  return null;
}

/**
 * The format of a pasted text, told by its first lines: an RDfile, an RXN, a CDXML document, an SD
 * file (a Molfile's `M  END`), one-line scheme lines when a line has `|` fields, and otherwise a
 * list of reaction SMILES.
 */
export function formatOfText(text: string): ImportFormat {
  const start = text.trimStart().slice(0, 200);
  if (start.startsWith("$RDFILE")) return "rdf";
  if (start.startsWith("$RXN")) return "rxn";
  if (/^<\?xml|^<CDXML|^<!DOCTYPE CDXML/i.test(start)) return "cdxml";
  if (text.includes("M  END")) return "sdf";
  // Without a '|' field the lines are a plain reaction-SMILES list, whose text after a space is a comment.
  return text.includes("|") ? "lines" : "smiles";
}

/** Bounds on one file, checked while reading it (sign-up is open: any contributor may send one). */
export const IMPORT_LIMITS = {
  /** Characters of the file's text (a 40-step RDfile of large molecules is about 600,000). */
  chars: 1_000_000,
  /** Reactions (steps) in one file, and records of an SD file (one more than its steps). */
  reactions: 100,
  /** Molecules on one side of one reaction (the document's limit on substrates and products). */
  perSide: 20,
  /** Agents (reagents, catalysts, solvents) of one reaction (a step holds at most 20 solvents). */
  agents: 20,
  /** Lines of one data field's value. */
  fieldLines: 20,
  /** Lines of a file (a 40-step RDfile of large molecules has about 15,000). */
  lines: 100_000,
  /** Characters of one line of a text format (a reaction SMILES may have 20,000); CDXML is exempt. */
  lineChars: 25_000,
} as const;

export interface FileMolecule {
  /** A Molfile (V2000 or V3000, header lines included) or a SMILES. */
  kind: "molfile" | "smiles";
  text: string;
  /** The name the file gives it ("" when none). */
  name: string;
  /** Where it starts in the file, for messages: "line 12". */
  where: string;
  /** An agent the file files under solvents or reagents; matching decides when absent. */
  role?: "reagent" | "solvent";
}

export interface FileReaction {
  /** Where the reaction starts: "line 1", "record 3 (line 40)". */
  where: string;
  substrates: FileMolecule[];
  products: FileMolecule[];
  /** Agents drawn as structures (above the arrow): RDKit reads them, the server matches them. */
  agents: FileMolecule[];
  /** Agents given by name only (data fields, text above the arrow). */
  reagentNames: string[];
  solventNames: string[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  comment: string;
  /**
   * Agents a one-line scheme names, with their stage and amount; `hint` is the role their place in
   * the line suggests (before the first ';' reagents, after it solvents), used when the archive
   * does not settle it.
   */
  namedAgents?: NamedAgent[];
  /** The reaction's records (atmosphere, concentration, neat, selectivities) when the file gives them. */
  records?: Partial<ReactionRecords>;
  /** What the file says that no field of a draft can hold, shown in the preview with the reason. */
  dropped?: { text: string; reason: string }[];
}

export interface NamedAgent {
  name: string;
  hint: "reagent" | "solvent";
  stage: number;
  amount: Amount | null;
}

/** A file the reader refuses: `where` names the line or record ("line 7", "record 2 (line 31)"). */
export class SchemeFileError extends Error {
  readonly where: string;
  constructor(where: string, message: string) {
    super(`${where}: ${message}`);
    this.name = "SchemeFileError";
    this.where = where;
  }
}

/** The name of `lines[index]` in a refusal: "line 7" for index 6. */
export const lineName = (index: number) => `line ${index + 1}`;

/**
 * Reads one record of a file of several (an RDfile's reaction, an SDfile's molecule): a refusal
 * inside it names the record first ("record 2, line 31: …").
 */
export function inRecord<T>(record: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SchemeFileError)) throw error;
    throw new SchemeFileError(
      `record ${record}, ${error.where}`,
      error.message.slice(error.where.length + 2),
    );
  }
}

export function emptyFileReaction(where: string): FileReaction {
  return {
    where,
    substrates: [],
    products: [],
    agents: [],
    reagentNames: [],
    solventNames: [],
    temperature: null,
    time: null,
    yield: null,
    comment: "",
  };
}

/** The lines of a text, line breaks of any system, without a last empty line. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Agent names written in one text: "PCC; CH2Cl2" or "MeI, NaH". A comma followed by a space
 * separates names; a comma inside a name ("1,3-propanedithiol") does not.
 */
export function agentNames(text: string): string[] {
  return text
    .split(/;|,\s+|\n/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** Refuses a reaction with more molecules or agents than IMPORT_LIMITS allows. */
export function checkReactionSize(reaction: FileReaction): void {
  const { perSide, agents } = IMPORT_LIMITS;
  for (const [side, list] of [
    ["substrates", reaction.substrates],
    ["products", reaction.products],
  ] as const) {
    if (list.length > perSide) {
      throw new SchemeFileError(
        reaction.where,
        `the reaction has ${list.length} ${side}; a step may have at most ${perSide}`,
      );
    }
  }
  const count = reaction.agents.length + reaction.reagentNames.length + reaction.solventNames.length;
  if (count > agents) {
    throw new SchemeFileError(
      reaction.where,
      `the reaction has ${count} agents; a step may have at most ${agents}`,
    );
  }
}

/** Refuses a file with more reactions than IMPORT_LIMITS allows. */
export function checkReactionCount(count: number, where: string): void {
  if (count > IMPORT_LIMITS.reactions) {
    throw new SchemeFileError(
      where,
      `the file has more than ${IMPORT_LIMITS.reactions} reactions; import at most ${IMPORT_LIMITS.reactions} at a time`,
    );
  }
}

/** A number as the refusals write it: 100,000. */
export const count = (value: number) => value.toLocaleString("en-US");

/**
 * The caps every format shares, checked in one pass over the characters before any reader splits
 * or matches anything: the file's size, its lines, and (for the line-based formats) each line's
 * length, so that no later step works on a file out of proportion to what a scheme needs.
 */
export function checkFileShape(text: string, options: { lineChars?: boolean } = {}): void {
  if (text.length > IMPORT_LIMITS.chars) {
    throw new SchemeFileError(
      "line 1",
      `the file has ${count(text.length)} characters; import at most ${count(IMPORT_LIMITS.chars)} at a time`,
    );
  }
  if (text.trim() === "") throw new SchemeFileError("line 1", "the file is empty");
  const checkLength = options.lineChars ?? true;
  let lines = 1;
  let lineStart = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c !== 10 && c !== 13) continue;
    if (checkLength && i - lineStart > IMPORT_LIMITS.lineChars) {
      throw new SchemeFileError(
        `line ${count(lines)}`,
        `the line has more than ${count(IMPORT_LIMITS.lineChars)} characters`,
      );
    }
    // "\r\n" is one line break.
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    lineStart = i + 1;
    if (i < text.length && ++lines > IMPORT_LIMITS.lines) {
      throw new SchemeFileError(
        `line ${count(lines)}`,
        `the file has more than ${count(IMPORT_LIMITS.lines)} lines; import at most ${count(IMPORT_LIMITS.lines)} at a time`,
      );
    }
  }
}
