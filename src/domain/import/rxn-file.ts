import { type MolfileBlock, readMolfileBlock, v3000Molfile } from "./molfile-block.ts";
import {
  checkReactionSize,
  emptyFileReaction,
  type FileMolecule,
  type FileReaction,
  lineName,
  SchemeFileError,
  splitLines,
} from "./scheme-file.ts";

/**
 * MDL RXN files, V2000 (`$RXN`, a counts line of reactants, products and agents in 3-column fields,
 * then one `$MOL` block per molecule in that order) and V3000 (`$RXN V3000`, `M  V30 COUNTS`, then
 * REACTANT, PRODUCT and AGENT blocks of connection tables, `M  END`). A molecule's title line is its
 * name; the reaction's name line becomes the step's comment.
 */
const SIDES = ["substrates", "products", "agents"] as const;

export interface RxnRead {
  reaction: FileReaction;
  /** The index of the line after the reaction. */
  end: number;
}

/** Reads a whole .rxn file: one reaction, nothing but blank lines after it. */
export function readRxnFile(text: string): FileReaction[] {
  const lines = splitLines(text);
  const { reaction, end } = readRxn(lines, 0);
  for (let i = end; i < lines.length; i++) {
    if ((lines[i] as string).trim() !== "") {
      throw new SchemeFileError(lineName(i), "an RXN file holds one reaction; use an RDfile for several");
    }
  }
  return [reaction];
}

/** Reads the reaction whose `$RXN` line is `lines[start]`. */
export function readRxn(lines: readonly string[], start: number): RxnRead {
  const header = (lines[start] ?? "").trimEnd();
  if (header === "$RXN V3000") return readV3000(lines, start);
  if (header !== "$RXN" && header !== "$RXN V2000") {
    throw new SchemeFileError(lineName(start), "an RXN file starts with a '$RXN' line");
  }
  const reaction = emptyFileReaction(lineName(start));
  reaction.comment = (lines[start + 1] ?? "").trim();
  const countsAt = start + 4;
  const counts = lines[countsAt];
  const fields = counts === undefined ? [] : [0, 3, 6].map((at) => counts.slice(at, at + 3).trim());
  if (!/^\d+$/.test(fields[0] ?? "") || !/^\d+$/.test(fields[1] ?? "") || !/^\d*$/.test(fields[2] ?? "")) {
    throw new SchemeFileError(
      lineName(countsAt),
      "the fifth line of an RXN file must count its reactants and products (3 columns each)",
    );
  }
  const wanted = fields.map((f) => Number(f || "0"));
  checkCounts(wanted, lineName(countsAt));
  let at = countsAt + 1;
  SIDES.forEach((side, s) => {
    for (let n = 0; n < (wanted[s] as number); n++) {
      if ((lines[at] ?? "").trimEnd() !== "$MOL") {
        throw new SchemeFileError(
          lineName(at),
          `expected '$MOL' before ${side === "substrates" ? "reactant" : side.slice(0, -1)} ${n + 1} of ${wanted[s]}`,
        );
      }
      const block: MolfileBlock = readMolfileBlock(lines, at + 1);
      reaction[side].push({ kind: "molfile", text: block.text, name: block.name, where: lineName(at + 1) });
      at = block.end;
    }
  });
  checkReactionSize(reaction);
  return { reaction, end: at };
}

function checkCounts(counts: number[], where: string): void {
  if ((counts[0] ?? 0) === 0) throw new SchemeFileError(where, "the reaction has no reactant");
  if ((counts[1] ?? 0) === 0) throw new SchemeFileError(where, "the reaction has no product");
}

const V30 = "M  V30 ";

function readV3000(lines: readonly string[], start: number): RxnRead {
  const reaction = emptyFileReaction(lineName(start));
  reaction.comment = (lines[start + 1] ?? "").trim();
  const countsAt = start + 4;
  const counts = /^M {2}V30 COUNTS (\d+) (\d+)(?: (\d+))?\s*$/.exec(lines[countsAt] ?? "");
  if (!counts) {
    throw new SchemeFileError(
      lineName(countsAt),
      "the fifth line of a V3000 RXN file must be 'M  V30 COUNTS' with its counts",
    );
  }
  const wanted = [Number(counts[1]), Number(counts[2]), Number(counts[3] ?? "0")];
  checkCounts(wanted, lineName(countsAt));
  const blocks: Record<string, (typeof SIDES)[number]> = {
    REACTANT: "substrates",
    PRODUCT: "products",
    AGENT: "agents",
  };
  let at = countsAt + 1;
  for (; at < lines.length; at++) {
    const text = (lines[at] as string).trimEnd();
    if (text === "M  END") break;
    if (text.trim() === "") continue;
    const begin = /^M {2}V30 BEGIN (REACTANT|PRODUCT|AGENT)$/.exec(text);
    if (!begin) {
      throw new SchemeFileError(
        lineName(at),
        "expected 'M  V30 BEGIN REACTANT', 'PRODUCT' or 'AGENT', or 'M  END'",
      );
    }
    const side = blocks[begin[1] as string] as (typeof SIDES)[number];
    at = readV3000Block(lines, at + 1, begin[1] as string, reaction[side]);
  }
  if (at >= lines.length)
    throw new SchemeFileError(lineName(start), "this V3000 reaction has no 'M  END' line");
  SIDES.forEach((side, s) => {
    if (reaction[side].length !== wanted[s]) {
      throw new SchemeFileError(
        lineName(countsAt),
        `the counts line announces ${wanted[s]} ${side} but the file holds ${reaction[side].length}`,
      );
    }
  });
  checkReactionSize(reaction);
  return { reaction, end: at + 1 };
}

/** Reads the connection tables of one block; returns the index of its END line. */
function readV3000Block(lines: readonly string[], from: number, kind: string, into: FileMolecule[]): number {
  let ctab: string[] | null = null;
  let ctabStart = from;
  for (let i = from; i < lines.length; i++) {
    const text = (lines[i] as string).trimEnd();
    if (ctab === null) {
      if (text === `${V30}END ${kind}`) return i;
      if (text === `${V30}BEGIN CTAB`) {
        ctab = [text];
        ctabStart = i;
        continue;
      }
      if (text.trim() === "") continue;
      throw new SchemeFileError(lineName(i), `expected 'M  V30 BEGIN CTAB' or 'M  V30 END ${kind}'`);
    }
    if (!text.startsWith(V30) || /^M {2}V30 (BEGIN CTAB|(BEGIN|END) (REACTANT|PRODUCT|AGENT))$/.test(text)) {
      throw new SchemeFileError(
        lineName(i),
        `the connection table that starts at line ${ctabStart + 1} is not closed by 'M  V30 END CTAB'`,
      );
    }
    ctab.push(text);
    if (text === `${V30}END CTAB`) {
      into.push({ kind: "molfile", text: v3000Molfile(ctab), name: "", where: lineName(ctabStart) });
      ctab = null;
    }
  }
  throw new SchemeFileError(lineName(from - 1), `the ${kind} block has no 'M  V30 END ${kind}' line`);
}
