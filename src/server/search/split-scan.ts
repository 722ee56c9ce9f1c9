import type { ScanAnswer, ScanPlace } from "./substructure-scan.ts";

/**
 * One page of a substructure search split between two structure workers (docs/decisions/search/0065-structure-search-one-page-on-both-cores.md,
 * issue 24): the first scans from the page's start to the middle of what is left, the second from
 * the middle to the end, at the same time, each within the page's bound. Joined, the two answers
 * are the answer one scan would give: the same hits in the same order, and the next page starting
 * at the same place. Only a cut by the time budget can fall elsewhere, as it does anyway.
 */

/** The place halfway through what is left after `from`, in the targets-then-chemicals order. */
export function middlePlace(from: ScanPlace, targets: number, chemicals: number): ScanPlace {
  const start = from.list === "targets" ? Math.min(from.position, targets) : targets + from.position;
  const middle = start + Math.floor((targets + chemicals - start) / 2);
  return middle < targets
    ? { list: "targets", position: middle }
    : { list: "chemicals", position: middle - targets };
}

/**
 * The page made of `first` (from the start to the middle) and `second` (from the middle on), both
 * scanned with the page's `limit` of reaction chemicals.
 */
export function joinParts(first: ScanAnswer, second: ScanAnswer, limit: number): ScanAnswer {
  const candidates = first.candidates + second.candidates;
  // The first part stopped early (its bound, or a full page): the second part is past the page.
  if (first.next) return { ...first, candidates };
  const targets = [...first.targets, ...second.targets];
  const chemicals = [...first.chemicals, ...second.chemicals];
  if (chemicals.length > limit) {
    // A match past the page: the next page starts with it, as in one scan.
    const after = chemicals[limit] as (typeof chemicals)[number];
    return {
      targets,
      chemicals: chemicals.slice(0, limit),
      next: { list: "chemicals", position: after.position },
      cut: false,
      candidates,
    };
  }
  return {
    targets,
    chemicals,
    next: second.next,
    cut: second.cut && chemicals.length < limit,
    candidates,
  };
}
