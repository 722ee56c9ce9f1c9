import { applyTextField, fieldRole } from "./data-fields.ts";
import { readMolfileBlock } from "./molfile-block.ts";
import {
  checkReactionCount,
  checkReactionSize,
  emptyFileReaction,
  type FileMolecule,
  type FileReaction,
  IMPORT_LIMITS,
  inRecord,
  lineName,
  SchemeFileError,
  splitLines,
} from "./scheme-file.ts";

/**
 * An SD file of the route's compounds in order: record 1 is the starting material, each later record
 * the product of one step whose substrate is the record before it. A record's data fields (`> <NAME>`
 * header, value lines, a blank line) give its name and, from record 2 on, the step that makes it:
 * REAGENTS, SOLVENTS, TEMPERATURE, TIME, YIELD, COMMENT (data-fields.ts). A record ends at `$$$$`.
 */

interface SdRecord {
  molecule: FileMolecule;
  fields: { name: string; value: string; where: string }[];
  where: string;
}

export function readSdFile(text: string): FileReaction[] {
  const records = readRecords(splitLines(text));
  if (records.length < 2) {
    throw new SchemeFileError(
      records.length === 0 ? "line 1" : "record 1 (line 1)",
      "an SD file of a route needs at least two compounds: the starting material, then each step's product",
    );
  }
  const reactions: FileReaction[] = [];
  for (let i = 1; i < records.length; i++) {
    const product = records[i] as SdRecord;
    const reaction = emptyFileReaction(product.where);
    reaction.substrates.push((records[i - 1] as SdRecord).molecule);
    reaction.products.push(product.molecule);
    for (const field of product.fields) {
      const role = fieldRole(field.name);
      if (role) applyTextField(reaction, role.role, field.value);
    }
    checkReactionSize(reaction);
    reactions.push(reaction);
  }
  return reactions;
}

function readRecords(lines: readonly string[]): SdRecord[] {
  const records: SdRecord[] = [];
  let at = 0;
  while (at < lines.length) {
    // Blank lines after the last record are allowed (a title line may be blank: no other skipping).
    if (lines.slice(at).every((l) => l.trim() === "")) break;
    const number = records.length + 1;
    checkReactionCount(number - 1, lineName(at));
    const where = `record ${number} (line ${at + 1})`;
    const block = inRecord(number, () => readMolfileBlock(lines, at));
    const record: SdRecord = {
      molecule: { kind: "molfile", text: block.text, name: block.name, where },
      fields: [],
      where,
    };
    at = readFieldsUntilEnd(lines, block.end, record, number);
    const named = record.fields.find((f) => f.name.trim().toUpperCase() === "NAME");
    if (named && named.value.trim() !== "") record.molecule.name = named.value.trim();
    records.push(record);
  }
  return records;
}

/** Reads a record's data items up to its `$$$$`; returns the index of the line after it. */
function readFieldsUntilEnd(
  lines: readonly string[],
  from: number,
  record: SdRecord,
  number: number,
): number {
  let at = from;
  while (at < lines.length) {
    const text = (lines[at] as string).trimEnd();
    if (text === "$$$$") return at + 1;
    if (text.trim() === "") {
      at++;
      continue;
    }
    const header = dataHeaderName(text);
    if (header === null) {
      throw new SchemeFileError(
        `record ${number}, ${lineName(at)}`,
        "expected a data item ('> <NAME>') or '$$$$'",
      );
    }
    const values: string[] = [];
    const where = `record ${number}, ${lineName(at)}`;
    at++;
    while (
      at < lines.length &&
      (lines[at] as string).trim() !== "" &&
      (lines[at] as string).trimEnd() !== "$$$$"
    ) {
      values.push((lines[at] as string).trim());
      if (values.length > IMPORT_LIMITS.fieldLines) {
        throw new SchemeFileError(where, `a data item may have at most ${IMPORT_LIMITS.fieldLines} lines`);
      }
      at++;
    }
    record.fields.push({ name: header, value: values.join("\n"), where });
  }
  // The last record may end without '$$$$'.
  return at;
}

/**
 * The field name of a data header line (`> <NAME>`, `>  25  <NAME>  (MD-123)`): the text between
 * the first '<' after the '>' and the next '>'. Found by two index searches, not a pattern: any
 * line reads in time linear in its length.
 */
export function dataHeaderName(line: string): string | null {
  if (!line.startsWith(">")) return null;
  const open = line.indexOf("<", 1);
  if (open < 0) return null;
  const close = line.indexOf(">", open + 1);
  return close > open + 1 ? line.slice(open + 1, close) : null;
}
