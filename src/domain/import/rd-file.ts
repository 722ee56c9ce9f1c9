import { applyTextField, fieldRole } from "./data-fields.ts";
import { readMolfileBlock } from "./molfile-block.ts";
import { readRxn } from "./rxn-file.ts";
import {
  agentNames,
  checkReactionCount,
  checkReactionSize,
  type FileMolecule,
  type FileReaction,
  inRecord,
  lineName,
  SchemeFileError,
  splitLines,
} from "./scheme-file.ts";

/**
 * MDL RDfiles of reactions: `$RDFILE 1`, an optional `$DATM` line, then one record per reaction:
 * `$RFMT` (with its optional `$RIREG`/`$REREG` number), the reaction as an RXN (V2000 or V3000),
 * and `$DTYPE`/`$DATUM` data fields (data-fields.ts says which ones give the step its reagents,
 * solvents, conditions and yield). A value runs on over the following lines that do not start with
 * '$'; a value `$MFMT` is followed by a Molfile (a reagent or solvent given as a structure).
 */

interface AgentGroup {
  role: "reagent" | "solvent";
  names: string[];
  molecule: FileMolecule | null;
}

export function readRdFile(text: string): FileReaction[] {
  const lines = splitLines(text);
  if (!/^\$RDFILE\s+1\s*$/.test(lines[0] ?? "")) {
    throw new SchemeFileError("line 1", "an RDfile starts with the line '$RDFILE 1'");
  }
  const reactions: FileReaction[] = [];
  let at = 1;
  if (/^\$DATM\b/.test(lines[at] ?? "")) at++;
  while (at < lines.length) {
    const text = (lines[at] as string).trimEnd();
    if (text.trim() === "") {
      at++;
      continue;
    }
    if (text.startsWith("$MFMT")) {
      throw new SchemeFileError(
        lineName(at),
        "this record is a molecule ($MFMT); import molecules as an SD file",
      );
    }
    if (!/^\$RFMT\b/.test(text)) {
      throw new SchemeFileError(lineName(at), "expected '$RFMT', the start of a reaction record");
    }
    const record = reactions.length + 1;
    checkReactionCount(record, lineName(at));
    const where = `record ${record} (line ${at + 1})`;
    const read = inRecord(record, () => readRxn(lines, at + 1));
    const reaction = { ...read.reaction, where };
    at = readFields(lines, read.end, reaction, record);
    checkReactionSize(reaction);
    reactions.push(reaction);
  }
  if (reactions.length === 0) throw new SchemeFileError("line 1", "the RDfile holds no reaction record");
  return reactions;
}

/** Reads the record's data fields into `reaction`; returns the index of the next record's line. */
function readFields(lines: readonly string[], from: number, reaction: FileReaction, record: number): number {
  const groups = new Map<string, AgentGroup>();
  let at = from;
  while (at < lines.length) {
    const text = (lines[at] as string).trimEnd();
    if (/^\$RFMT\b|^\$MFMT\b/.test(text)) break;
    if (text.trim() === "") {
      at++;
      continue;
    }
    const dtype = /^\$DTYPE\s+(.+)$/.exec(text);
    if (!dtype) {
      throw new SchemeFileError(
        `record ${record}, ${lineName(at)}`,
        "expected '$DTYPE' (a data field) or '$RFMT' (the next record)",
      );
    }
    const datum = /^\$DATUM(?:\s(.*))?$/.exec((lines[at + 1] ?? "").trimEnd());
    if (!datum) {
      throw new SchemeFileError(
        `record ${record}, ${lineName(at + 1)}`,
        "a '$DTYPE' line is followed by its '$DATUM' line",
      );
    }
    const name = (dtype[1] as string).trim();
    const role = fieldRole(name);
    at += 2;
    // A Molfile follows only when `$MFMT` stands right after `$DATUM `; the archive's own export
    // writes a value that merely reads "$MFMT" one column later, as text.
    if ((datum[1] ?? "").trimEnd() === "$MFMT") {
      const block = readMolfileBlock(lines, at);
      const where = `record ${record}, ${lineName(at)}`;
      if (role && (role.role === "reagent" || role.role === "solvent")) {
        const group = groupOf(groups, role.group, role.role);
        group.molecule = { kind: "molfile", text: block.text, name: block.name, where, role: role.role };
      }
      at = block.end;
      continue;
    }
    // The value runs on over the lines that do not start with '$' (an RDfile wraps long values).
    const parts = [datum[1] ?? ""];
    while (at < lines.length && !(lines[at] as string).startsWith("$")) {
      parts.push(lines[at] as string);
      at++;
    }
    const value = parts.join("").trim();
    if (!role) continue;
    if (role.role === "reagent" || role.role === "solvent") {
      groupOf(groups, role.group, role.role).names.push(...agentNames(value));
    } else applyTextField(reaction, role.role, value);
  }
  for (const group of groups.values()) {
    if (group.molecule) {
      const named = group.names.join(", ") || group.molecule.name;
      reaction.agents.push({ ...group.molecule, name: named });
    } else if (group.role === "solvent") reaction.solventNames.push(...group.names);
    else reaction.reagentNames.push(...group.names);
  }
  return at;
}

function groupOf(groups: Map<string, AgentGroup>, key: string, role: AgentGroup["role"]): AgentGroup {
  let group = groups.get(key);
  if (!group) {
    group = { role, names: [], molecule: null };
    groups.set(key, group);
  }
  return group;
}
