import type { SynthesisUse } from "../../db/repositories/search-source.ts";
import { tokenize } from "../../domain/search-text.ts";
import { lowerBound } from "./typo-matcher.ts";

/** The names a named reaction, reagent or solvent is found by: its name first, then its synonyms. */
export type UsedItemNames = Record<SynthesisUse["kind"], ReadonlyMap<number, readonly string[]>>;

interface ItemSteps {
  /** The item's display name. */
  name: string;
  /** Every word of its name and synonyms. */
  words: readonly string[];
  /** "1.3" (part.step), in order. */
  steps: string[];
}

/**
 * What each public synthesis uses (named reactions, reagents, solvents), for the search index: the
 * words a synthesis is also found by, and, for a query, which used item it names and in which
 * steps ("Diels–Alder reaction, step 1.3"), shown under the hit.
 */
export class SynthesisUses {
  readonly #bySynthesis = new Map<number, ItemSteps[]>();
  /** Every word of every used item's names, sorted and distinct. */
  readonly #words: readonly string[];

  constructor(uses: readonly SynthesisUse[], names: UsedItemNames) {
    const items = new Map<string, ItemSteps>();
    // Each item's words, made once: the same reagent is used by thousands of syntheses.
    const wordsOf = new Map<string, readonly string[]>();
    for (const use of uses) {
      const itemNames = names[use.kind].get(use.item_id);
      if (!itemNames?.[0]) continue; // a pending or nameless item is not public
      const key = `${use.synthesis_id}:${use.kind}:${use.item_id}`;
      let item = items.get(key);
      if (!item) {
        const itemKey = `${use.kind}:${use.item_id}`;
        let words = wordsOf.get(itemKey);
        if (!words) {
          words = itemNames.flatMap(tokenize);
          wordsOf.set(itemKey, words);
        }
        item = { name: itemNames[0], words, steps: [] };
        items.set(key, item);
        const list = this.#bySynthesis.get(use.synthesis_id) ?? [];
        list.push(item);
        this.#bySynthesis.set(use.synthesis_id, list);
      }
      const step = `${use.part}.${use.step}`;
      if (!item.steps.includes(step)) item.steps.push(step);
    }
    this.#words = [...new Set([...wordsOf.values()].flat())].sort();
  }

  /**
   * Whether some used item could hold every query word (each starts a word of some used item's
   * names): when not, `via` is null for every synthesis, found out with one binary search a word
   * instead of a walk through the items of each hit. Most queries name a molecule, not a reagent.
   */
  couldName(queryWords: readonly string[]): boolean {
    const words = this.#words;
    return queryWords.every((q) => words[lowerBound(words, q)]?.startsWith(q) === true);
  }

  /** The names and synonyms of everything the synthesis uses, as one text for the index. */
  textOf(synthesisId: number): string {
    return (this.#bySynthesis.get(synthesisId) ?? []).map((item) => item.words.join(" ")).join(" ");
  }

  /**
   * The first used item whose names hold every query word (whole, or as the start of a word), with
   * its steps: "Diels–Alder reaction, step 1.3". Null when the query names none of them (the
   * synthesis matched by its molecule, investigator or description).
   */
  via(synthesisId: number, queryWords: readonly string[]): string | null {
    if (queryWords.length === 0) return null;
    for (const item of this.#bySynthesis.get(synthesisId) ?? []) {
      if (queryWords.every((q) => item.words.some((w) => w.startsWith(q)))) {
        const label = item.steps.length === 1 ? "step" : "steps";
        return `${item.name}, ${label} ${item.steps.join(", ")}`;
      }
    }
    return null;
  }
}
