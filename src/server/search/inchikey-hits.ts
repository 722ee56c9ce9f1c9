import { parseInchiKey, parseInchiKeySkeleton } from "../../domain/inchikey.ts";
import type { SearchHit } from "../../domain/views.ts";

/**
 * The molecules and syntheses of each InChIKey, for a search box that receives one: a full key
 * finds the molecule with exactly that structure, its first block (the 14-letter skeleton) every
 * stereoisomer. The keys stay out of the word index: their random letters would match typed words
 * as prefixes and with typos.
 */
export class InchiKeyHits<H extends SearchHit> {
  readonly #byKey = new Map<string, H[]>();

  constructor(entries: readonly { inchikey: string | null; hit: H }[]) {
    for (const { inchikey, hit } of entries) {
      if (!inchikey) continue;
      for (const key of [inchikey, inchikey.slice(0, 14)]) {
        const list = this.#byKey.get(key);
        if (list) list.push(hit);
        else this.#byKey.set(key, [hit]);
      }
    }
  }

  /** The hits of a query that is an InChIKey or its first block; none for any other query. */
  find(query: string): readonly H[] {
    const key = parseInchiKey(query) ?? parseInchiKeySkeleton(query);
    return key ? (this.#byKey.get(key) ?? []) : [];
  }
}

/** The key's hits first, then the text hits that are not among them, at most `limit`. */
export function withKeyHits<H extends SearchHit>(
  keyed: readonly H[],
  text: readonly H[],
  limit: number,
): H[] {
  if (keyed.length === 0) return [...text];
  const ids = new Set(keyed.map((h) => h.id));
  return [...keyed, ...text.filter((h) => !ids.has(h.id))].slice(0, limit);
}
