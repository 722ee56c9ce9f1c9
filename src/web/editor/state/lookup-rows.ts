/** How the Solvents, Reagents and Authors lists search and label their rows (pure). */
import { nameKey } from "../../../domain/lookup-names.ts";
import { normalizeSearchText } from "../../../domain/search-text.ts";
import type { Author, Reagent, Solvent, Synonym } from "./editor-data.ts";

/** Case-insensitive, subscript digits as plain digits (docs/product/rules.md §4.8). */
function matches(text: string, query: string): boolean {
  return normalizeSearchText(text).includes(query);
}

/** Rows searched by name alone (solvents, named reactions, protecting groups, molecules). */
export function filterNamed<T extends { name: string }>(list: readonly T[], query: string): readonly T[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((s) => matches(s.name, q));
}

/** Rows with synonyms (reagents, solvents): the search matches the name or any synonym. */
function filterWithSynonyms<T extends { name: string; synonyms: readonly Synonym[] }>(
  list: readonly T[],
  query: string,
): readonly T[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((r) => matches(r.name, q) || r.synonyms.some((s) => matches(s.synonym, q)));
}

export function filterSolvents(list: readonly Solvent[], query: string): readonly Solvent[] {
  return filterWithSynonyms(list, query);
}

export function filterReagents(list: readonly Reagent[], query: string): readonly Reagent[] {
  return filterWithSynonyms(list, query);
}

/** Author search matches the first name joined to the last name. */
export function filterAuthors(list: readonly Author[], query: string): readonly Author[] {
  const q = normalizeSearchText(query);
  if (q === "") return list;
  return list.filter((a) => matches(`${a.firstName} ${a.lastName}`, q));
}

/** A reagent or solvent row: the name and, in brackets, its comma-separated synonyms. */
export function reagentLabel<T extends { name: string; synonyms: readonly Synonym[] }>(r: T): string {
  const synonyms = r.synonyms.map((s) => s.synonym);
  return synonyms.length > 0 ? `${r.name} (${synonyms.join(", ")})` : r.name;
}

export function authorLabel(a: Author): string {
  return `${a.firstName} ${a.lastName}`.trim();
}

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";
/**
 * A formula typed with plain digits shown with real subscript digits ('KMnO4' -> 'KMnO₄'). Only
 * counts after an element or a bracket become subscripts; a leading coefficient such as the 2 of
 * a hydrate stays a plain digit ('SnCl2·2H2O' -> 'SnCl₂·2H₂O').
 */
export function subscriptDigits(formula: string): string {
  return formula.replace(/(?<=[A-Za-z)\]₀-₉])[0-9]+/g, (run) =>
    [...run].map((d) => SUBSCRIPTS[Number(d)] ?? d).join(""),
  );
}

/** Adds a synonym only when it is non-blank after trimming and not already there. */
export function addSynonym(synonyms: readonly Synonym[], text: string): Synonym[] | null {
  const synonym = text.trim();
  if (synonym === "") return null;
  const key = synonym.toLowerCase();
  if (synonyms.some((s) => s.synonym.trim().toLowerCase() === key)) return null;
  return [...synonyms, { synonym }];
}

/**
 * Whether an item already bears the typed name (api.md §5.6.1's comparison: trimmed, any case), so a
 * picker offers "Add '{typed}'" only for a name the archive lacks. `names` gives an item's names (a
 * reagent's synonyms count too).
 */
export function hasExactName<T>(
  items: readonly T[],
  names: (item: T) => readonly string[],
  typed: string,
): boolean {
  return exactItem(items, names, typed) !== undefined;
}

/** A name as typed for comparison: `nameKey`, with subscript digits read as digits ('K₂CO₃' is 'k2co3'). */
function typedKey(name: string): string {
  return nameKey(name).replace(/[\u2080-\u2089]/g, (d) => String(d.charCodeAt(0) - 0x2080));
}

/**
 * The item named exactly `typed` (case and subscript digits aside): one whose own name it is first
 * (its first name), else one with it among its other names (a synonym). Enter in a pick list adds
 * this one before the first row of the search, so 'PdCl2' adds PdCl₂, not Pd(dppf)Cl₂.
 */
export function exactItem<T>(
  items: readonly T[],
  names: (item: T) => readonly string[],
  typed: string,
): T | undefined {
  const key = typedKey(typed);
  if (key === "") return undefined;
  return (
    items.find((item) => {
      const own = names(item)[0];
      return own !== undefined && typedKey(own) === key;
    }) ?? items.find((item) => names(item).some((n) => typedKey(n) === key))
  );
}
