/**
 * Names of lookup items (authors, reagents, solvents, named reactions): unique among non-empty
 * names, compared trimmed and case-insensitively (docs/product/api.md §5.6), and the url slugs made
 * from them.
 */

/** The comparison key of a name: trimmed, Unicode-normalised, lower case. */
export function nameKey(name: string): string {
  return name.normalize("NFC").trim().toLowerCase();
}

/** An author's key is the first and the last name together (empty when the author has no name). */
export function authorKey(firstName: string, lastName: string): string {
  const first = nameKey(firstName);
  const last = nameKey(lastName);
  return first || last ? `${first}\u0000${last}` : "";
}

/** The blank-free, case-insensitively distinct values of `values`, in order, each trimmed. */
export function distinctNames(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    const key = nameKey(trimmed);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

/**
 * A url slug (a-z, 0-9, single dashes) made from `text`: accents dropped, subscript digits made
 * plain, everything else a dash. Empty when `text` has no letter or digit it can keep.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
