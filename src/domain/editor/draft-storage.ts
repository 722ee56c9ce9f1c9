import { fieldsIfAny } from "../citations/reference-fields.ts";
import {
  type DraftChemical,
  type DraftReaction,
  emptyReaction,
  type Mutable,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";

import { type ChemicalIn, storedDraftIn } from "./stored-draft-schema.ts";

/**
 * Opening a stored draft (stored-draft.ts writes one, stored-draft-schema.ts reads it leniently)
 * against the reference data the editor has read, so renamed items show their current names.
 */

/** The reference data the editor has read from the API lists (GET /api/reagents and so on). */
export interface DraftLookups {
  reagents: readonly { id: number; name: string }[];
  solvents: readonly { id: number; name: string }[];
  namedReactions: readonly { id: number; name: string; url?: string }[];
  molecules: readonly { id: number; name: string; structure: string }[];
  authors: readonly { id: number; firstName: string; lastName: string; url?: string | null }[];
  protectingGroups?: readonly { id: number; url: string; name?: string }[];
}

const MAX_STAGE = 20;

/** The current name of the item with `id`, or the stored name when it no longer exists (or is unnamed). */
function current<T extends { id: number }>(
  items: readonly T[] | undefined,
  entryId: number | null,
  value: (item: T) => string | null | undefined,
  stored: string,
): string {
  if (entryId === null) return stored;
  const found = items?.find((item) => item.id === entryId);
  const now = found ? value(found) : undefined;
  return now ? now : stored;
}

/**
 * Opens a stored draft (or an older one stored as a plain Synthesis document, names only) as an
 * editor draft: ids are resolved to the current names, an unknown id falls back to the stored name,
 * and anything unreadable is left out rather than refused. Never throws; `json` may be the object or
 * its JSON text. The draft opens clean (not dirty).
 */
export function loadStoredDraft(json: unknown, lookups: DraftLookups): SynthesisDraft {
  let input = json;
  if (typeof input === "string") {
    try {
      input = JSON.parse(input);
    } catch {
      input = null;
    }
  }
  const stored = storedDraftIn.parse(input);
  const draft: Mutable<SynthesisDraft> = {
    molecule: null,
    author: null,
    year: stored.year,
    type_1: stored.type_1,
    type_2: stored.type_2,
    supp_steps: stored.supp_steps,
    comment: stored.comment,
    submitter: stored.submitter,
    references: stored.references.map((r) => ({
      display: r.display,
      doi: r.doi,
      url: r.url,
      ...fieldsIfAny(r),
    })),
    parts: [],
    nextId: 1,
    dirty: false,
  };

  if (stored.molecule) {
    const m = stored.molecule;
    const found = m.id === null ? undefined : lookups.molecules.find((x) => x.id === m.id);
    draft.molecule = {
      name: found?.name || m.name,
      structure: found?.structure || m.structure,
      smiles: m.smiles,
    };
  }
  if (stored.author) {
    const a = stored.author;
    const found = a.id === null ? undefined : lookups.authors.find((x) => x.id === a.id);
    draft.author =
      found && (found.firstName || found.lastName)
        ? { firstName: found.firstName, lastName: found.lastName, url: found.url || (a.url ?? "") }
        : { firstName: a.firstName, lastName: a.lastName, url: a.url ?? "" };
  }

  const chemical = (c: ChemicalIn): Mutable<DraftChemical> | null =>
    c && {
      id: takeId(draft),
      name: c.name ?? "",
      smiles: c.smiles,
      filename: c.filename,
      extension: c.extension,
      ...(c.coefficient && c.coefficient > 1 ? { coefficient: c.coefficient } : {}),
    };
  const chemicals = (items: ChemicalIn[]) =>
    items.flatMap((c) => {
      const made = chemical(c);
      return made ? [made] : [];
    });

  const parts = stored.parts.map((p, i) => ({ ...p, number: p.number ?? i + 1 }));
  for (const part of parts.sort((a, b) => a.number - b.number)) {
    const partId = takeId(draft);
    const reactions = part.reactions
      .map((r, i) => ({ ...r, step: r.step ?? i + 1 }))
      .sort((a, b) => a.step - b.step)
      .map((r): Mutable<DraftReaction> => {
        // Ids in the order draftFromDocument hands them out: reaction, substrates, products, special.
        const reaction = emptyReaction(takeId(draft), r.step);
        const substrates = chemicals(r.substrates);
        const products = chemicals(r.products);
        const special = chemical(r.special_reagent);
        const reagents = r.reagents.map((g) => ({
          name: current(lookups.reagents, g.id, (x) => x.name, g.name),
          stage: Math.min(MAX_STAGE, Math.max(0, g.stage)),
          ...(g.amount ? { amount: g.amount } : {}),
        }));
        const highest = Math.max(1, ...reagents.map((g) => g.stage));
        const sequence = r.sequence ?? highest > 1;
        return {
          ...reaction,
          substrates,
          products,
          reagents,
          sequence,
          stageCount: sequence ? Math.min(MAX_STAGE, Math.max(2, highest, r.stageCount ?? highest)) : 1,
          solvents: r.solvents.map((s) => current(lookups.solvents, s.id, (x) => x.name, s.name)),
          temperature: r.temperature,
          time: r.time,
          yield: r.yield,
          selectivity: r.selectivity,
          special_condition: r.special_condition,
          hasSpecialReagent: special !== null || r.hasSpecialReagent === true,
          special_reagent: special,
          named_reactions: r.named_reactions.map((n) =>
            current(lookups.namedReactions, n.id, (x) => x.url, n.url),
          ),
          protecting_groups: r.protecting_groups.map((g) => ({
            url: current(lookups.protectingGroups, g.id, (x) => x.url, g.url),
            type: g.type,
          })),
          comment: r.comment,
          atmosphere: r.atmosphere,
          concentration: r.concentration,
          // A stored draft with both (saved by hand) keeps its solvents: they say more than 'neat'.
          neat: r.neat && r.solvents.length === 0,
          selectivities: r.selectivities,
        };
      });
    // A part keeps at least one reaction (the editor's actions rely on it).
    if (reactions.length === 0) reactions.push(emptyReaction(takeId(draft), 1));
    draft.parts.push({ id: partId, number: part.number, comment: part.comment, reactions });
  }
  // A synthesis keeps at least one part: an empty or unreadable draft opens as a new one would.
  if (draft.parts.length === 0) {
    draft.parts.push({
      id: takeId(draft),
      number: 1,
      comment: "",
      reactions: [emptyReaction(takeId(draft), 1)],
    });
  }
  return draft;
}
