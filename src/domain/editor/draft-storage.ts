import { z } from "zod";
import { isOtherSchemeUrl } from "../display-rules.ts";
import { nameKey } from "../lookup-names.ts";
import {
  type Amount,
  type Atmosphere,
  amountSchema,
  atmosphereSchema,
  type Concentration,
  coefficientSchema,
  concentrationSchema,
  type Selectivity,
  selectivitiesSchema,
} from "../reaction-records.ts";
import { CHIRALITY_TYPES, PROTECTING_GROUP_LINKS, SYNTHESIS_TYPES } from "../synthesis-constants.ts";
import {
  type DraftChemical,
  type DraftReaction,
  emptyReaction,
  type Mutable,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";

/**
 * The stored form of an editor draft (what `synthesis_json` of an unpublished synthesis holds): the
 * document's fields, with reference data named by id as well as by name, so that renaming a reagent,
 * solvent, named reaction, molecule or author never breaks a draft. Names are kept too, as the
 * fallback when an id no longer exists, and so that the server's check of which drafts use a lookup
 * item (lookup-usage.ts) finds them. Editor-only state (the reagent sequence, stage count and the
 * special-reagent checkbox) is kept; editor ids are not (they are handed out again on load).
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

export const STORED_DRAFT_FORMAT = 1;

export interface StoredChemical {
  name: string;
  smiles: string | null;
  filename: string | null;
  extension: "png" | "svg" | null;
  /** Substrates only, when used more than once. */
  coefficient?: number;
}

export interface StoredReaction {
  step: number;
  substrates: StoredChemical[];
  products: StoredChemical[];
  /** id is null when the name matched no reagent when the draft was saved. */
  reagents: { id: number | null; name: string; stage: number; amount?: Amount }[];
  sequence: boolean;
  stageCount: number;
  solvents: { id: number | null; name: string }[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  selectivity: string | null;
  special_condition: string | null;
  hasSpecialReagent: boolean;
  special_reagent: StoredChemical | null;
  /** The draft names a named reaction by its url; name and id are kept next to it. */
  named_reactions: { id: number | null; name: string; url: string }[];
  protecting_groups: { id: number | null; url: string; type: (typeof PROTECTING_GROUP_LINKS)[number] }[];
  comment: string;
  /** Written only when given (rules.md §3.7): a draft saved before them has none. */
  atmosphere?: Atmosphere;
  concentration?: Concentration;
  neat?: true;
  selectivities?: Selectivity[];
}

export interface StoredDraft {
  format: typeof STORED_DRAFT_FORMAT;
  molecule: { id: number | null; name: string; structure: string; smiles: string | null } | null;
  author: { id: number | null; firstName: string; lastName: string; url: string } | null;
  year: number;
  type_1: SynthesisDraft["type_1"];
  type_2: SynthesisDraft["type_2"];
  supp_steps: number;
  comment: string;
  submitter: string | null;
  references: { display: string; doi: string | null; url: string | null }[];
  parts: { number: number; comment: string; reactions: StoredReaction[] }[];
}

/** Finds an item by name, compared trimmed and ignoring case (lookup names are unique that way). */
function byName<T>(items: readonly T[] | undefined, name: (item: T) => string, wanted: string) {
  const key = nameKey(wanted);
  return key === "" ? undefined : items?.find((item) => nameKey(name(item)) === key);
}

const chemicalOut = (c: DraftChemical): StoredChemical => ({
  name: c.name,
  smiles: c.smiles,
  filename: c.filename,
  extension: c.extension,
  ...(c.coefficient && c.coefficient > 1 ? { coefficient: c.coefficient } : {}),
});

/** The draft as a JSON-ready object naming reference data by id (and by name, as a fallback). */
export function storeDraft(draft: SynthesisDraft, lookups: DraftLookups): StoredDraft {
  const molecule = draft.molecule;
  const author = draft.author;
  const moleculeId = molecule
    ? (lookups.molecules.find((m) => molecule.structure !== "" && m.structure === molecule.structure) ??
      byName(lookups.molecules, (m) => m.name, molecule.name))
    : undefined;
  const authorId = author
    ? (lookups.authors.find((a) => Boolean(author.url) && a.url === author.url) ??
      lookups.authors.find(
        (a) =>
          nameKey(`${a.firstName} ${a.lastName}`) !== "" &&
          nameKey(a.firstName) === nameKey(author.firstName) &&
          nameKey(a.lastName) === nameKey(author.lastName),
      ))
    : undefined;
  return {
    format: STORED_DRAFT_FORMAT,
    molecule: molecule
      ? {
          id: moleculeId?.id ?? null,
          name: molecule.name,
          structure: molecule.structure,
          smiles: molecule.smiles ?? null,
        }
      : null,
    author: author
      ? { id: authorId?.id ?? null, firstName: author.firstName, lastName: author.lastName, url: author.url }
      : null,
    year: draft.year,
    type_1: draft.type_1,
    type_2: draft.type_2,
    supp_steps: draft.supp_steps,
    comment: draft.comment,
    submitter: draft.submitter,
    references: draft.references.map((r) => ({ display: r.display, doi: r.doi ?? null, url: r.url ?? null })),
    parts: draft.parts.map((part) => ({
      number: part.number,
      comment: part.comment,
      reactions: part.reactions.map((r) => ({
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
        ...(r.selectivities.length
          ? { selectivities: structuredClone(r.selectivities) as Selectivity[] }
          : {}),
      })),
    })),
  };
}

// ---- Loading: a lenient schema, so a half-finished, old or damaged draft still opens. ----

const text = z.string().catch("");
const maybeText = z.string().nullable().catch(null);
const id = z.number().int().positive().nullable().catch(null);
const whole = (fallback: number) => z.number().int().catch(fallback);
const flag = z.boolean().nullable().catch(null);

/** A list whose unreadable entries are dropped (and anything but an array is an empty list). */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success && parsed.data !== null ? [parsed.data as NonNullable<z.output<T>>] : [];
      }),
    );

