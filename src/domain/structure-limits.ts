/**
 * The size of a structure RDKit is asked to read (docs/product/api.md §5.23). RDKit runs in
 * WebAssembly with a small stack: a chain of 750 carbons overflows it and a chain of 700 never
 * finishes. These caps are checked on the text before RDKit sees it; every structure an archive of
 * total syntheses needs fits well inside them (the largest synthesised natural products have under
 * 200 heavy atoms and about 30 rings).
 */
export const STRUCTURE_LIMITS = {
  /** A molecule's SMILES (a search query keeps its own 1,000, STRUCTURE_QUERY_MAX). */
  smilesChars: 4_000,
  /** A reaction SMILES: reactants, agents and products. */
  reactionChars: 20_000,
  /** A Molfile (V2000 or V3000), coordinates and all. */
  molfileChars: 200_000,
  /** Atoms of one molecule, or of one side of a reaction (hydrogens written as atoms count). */
  atoms: 400,
  /** Ring closures (a SMILES's ring-bond pairs; a Molfile's bonds beyond a tree). */
  rings: 50,
  /** Branches and bracket atoms inside each other. */
  nesting: 32,
} as const;

export type StructureTextKind = "smiles" | "smarts" | "reaction" | "molfile";

/** What one SMILES or SMARTS holds, counted on its text. */
export interface SmilesCounts {
  atoms: number;
  rings: number;
  nesting: number;
}

const ORGANIC = /^(Cl|Br|[BCNOPSFI]|[bcnops]|\*)/;
/** A two-digit ring bond (`%12`, `%(123)`), read in place (sticky) rather than on a copy of the rest. */
const RING_BOND = /%(\d\d|\(\d{1,9}\))/y;
/** SMARTS wildcards written without brackets: any aliphatic, any aromatic atom. */
const SMARTS_ATOM = /^[Aa]/;

/**
 * Counts atoms (organic-subset symbols, `*`, and one per bracket atom), ring closures (ring-bond
 * digits and `%nn` outside brackets, two per ring) and the deepest nesting of `(` and `[`.
 */
export function countSmiles(text: string): SmilesCounts {
  let atoms = 0;
  let ringDigits = 0;
  let depth = 0;
  let nesting = 0;
  let bracket = 0;
  for (let i = 0; i < text.length; ) {
    const c = text[i] as string;
    if (c === "[" || c === "(") {
      if (c === "[" && bracket === 0) atoms++;
      if (c === "[") bracket++;
      depth++;
      nesting = Math.max(nesting, depth);
      i++;
      continue;
    }
    if (c === "]" || c === ")") {
      if (c === "]") bracket = Math.max(0, bracket - 1);
      depth = Math.max(0, depth - 1);
      i++;
      continue;
    }
    if (bracket > 0) {
      i++;
      continue;
    }
    if (c === "%") {
      RING_BOND.lastIndex = i;
      const ring = RING_BOND.exec(text);
      ringDigits++;
      i += ring ? ring[0].length : 1;
      continue;
    }
    if (c >= "0" && c <= "9") {
      ringDigits++;
      i++;
      continue;
    }
    const atom = ORGANIC.exec(text.slice(i, i + 2)) ?? SMARTS_ATOM.exec(c);
    if (atom) {
      atoms++;
      i += atom[0].length;
      continue;
    }
    i++;
  }
  return { atoms, rings: Math.ceil(ringDigits / 2), nesting };
}

/**
 * Atoms and bonds of a Molfile, read where RDKit reads them, never by searching the text (a title
 * line may say anything): V2000 from the counts line, the fourth line; V3000 from the `COUNTS` line
 * that must open the connection table right after the header, or from the atom and bond lines of
 * that table when they are more than it announces. Null when the text is not laid out as a Molfile.
 */
export function molfileCounts(text: string): { atoms: number; bonds: number } | null {
  const lines = text.split(/\r?\n/);
  const counts = lines[3];
  if (counts === undefined) return null;
  if (/V3000\s*$/.test(counts)) return v3000Counts(lines);
  // V2000 (or an older file without the tag): atoms and bonds in the first two 3-column fields.
  if (!/^[ \d]{3}[ \d]{3}/.test(counts)) return null;
  const atoms = counts.slice(0, 3).trim();
  const bonds = counts.slice(3, 6).trim();
  return atoms && bonds ? { atoms: Number(atoms), bonds: Number(bonds) } : null;
}

