import { smilesGraph } from "./ring-screen.ts";
import { intersects } from "./smarts-screen.ts";

/**
 * A third substructure screen, of atom counts (docs/decisions/search/0064-structure-search-an-atom-count-screen.md, issue 24): the pattern
 * fingerprint says which elements a structure holds, not how many, and a SMARTS atom list such as
 * `[Cl,Br,I]` adds no bit to it at all. These bits record, for each element below and for two
 * groups of them, whether the structure holds at least 1, 2, 3 or 4 such atoms.
 *
 * Why a match implies the bits: a match maps query atoms one to one onto the structure's atoms, each
 * onto an atom of an element the query atom allows. So if k query atoms allow only elements of a
 * class, the structure holds at least k atoms of that class; and a query atom that allows only the
 * elements of a list needs one atom of the list.
 */

export const ATOM_WORDS = 2;
const ELEMENTS = ["F", "Cl", "Br", "I", "N", "O", "S", "P", "B", "Si", "Se"] as const;
/** Classes: each element alone, then the halogens and the common heteroatoms together. */
const CLASSES: readonly (readonly string[])[] = [
  ...ELEMENTS.map((e) => [e]),
  ["F", "Cl", "Br", "I"],
  ["N", "O", "S"],
];
/** Counts are told apart up to this many atoms of a class. */
const LEVELS = 4;
const COUNTED = new Set<string>(ELEMENTS);

/** Element symbols by atomic number, for SMARTS `#n` (only the ones the screen counts, and carbon). */
const BY_NUMBER: Record<number, string> = {
  5: "B",
  6: "C",
  7: "N",
  8: "O",
  9: "F",
  14: "Si",
  15: "P",
  16: "S",
  17: "Cl",
  34: "Se",
  35: "Br",
  53: "I",
};

/** What a query asks of a structure's atom bits: every bit of `all`, and a bit of each `any` mask. */
export interface AtomNeeds {
  all: Uint32Array;
  any: Uint32Array[];
}

const bit = (cls: number, atLeast: number) => cls * LEVELS + Math.min(atLeast, LEVELS) - 1;

function set(words: Uint32Array, at: number): void {
  words[at >>> 5] = (words[at >>> 5] as number) | (1 << (at & 31));
}

/** The atom bits of a stored structure's SMILES; every bit when it cannot be read (it passes). */
export function atomBits(smiles: string): Uint32Array {
  const words = new Uint32Array(ATOM_WORDS);
  const g = smilesGraph(smiles);
  if (!g) return words.fill(0xffffffff);
  const counts = CLASSES.map((members) => g.element.filter((e) => members.includes(e)).length);
  counts.forEach((count, cls) => {
    for (let k = 1; k <= Math.min(count, LEVELS); k++) set(words, bit(cls, k));
  });
  return words;
}

/**
 * What a query whose atoms allow the element sets `atoms` needs (null: an atom that may be any
 * element, or one the screen does not count). Empty needs when nothing is known.
 */
export function atomNeeds(atoms: readonly (ReadonlySet<string> | null)[]): AtomNeeds {
  const all = new Uint32Array(ATOM_WORDS);
  const any: Uint32Array[] = [];
  CLASSES.forEach((members, cls) => {
    const within = atoms.filter((s) => s !== null && s.size > 0 && [...s].every((e) => members.includes(e)));
    if (within.length > 0) set(all, bit(cls, within.length));
  });
  for (const s of atoms) {
    if (s === null || s.size < 2 || ![...s].every((e) => COUNTED.has(e))) continue;
    const mask = new Uint32Array(ATOM_WORDS);
    for (const e of s) set(mask, bit(ELEMENTS.indexOf(e as (typeof ELEMENTS)[number]), 1));
    any.push(mask);
  }
  return { all, any };
}

/** A SMILES query's needs: each atom is its own element (a SMILES query matches elements exactly). */
export function smilesAtomNeeds(canonical: string): AtomNeeds {
  const g = smilesGraph(canonical);
  return atomNeeds(g ? g.element.map((e) => new Set([e])) : []);
}

/** True when a structure's atom bits from `base` meet the needs. */
export function meetsAtomNeeds(words: Uint32Array, base: number, needs: AtomNeeds): boolean {
  for (let w = 0; w < ATOM_WORDS; w++) {
    const need = needs.all[w] as number;
    if ((need & ~(words[base + w] as number)) !== 0) return false;
  }
  return needs.any.every((mask) => intersects(words, mask, base, ATOM_WORDS));
}

/** True when the needs ask nothing (the scan may skip the check). */
export function noAtomNeeds(needs: AtomNeeds): boolean {
  return needs.any.length === 0 && needs.all.every((w) => w === 0);
}

/**
 * The element set each atom of a SMARTS pattern allows, read strictly (smarts-screen.ts reads its
 * ring sizes the same way): null for an atom that may be any element or whose primitives the reader
 * does not fully understand; and no atoms at all (no need) for a pattern with recursive SMARTS or a
 * character it does not know.
 */
export function smartsAtomSets(smarts: string): (Set<string> | null)[] {
  if (smarts.includes("$(")) return [];
  const atoms: (Set<string> | null)[] = [];
  for (let i = 0; i < smarts.length; ) {
    const ch = smarts[i] as string;
    if (ch === "[") {
      const end = smarts.indexOf("]", i);
      if (end < 0) return [];
      atoms.push(bracketSet(smarts.slice(i + 1, end)));
      i = end + 1;
      continue;
    }
    const organic = /^(Cl|Br|[BCNOPSFI]|[bcnops])/.exec(smarts.slice(i, i + 2));
    if (organic) {
      const symbol = organic[1] as string;
      atoms.push(new Set([symbol.length === 1 ? symbol.toUpperCase() : symbol]));
      i += symbol.length;
    } else if (ch === "*" || ch === "a" || ch === "A") {
      atoms.push(null);
      i++;
    } else if (/[-=#:~@/\\!&,;().%0-9$]/.test(ch)) {
      i++;
    } else {
      return [];
    }
  }
  return atoms;
}

/** The elements a bracket atom allows: `;` joins parts (and), `,` alternatives (or), `&` primitives (and). */
function bracketSet(content: string): Set<string> | null {
  let allowed = null as Set<string> | null;
  for (const part of content.split(";")) {
    const union = new Set<string>();
    let known = true;
    for (const alternative of part.split(",")) {
      const element = alternative
        .split("&")
        .map(elementOf)
        .find((e) => e !== null);
      if (!element) {
        known = false;
        break;
      }
      union.add(element);
    }
    if (!known) continue;
    const before: Set<string> | null = allowed;
    allowed = before === null ? union : new Set([...before].filter((e) => union.has(e)));
  }
  return allowed;
}

/**
 * The element a primitive names at its start: `#n`, or a symbol (an isotope before it is allowed).
 * A one-letter symbol followed by a lower-case letter may be a two-letter element (Co, Na, Sn): null.
 */
function elementOf(piece: string): string | null {
  const text = piece.replace(/^\d+/, "");
  const number = /^#(\d+)/.exec(text);
  if (number) return BY_NUMBER[Number(number[1])] ?? "other";
  const two = /^(Cl|Br|Si|Se|se)(?![a-z])/.exec(text);
  if (two) return (two[1] as string) === "se" ? "Se" : (two[1] as string);
  const one = /^([BCNOPSFI]|[bcnops])(?![a-z])/.exec(text);
  if (one) return (one[1] as string).toUpperCase();
  return null;
}