/** An entry named by a plain string (a Synthesis document) or by an object with an id (stored). */
const named = <Key extends "name" | "url">(key: Key) =>
  z.union([
    z.string().transform((value) => ({ id: null, name: key === "name" ? value : "", url: value })),
    z
      .object({ id, name: text, url: text })
      .transform((entry) => ({ ...entry, url: key === "url" ? entry.url : entry.name })),
  ]);

const chemicalIn = z
  .object({
    name: maybeText,
    smiles: maybeText,
    filename: maybeText,
    extension: z.enum(["png", "svg"]).nullable().catch(null),
    coefficient: coefficientSchema.nullable().catch(null),
  })
  .nullable()
  .catch(null);

/** A record that does not read as valid is left out (the draft opens without it). */
const record = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);

const reactionIn = z
  .object({
    step: z.number().int().nullable().catch(null),
    substrates: list(chemicalIn),
    products: list(chemicalIn),
    reagents: list(
      z.union([
        z.string().transform((name) => ({ id: null, name, stage: 1, amount: null })),
        z.object({ id, name: text, stage: whole(1), amount: record(amountSchema) }),
      ]),
    ),
    sequence: flag,
    stageCount: z.number().int().nullable().catch(null),
    solvents: list(named("name")),
    temperature: maybeText,
    time: maybeText,
    yield: maybeText,
    selectivity: maybeText,
    special_condition: maybeText,
    hasSpecialReagent: flag,
    special_reagent: chemicalIn,
    named_reactions: list(named("url")),
    protecting_groups: list(
      z
        .object({ id, url: z.string(), type: z.enum(PROTECTING_GROUP_LINKS) })
        .nullable()
        .catch(null),
    ),
    comment: text,
    atmosphere: record(atmosphereSchema),
    concentration: record(concentrationSchema),
    neat: z.boolean().catch(false),
    selectivities: selectivitiesSchema.catch([]),
  })
  .nullable()
  .catch(null);

const storedDraftIn = z
  .object({
    molecule: z.object({ id, name: text, structure: text, smiles: maybeText }).nullable().catch(null),
    author: z
      .object({ id, firstName: text, lastName: text, url: z.string().nullable().catch("") })
      .nullable()
      .catch(null),
    year: whole(0),
    type_1: z.enum(SYNTHESIS_TYPES).catch("Total"),
    type_2: z.enum(CHIRALITY_TYPES).catch("Racemic"),
    supp_steps: whole(0),
    comment: text,
    submitter: maybeText,
    references: list(
      z
        .object({
          display: z.string(),
          doi: maybeText,
          // A draft saved before drafts were checked may hold a `javascript:` address: dropped.
          url: maybeText.transform((url) => (isOtherSchemeUrl(url) ? null : url)),
        })
        .nullable()
        .catch(null),
    ),
    parts: list(
      z
        .object({
          number: z.number().int().nullable().catch(null),
          comment: text,
          reactions: list(reactionIn),
        })
        .nullable()
        .catch(null),
    ),
  })
  .catch({
    molecule: null,
    author: null,
    year: 0,
    type_1: "Total",
    type_2: "Racemic",
    supp_steps: 0,
    comment: "",
    submitter: null,
    references: [],
    parts: [],
  });

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
    references: stored.references.map((r) => ({ display: r.display, doi: r.doi, url: r.url })),
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

  const chemical = (c: z.output<typeof chemicalIn>): Mutable<DraftChemical> | null =>
    c && {
      id: takeId(draft),
      name: c.name ?? "",
      smiles: c.smiles,
      filename: c.filename,
      extension: c.extension,
      ...(c.coefficient && c.coefficient > 1 ? { coefficient: c.coefficient } : {}),
    };
  const chemicals = (items: z.output<typeof chemicalIn>[]) =>
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