const V30 = "M  V30 ";

/** A V3000 connection table's counts: its COUNTS line, or its atom and bond records if more. */
function v3000Counts(lines: readonly string[]): { atoms: number; bonds: number } | null {
  if ((lines[4] ?? "").trimEnd() !== `${V30}BEGIN CTAB`) return null;
  const declared = /^M {2}V30 COUNTS (\d{1,7}) (\d{1,7})(?: |$)/.exec(lines[5] ?? "");
  if (!declared) return null;
  const found = { atoms: 0, bonds: 0 };
  let block: "atoms" | "bonds" | null = null;
  let continued = false;
  for (let i = 6; i < lines.length; i++) {
    const line = (lines[i] as string).trimEnd();
    if (line === `${V30}END CTAB`) break;
    if (!line.startsWith(V30)) continue;
    const body = line.slice(V30.length);
    if (body === "BEGIN ATOM") block = "atoms";
    else if (body === "BEGIN BOND") block = "bonds";
    else if (body.startsWith("END ")) block = null;
    // A record continues on the next line when it ends with '-': count it once.
    else if (block && !continued) found[block]++;
    continued = body.endsWith("-");
  }
  return {
    atoms: Math.max(Number(declared[1]), found.atoms),
    bonds: Math.max(Number(declared[2]), found.bonds),
  };
}

/**
 * What RDKit would read a text given as a SMILES as, when not a SMILES: its `get_mol` takes any
 * text holding `M  END` for a Molfile and any text starting with `{` for JSON (commonchem), which
 * the SMILES counts below would not measure. Such a text is refused, never counted as a SMILES.
 */
function notSmiles(text: string): string | null {
  if (/[\r\n]/.test(text) || text.includes("M  END"))
    return "is not a SMILES (it is written on several lines, like a Molfile)";
  if (text.trimStart().startsWith("{")) return "is not a SMILES (JSON structures are not accepted)";
  if (text.includes("$RXN")) return "is not a SMILES (RXN blocks are not accepted)";
  return null;
}

const n = (value: number) => value.toLocaleString("en-US");

/**
 * Why a structure text is too large or too deep for RDKit, naming the limit it passed, or null
 * when it fits. `maxChars` overrides the kind's character limit (search queries).
 */
export function structureLimitProblem(
  text: string,
  kind: StructureTextKind,
  maxChars?: number,
): string | null {
  const L = STRUCTURE_LIMITS;
  const chars =
    maxChars ?? (kind === "molfile" ? L.molfileChars : kind === "reaction" ? L.reactionChars : L.smilesChars);
  if (text.length > chars) return `must be at most ${n(chars)} characters`;
  if (kind === "molfile") {
    const counts = molfileCounts(text);
    if (!counts) return "is not a Molfile: its fourth line must be the counts line (atoms, bonds)";
    if (counts.atoms > L.atoms)
      return `has ${n(counts.atoms)} atoms; a structure may have at most ${L.atoms}`;
    const rings = counts.bonds - counts.atoms + 1;
    if (rings > L.rings) return `has ${n(rings)} rings; a structure may have at most ${L.rings}`;
    return null;
  }
  const other = notSmiles(text);
  if (other) return other;
  const parts = kind === "reaction" ? text.split(">") : [text];
  for (const part of parts) {
    const counts = countSmiles(part);
    const where = kind === "reaction" ? " on one side of the reaction" : "";
    if (counts.atoms > L.atoms) {
      return `has ${n(counts.atoms)} atoms${where}; a structure may have at most ${L.atoms}`;
    }
    if (counts.rings > L.rings) {
      return `has ${n(counts.rings)} rings${where}; a structure may have at most ${L.rings}`;
    }
    if (counts.nesting > L.nesting) {
      return `nests branches ${counts.nesting} deep; at most ${L.nesting} levels are allowed`;
    }
  }
  return null;
}
