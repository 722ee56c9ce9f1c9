/**
 * Display rules of the browse lists (home, search, molecules, authors, date, carbon, named reactions,
 * protecting groups). Pure functions, unit-tested in lists.test.ts.
 */
import { decadeOf, decadesThrough } from "../../domain/decades.ts";
import { groupBy } from "../../domain/group-by.ts";

/** "1 synthesis" / "N syntheses" (docs/product/rules.md §3.6). */
export function synthesesCount(n: number): string {
  return `${n} ${n === 1 ? "synthesis" : "syntheses"}`;
}

/** Heading of a carbon section: 'N carbons' (docs/product/rules.md §3.6), singular for one carbon. */
export function carbonsLabel(n: number): string {
  return `${n} ${n === 1 ? "carbon" : "carbons"}`;
}

/** The fragment id of an index section ('#' is not usable in an id or a URL fragment). */
export function sectionId(prefix: string, key: string): string {
  return `${prefix}-${key === "#" ? "other" : key.toLowerCase()}`;
}

/** Fragment id of a 'Protection of {protected}' section: 'Alcohols' -> 'protection-alcohols'. */
export function protectionSectionId(protectedGroup: string): string {
  const slug = protectedGroup
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `protection-${slug || "other"}`;
}

/** A molecule box links straight to its only synthesis, otherwise to the molecule page. */
export function moleculeHref(m: {
  structure: string;
  syntheses_count: number;
  synthesis_id: number | null;
}): string {
  return m.syntheses_count === 1 && m.synthesis_id !== null
    ? `/syn/${m.synthesis_id}`
    : `/molecule/${encodeURIComponent(m.structure)}`;
}

/** '(N syntheses)' beside a molecule name, only when there are more than one. */
export function moleculeCountNote(count: number): string | null {
  return count > 1 ? `(${count} syntheses)` : null;
}

/** An author panel's link: '{type_1} synthesis of {molecule name} ({year})'. */
export function authorSynthesisLabel(s: {
  type_1: string;
  year: number;
  molecule: { name: string };
}): string {
  return `${s.type_1} synthesis of ${s.molecule.name} (${s.year})`;
}

/** Case- and accent-insensitive alphabetical order, numbers in natural order ('C2' before 'C10'). */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
export const byText = (a: string, b: string): number => collator.compare(a, b);

interface Dated {
  year: number;
  molecule: { name: string };
}

/**
 * Decade sections of the date list: every bucket from 'old' to the latest decade (empty ones kept
 * so the index always reads old, 40's … 20's), syntheses by year then molecule name.
 */
export function decadeSections<T extends Dated>(
  syntheses: readonly T[],
  currentYear: number,
): { key: string; label: string; items: T[] }[] {
  const latest = Math.max(currentYear, ...syntheses.map((s) => s.year));
  const byDecade = groupBy(syntheses, (s) => decadeOf(s.year));
  return decadesThrough(latest).map((d) => ({
    key: d.key,
    label: d.label,
    items: [...(byDecade.get(d.key) ?? [])].sort(
      (a, b) => a.year - b.year || byText(a.molecule.name, b.molecule.name),
    ),
  }));
}

/**
 * Carbon sections: the distinct carbon counts ascending, syntheses by molecule name then year.
 * Molecules whose carbon count is unknown (uploaded images without SMILES) are left out.
 */
export function carbonSections<T extends Dated & { molecule: { carbonCount: number | null } }>(
  syntheses: readonly T[],
): { count: number; items: T[] }[] {
  const known = syntheses.filter((s) => s.molecule.carbonCount !== null);
  const groups = groupBy(known, (s) => s.molecule.carbonCount as number);
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([count, items]) => ({
      count,
      items: [...items].sort((a, b) => byText(a.molecule.name, b.molecule.name) || a.year - b.year),
    }));
}

/** Protecting groups under 'Protection of {protected}', sections and cards in alphabetical order. */
export function protectionSections<T extends { name: string; protected: string }>(
  groups: readonly T[],
): { protected: string; items: T[] }[] {
  return [...groupBy(groups, (g) => g.protected)]
    .sort(([a], [b]) => byText(a, b))
    .map(([name, items]) => ({ protected: name, items: [...items].sort((a, b) => byText(a.name, b.name)) }));
}
