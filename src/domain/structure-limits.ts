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
      const ring = /^%(\d\d|\(\d+\))/.exec(text.slice(i));
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

/** Atoms and bonds from a Molfile's counts line (V2000) or its `M  V30 COUNTS` line (V3000). */
export function molfileCounts(text: string): { atoms: number; bonds: number } | null {
  const v3000 = /^M {2}V30 COUNTS (\d+) (\d+)/m.exec(text);
  if (v3000) return { atoms: Number(v3000[1]), bonds: Number(v3000[2]) };
  // V2000 (or an older file without the tag): atoms and bonds in the first two 3-column fields.
  const counts = text.split(/\r?\n/)[3];
  if (!counts || /V3000/.test(counts) || !/^[ \d]{3}[ \d]{3}/.test(counts)) return null;
  const atoms = Number(counts.slice(0, 3));
  const bonds = Number(counts.slice(3, 6));
  return counts.slice(0, 3).trim() && counts.slice(3, 6).trim() ? { atoms, bonds } : null;
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
