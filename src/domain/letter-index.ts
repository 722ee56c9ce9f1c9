import { foldAccents } from "./search-text.ts";

/**
 * The A–Z index of the molecule, author and named-reaction lists (docs/product/rules.md §4.4: A to Z plus #).
 * Chemical names are filed the way chemistry indexes file them: descriptors that do not belong to
 * the name proper are skipped, so '(−)-Strychnine' is under S, 'L-Proline' under P, 'α-Pinene'
 * under P and 'tert-Butyllithium' under B. Names that start with a locant digit ('2-Deoxyribose'),
 * or anything else that is not a Latin letter, go under '#'.
 */

export const LETTERS: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

const PREFIXES: readonly RegExp[] = [
  // Optical rotation and stereo descriptors in brackets: (+)-, (−)-, (±)-, (S)-, (2S,3R)-, (4aR,8aS)-, (E)-.
  /^[([](?:[\d\s,'*+±?-]|[RSEZDLPMrsezdlpma])+[)\]][-\s]?/,
  // Italic prefixes: configuration (D-, L-, DL-, R-, S-, E-, Z-, cis-, meso-, ent-…), position
  // (o-, m-, p-, N-, O-) and chain (n-, sec-, tert-).
  /^(?:cis|trans|meso|rac|ent|endo|exo|syn|anti|erythro|threo|sec|tert|dl|[dlrsezonmp])-/i,
  // Greek locants, possibly with a number: α-, β-, Δ9- (superscripts are already folded to digits).
  /^[α-ωΑ-Ω][\d,']*-/,
];

function stripPrefixes(name: string): string {
  let rest = name;
  for (let changed = true; changed; ) {
    changed = false;
    for (const prefix of PREFIXES) {
      const m = prefix.exec(rest);
      if (m && m[0].length < rest.length) {
        rest = rest.slice(m[0].length).trimStart();
        changed = true;
      }
    }
  }
  return rest;
}

const latinLetter = (s: string): string | null => {
  const c = s.charAt(0).toUpperCase();
  return c >= "A" && c <= "Z" ? c : null;
};

/**
 * The index section of a name: 'A'..'Z' or '#'. When skipping prefixes leaves no letter (a locant
 * after a descriptor, as in '(+)-2-…'), the name's own first character decides, so 'E-64' stays
 * under E and '(+)-2-Methyl…' goes under '#'.
 */
export function indexLetter(name: string): string {
  const folded = foldAccents(name)
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .trim();
  // Enclosing marks around the first word do not count: '(Diacetoxyiodo)benzene' is under D.
  const proper = stripPrefixes(folded).replace(/^[([{"'\s]+/, "");
  return latinLetter(proper) ?? latinLetter(folded) ?? "#";
}

/** Items grouped by index letter, in LETTERS order, empty sections left out; input order kept. */
export function groupByLetter<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>(LETTERS.map((letter) => [letter, []]));
  for (const item of items) groups.get(indexLetter(nameOf(item)))?.push(item);
  return [...groups].filter(([, list]) => list.length > 0).map(([letter, list]) => ({ letter, items: list }));
}
