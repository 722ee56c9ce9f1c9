import { RING_WORDS, ringBits, ringSizeMask } from "./ring-screen.ts";

/**
 * Ring-screen conditions for a SMARTS query (docs/decisions/search/0062-structure-search-screens-for-smarts-queries.md, issue 24): each mask names the
 * bits of one ring size (every bond class), and a structure must hold at least one bit of each.
 * Read strictly; whatever the reader does not fully understand adds no condition.
 *
 * Why a match implies them: an atom with the primitive `r<n>` as a required conjunct lies on a ring
 * of n atoms, a simple cycle; and every cycle of the pattern's own graph (ring closures) maps, atom
 * for atom and bond for bond, onto a simple cycle of the same size in the structure, whatever its
 * bond primitives say.
 */
export function smartsRingMasks(smarts: string): Uint32Array[] {
  // Recursive SMARTS nest patterns whose atoms need not be matched as the query's: left alone.
  if (smarts.includes("$(")) return [];
  const sizes = new Set<number>();
  for (const bracket of smarts.matchAll(/\[([^\]]*)\]/g)) {
    for (const part of (bracket[1] as string).split(";")) {
      // `,` binds tighter than `;` but looser than `&`: a part with an "or" requires nothing alone.
      if (part.includes(",")) continue;
      for (const piece of part.split("&")) {
        const size = /^r(\d+)$/.exec(piece);
        if (size) sizes.add(Number(size[1]));
      }
    }
  }
  // The pattern's own cycles: the SMILES reader returns null (no bits) on any SMARTS-only syntax
  // outside brackets (bond lists, `~`, `@`, `!`, `a`, `A`); inside brackets it reads the first symbol only.
  const own = ringBits(smarts, "query");
  const masks: Uint32Array[] = [];
  for (let size = 3; size <= 12; size++) {
    const mask = ringSizeMask(size);
    if (sizes.has(size) || intersects(own, mask)) masks.push(mask);
  }
  return masks;
}

/** True when the structure's `words` words from `base` and the mask `b` share a bit. */
export function intersects(a: Uint32Array, b: Uint32Array, base = 0, words = RING_WORDS): boolean {
  for (let w = 0; w < words; w++) if (((a[base + w] as number) & (b[w] as number)) !== 0) return true;
  return false;
}
