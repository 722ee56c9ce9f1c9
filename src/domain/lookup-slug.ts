import { slugify } from "./lookup-names.ts";
import { normalizeSearchText } from "./search-text.ts";

/**
 * Page addresses of reagents and solvents (`/reagent/{slug}`, `/solvent/{slug}`): made from the
 * name, so they follow renames (the old one then redirects; docs/decisions/site/0053-reagent-and-solvent-pages.md "Reagent and solvent
 * pages"). Chemistry names differ by signs and Greek letters that a plain slug would drop:
 * '(+)-DET' and '(−)-DET', 'AD-mix-α' and 'AD-mix-β' must not collide.
 */
export function lookupSlugBase(name: string, kind: "reagent" | "solvent"): string {
  const spelled = normalizeSearchText(name)
    .replace(/\(\+\)/g, " plus ")
    .replace(/\(-\)/g, " minus ")
    .replace(/\(±\)|\(\+\/-\)/g, " rac ");
  // A name with nothing a slug can keep (only other scripts or symbols) still gets an address.
  return slugify(spelled) || kind;
}

/** Whether `url` is the name's base slug or that base numbered (`det-2`): then it stays as it is. */
export function slugFits(url: string, base: string): boolean {
  if (url === base) return true;
  return url.startsWith(`${base}-`) && /^(?:[2-9]|[1-9]\d+)$/.test(url.slice(base.length + 1));
}
