import type { SynthesisUse } from "../../db/repositories/search-source.ts";
import { tokenize } from "../../domain/search-text.ts";

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

  constructor(uses: readonly SynthesisUse[], names: UsedItemNames) {
    const items = new Map<string, ItemSteps>();
    for (const use of uses) {
      const itemNames = names[use.kind].get(use.item_id);
      if (!itemNames?.[0]) continue; // a pending or nameless item is not public
      const key = `${use.synthesis_id}:${use.kind}:${use.item_id}`;
      let item = items.get(key);
      if (!item) {
        item = { name: itemNames[0], words: itemNames.flatMap(tokenize), steps: [] };
        items.set(key, item);
        const list = this.#bySynthesis.get(use.synthesis_id) ?? [];
        list.push(item);
        this.#bySynthesis.set(use.synthesis_id, list);
      }
      const step = `${use.part}.${use.step}`;
      if (!item.steps.includes(step)) item.steps.push(step);
    }
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
