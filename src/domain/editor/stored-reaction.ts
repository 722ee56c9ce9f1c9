import { nameKey } from "../lookup-names.ts";
import type { Selectivity } from "../reaction-records.ts";
import { type DraftChemical, type DraftReaction, emptyReaction } from "./draft.ts";
import type { DraftLookups } from "./draft-storage.ts";
import type { StoredChemical, StoredReaction } from "./stored-draft.ts";

/**
 * One reaction of a draft in its stored form (stored-draft.ts `storeDraft`), apart from the rest of
 * the draft so that a page can build a stored draft's reaction without the document's schemas.
 */

/** Finds an item by name, compared trimmed and ignoring case (lookup names are unique that way). */
export function byName<T>(items: readonly T[] | undefined, name: (item: T) => string, wanted: string) {
  const key = nameKey(wanted);
  return key === "" ? undefined : items?.find((item) => nameKey(name(item)) === key);
}

export const chemicalOut = (c: DraftChemical): StoredChemical => ({
  name: c.name,
  smiles: c.smiles,
  filename: c.filename,
  extension: c.extension,
  ...(c.coefficient && c.coefficient > 1 ? { coefficient: c.coefficient } : {}),
});

/** A reaction of the draft as stored: reference data named by id as well as by name. */
export function storedReaction(r: DraftReaction, lookups: DraftLookups): StoredReaction {
  return {
    step: r.step,
    substrates: r.substrates.map(chemicalOut),
    products: r.products.map(chemicalOut),
    reagents: r.reagents.map((g) => ({
      id: byName(lookups.reagents, (x) => x.name, g.name)?.id ?? null,
      name: g.name,
      stage: g.stage,
      ...(g.amount ? { amount: { ...g.amount } } : {}),
    })),
    sequence: r.sequence,
    stageCount: r.stageCount,
    solvents: r.solvents.map((name) => ({
      id: byName(lookups.solvents, (x) => x.name, name)?.id ?? null,
      name,
    })),
    temperature: r.temperature,
    time: r.time,
    yield: r.yield,
    selectivity: r.selectivity,
    special_condition: r.special_condition,
    hasSpecialReagent: r.hasSpecialReagent,
    special_reagent: r.special_reagent ? chemicalOut(r.special_reagent) : null,
    named_reactions: r.named_reactions.map((url) => {
      const found = lookups.namedReactions.find((n) => n.url === url);
      return { id: found?.id ?? null, name: found?.name ?? "", url };
    }),
    protecting_groups: r.protecting_groups.map((p) => ({
      id: lookups.protectingGroups?.find((g) => g.url === p.url)?.id ?? null,
      url: p.url,
      type: p.type,
    })),
    comment: r.comment,
    ...(r.atmosphere ? { atmosphere: structuredClone(r.atmosphere) } : {}),
    ...(r.concentration ? { concentration: { ...r.concentration } } : {}),
    ...(r.neat ? { neat: true as const } : {}),
    ...(r.selectivities.length ? { selectivities: structuredClone(r.selectivities) as Selectivity[] } : {}),
  };
}

const NO_LOOKUPS: DraftLookups = {
  reagents: [],
  solvents: [],
  namedReactions: [],
  molecules: [],
  authors: [],
};

/** The stored form of the editor's empty reaction (draft.ts `emptyReaction`), as step 1. */
export const emptyStoredReaction = (): StoredReaction => storedReaction(emptyReaction("e1", 1), NO_LOOKUPS);
