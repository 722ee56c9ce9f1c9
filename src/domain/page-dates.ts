/**
 * The sitemap's <lastmod> for every public page (docs/decisions/site/0078-structured-data-and-the-sitemap-lastmod.md "Structured data on pages and the
 * sitemap's lastmod"). A lastmod must never be earlier than the page's last real change; where the
 * archive stores no time for a page, the nearest later time it knows stands in:
 * - a synthesis: its `updated_at` (every change to it raises it);
 * - a molecule or an author: the newest change of the published syntheses its page lists, or of the
 *   item itself (its reference-data history: a rename, a merge);
 * - a named reaction, protecting group, reagent or solvent: the newest of its own last recorded
 *   change and the changes of the published syntheses whose reactions use it; with neither (an item
 *   loaded with the first data, used by no synthesis), the archive's newest change;
 * - the lists and the home page: the archive's newest change, since each shows the whole archive.
 */

export interface PageDateRows {
  syntheses: { id: number; at: string; molecule: string; author: string }[];
  /** Each reference-data item's last recorded change, by kind and page slug. */
  history: { kind: string; key: string; at: string }[];
  /** Per item slug, the newest `updated_at` of the published syntheses that use it. */
  uses: Record<
    "namedReactions" | "protectingGroups" | "reagents" | "solvents",
    { key: string; at: string }[]
  >;
}

export type LookupKind = "named_reaction" | "protecting_group" | "reagent" | "solvent";

/** A stored time as a W3C datetime (`2026-11-27T03:10:00Z`); null when it is not a time. */
export function w3cDatetime(stored: string): string | null {
  const time = Date.parse(stored);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const later = (a: string | undefined, b: string | null): string | undefined =>
  b === null ? a : a === undefined || b > a ? b : a;

/** The dates of every kind of page, from the repository's rows. */
export function pageDates(rows: PageDateRows) {
  const maps = new Map<string, Map<string, string>>();
  const raise = (kind: string, key: string, stored: string) => {
    const at = w3cDatetime(stored);
    if (at === null) return;
    const map = maps.get(kind) ?? new Map<string, string>();
    maps.set(kind, map);
    const next = later(map.get(key), at);
    if (next !== undefined) map.set(key, next);
  };
  let newest: string | undefined;
  for (const s of rows.syntheses) {
    raise("synthesis", String(s.id), s.at);
    raise("molecule", s.molecule, s.at);
    raise("author", s.author, s.at);
    newest = later(newest, w3cDatetime(s.at));
  }
  for (const h of rows.history) {
    raise(h.kind, h.key, h.at);
    newest = later(newest, w3cDatetime(h.at));
  }
  const uses: [LookupKind, { key: string; at: string }[]][] = [
    ["named_reaction", rows.uses.namedReactions],
    ["protecting_group", rows.uses.protectingGroups],
    ["reagent", rows.uses.reagents],
    ["solvent", rows.uses.solvents],
  ];
  for (const [kind, list] of uses) for (const u of list) raise(kind, u.key, u.at);
  return {
    /** The archive's newest change; null only for an empty archive. */
    newest: newest ?? null,
    /** A page's date, or the archive's newest change when none is stored for it. */
    of(kind: "synthesis" | "molecule" | "author" | LookupKind, key: string | number): string | null {
      return maps.get(kind)?.get(String(key)) ?? newest ?? null;
    },
  };
}
export type PageDates = ReturnType<typeof pageDates>;
