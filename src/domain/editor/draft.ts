import type { Amount, Atmosphere, Concentration, Selectivity } from "../reaction-records.ts";
import type { PROTECTING_GROUP_LINKS } from "../synthesis-constants.ts";
import type { SynthesisDocument } from "../synthesis-document.ts";

/**
 * The editor's synthesis draft: a lenient form of the Synthesis document (a draft may be incomplete:
 * year 0, no molecule or author picked yet, chemicals without a structure, empty names) in which every
 * part, reaction and chemical carries an editor id, so a selection survives edits. Ids come from the
 * draft's own counter (`nextId`), which keeps every action a pure function of its input.
 */

export type EditorId = string;

export interface DraftChemical {
  readonly id: EditorId;
  readonly name: string;
  readonly smiles: string | null;
  readonly filename: string | null;
  readonly extension: "png" | "svg" | null;
  /** Substrates only: how many molecules the reaction uses (null or absent: one). */
  readonly coefficient?: number | null;
}

export interface DraftReagent {
  readonly name: string;
  /** 1 = no sequence given; 2, 3 … = the order of addition; 0 matches any stage. */
  readonly stage: number;
  /** Equivalents or mol % (null or absent: not recorded). */
  readonly amount?: Amount | null;
}

export interface DraftReaction {
  readonly id: EditorId;
  readonly step: number;
  readonly substrates: readonly DraftChemical[];
  readonly products: readonly DraftChemical[];
  readonly reagents: readonly DraftReagent[];
  /** 'Specify sequence' is on. */
  readonly sequence: boolean;
  /** Stages shown in the Reagents panel: 1 when the sequence is off, 2 or more when it is on. */
  readonly stageCount: number;
  readonly solvents: readonly string[];
  readonly temperature: string | null;
  readonly time: string | null;
  readonly yield: string | null;
  readonly selectivity: string | null;
  readonly special_condition: string | null;
  /** 'Reaction has special reagent': stays true when the image is cleared. */
  readonly hasSpecialReagent: boolean;
  readonly special_reagent: DraftChemical | null;
  readonly named_reactions: readonly string[];
  readonly protecting_groups: readonly {
    readonly url: string;
    readonly type: (typeof PROTECTING_GROUP_LINKS)[number];
  }[];
  readonly comment: string;
  /** What a chemist records besides the texts (rules.md §3.7). */
  readonly atmosphere: Atmosphere | null;
  readonly concentration: Concentration | null;
  readonly neat: boolean;
  readonly selectivities: readonly Selectivity[];
}

export interface DraftPart {
  readonly id: EditorId;
  readonly number: number;
  readonly comment: string;
  /** Kept in step order; the actions keep the steps 1, 2, 3 … without gaps. */
  readonly reactions: readonly DraftReaction[];
}

export interface SynthesisDraft {
  readonly molecule: SynthesisDocument["molecule"] | null;
  readonly author: SynthesisDocument["author"] | null;
  /** 0 until a year is typed (a non-numeric value becomes 0). */
  readonly year: number;
  readonly type_1: SynthesisDocument["type_1"];
  readonly type_2: SynthesisDocument["type_2"];
  readonly supp_steps: number;
  readonly comment: string;
  readonly submitter: string | null;
  readonly references: SynthesisDocument["references"];
  readonly parts: readonly DraftPart[];
  /** The next editor id to hand out. */
  readonly nextId: number;
  /** Changed since it was opened or last saved. Set by `runAction`, cleared by `markSaved`. */
  readonly dirty: boolean;
}

/** A draft under construction inside an action: the same shape, writable. */
export type Mutable<T> = T extends readonly unknown[]
  ? { -readonly [K in keyof T]: Mutable<T[K]> } // arrays and tuples (a ratio [5, 1]) alike
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** Hands out the next editor id of a (mutable copy of a) draft. */
export function takeId(draft: { nextId: number }): EditorId {
  const id = `e${draft.nextId}`;
  draft.nextId += 1;
  return id;
}

export function emptyChemical(id: EditorId): Mutable<DraftChemical> {
  return { id, name: "", smiles: null, filename: null, extension: null };
}

export function emptyReaction(id: EditorId, step: number): Mutable<DraftReaction> {
  return {
    id,
    step,
    substrates: [],
    products: [],
    reagents: [],
    sequence: false,
    stageCount: 1,
    solvents: [],
    temperature: null,
    time: null,
    yield: null,
    selectivity: null,
    special_condition: null,
    hasSpecialReagent: false,
    special_reagent: null,
    named_reactions: [],
    protecting_groups: [],
    comment: "",
    atmosphere: null,
    concentration: null,
    neat: false,
    selectivities: [],
  };
}

/** The synthesis-wide fields of a new draft: nothing chosen, year 0, Total and Racemic, no references. */
export function emptySynthesisFields() {
  return {
    molecule: null,
    author: null,
    year: 0,
    type_1: "Total",
    type_2: "Racemic",
    supp_steps: 0,
    comment: "",
    submitter: null,
    references: [],
  } satisfies Partial<SynthesisDraft>;
}

/** File → New: one part (number 1) with one empty reaction (step 1), year 0, supp_steps 0, not dirty. */
export function newDraft(): SynthesisDraft {
  return {
    ...emptySynthesisFields(),
    parts: [{ id: "e1", number: 1, comment: "", reactions: [emptyReaction("e2", 1)] }],
    nextId: 3,
    dirty: false,
  };
}

/** Opens a Synthesis document as a draft (not dirty). The stage count on load is the highest stage. */
export function draftFromDocument(doc: SynthesisDocument): SynthesisDraft {
  const draft: Mutable<SynthesisDraft> = {
    molecule: { ...doc.molecule },
    author: { ...doc.author },
    year: doc.year,
    type_1: doc.type_1,
    type_2: doc.type_2,
    supp_steps: doc.supp_steps,
    comment: doc.comment,
    submitter: doc.submitter,
    references: doc.references.map((r) => ({ ...r })),
    parts: [],
    nextId: 1,
    dirty: false,
  };
  const chemical = (
    c: SynthesisDocument["parts"][number]["reactions"][number]["products"][number] & {
      coefficient?: number | null;
    },
  ) => ({
    id: takeId(draft),
    name: c.name ?? "",
    smiles: c.smiles,
    filename: c.filename ?? null,
    extension: c.extension ?? null,
    ...(c.coefficient ? { coefficient: c.coefficient } : {}),
  });
  for (const part of [...doc.parts].sort((a, b) => a.number - b.number)) {
    const partId = takeId(draft);
    const reactions = [...part.reactions]
      .sort((a, b) => a.step - b.step)
      .map((r) => {
        const highest = Math.max(1, ...r.reagents.map((g) => g.stage));
        return {
          ...emptyReaction(takeId(draft), r.step),
          substrates: r.substrates.map(chemical),
          products: r.products.map(chemical),
          reagents: r.reagents.map(({ amount, ...g }) => ({
            ...g,
            ...(amount ? { amount: { ...amount } } : {}),
          })),
          sequence: highest > 1,
          stageCount: highest,
          solvents: [...r.solvents],
          temperature: r.temperature,
          time: r.time,
          yield: r.yield,
          selectivity: r.selectivity,
          special_condition: r.special_condition,
          hasSpecialReagent: r.special_reagent !== null,
          special_reagent: r.special_reagent ? chemical(r.special_reagent) : null,
          named_reactions: [...r.named_reactions],
          protecting_groups: r.protecting_groups.map((p) => ({ ...p })),
          comment: r.comment,
          atmosphere: r.atmosphere,
          concentration: r.concentration,
          neat: r.neat,
          selectivities: structuredClone(r.selectivities),
        };
      });
    draft.parts.push({ id: partId, number: part.number, comment: part.comment, reactions });
  }
  return draft;
}

/** What an action gives back: the new draft plus details (such as what becomes selected), or a refusal. */
export type ActionResult<Extra extends object = object> =
  | ({ readonly ok: true; readonly draft: SynthesisDraft } & Extra)
  | Refusal;

/** A user mistake: the exact message to show. 'warning' is shown as a warning only. */
export interface Refusal {
  readonly ok: false;
  readonly message: string;
  readonly severity: "error" | "warning";
}

export function refuse(message: string, severity: Refusal["severity"] = "error"): Refusal {
  return { ok: false, message, severity };
}

/**
 * Runs an edit on a writable deep copy of the draft, so the input is never changed. The edit returns
 * a refusal, or the details to hand back with the new draft.
 */
export function edit<Extra extends object>(
  draft: SynthesisDraft,
  change: (copy: Mutable<SynthesisDraft>) => Refusal | Extra,
): ActionResult<Extra> {
  const copy = structuredClone(draft) as Mutable<SynthesisDraft>;
  const out = change(copy);
  if ("ok" in out && out.ok === false) return out as Refusal;
  return { ok: true, draft: copy, ...(out as Extra) };
}

/**
 * The action runner: applies an action and marks the draft dirty when it changed something (any edit
 * marks the synthesis dirty). A refusal leaves the draft as it was.
 */
export function runAction<Args, Extra extends object>(
  draft: SynthesisDraft,
  action: (draft: SynthesisDraft, args: Args) => ActionResult<Extra>,
  args: Args,
): ActionResult<Extra> {
  const result = action(draft, args);
  if (!result.ok || result.draft === draft || result.draft.dirty) return result;
  return { ...result, draft: { ...result.draft, dirty: true } };
}

/** Saving clears the dirty flag. */
export function markSaved(draft: SynthesisDraft): SynthesisDraft {
  return draft.dirty ? { ...draft, dirty: false } : draft;
}

/** The part and index of a reaction, by editor id. */
export function findReaction(
  draft: { parts: readonly DraftPart[] } | Mutable<SynthesisDraft>,
  reactionId: EditorId,
): { partIndex: number; reactionIndex: number } | null {
  for (let p = 0; p < draft.parts.length; p++) {
    const r = draft.parts[p]?.reactions.findIndex((x) => x.id === reactionId) ?? -1;
    if (r >= 0) return { partIndex: p, reactionIndex: r };
  }
  return null;
}

/**
 * Runs an edit on one reaction of a writable copy of the draft (`copy` for new ids); refused when
 * the reaction is gone.
 */
export function editReaction<Extra extends object>(
  draft: SynthesisDraft,
  reactionId: EditorId,
  change: (
    reaction: Mutable<SynthesisDraft>["parts"][number]["reactions"][number],
    copy: Mutable<SynthesisDraft>,
  ) => Refusal | Extra,
): ActionResult<Extra> {
  return edit(draft, (d) => {
    const at = findReaction(d, reactionId);
    const reaction = at ? d.parts[at.partIndex]?.reactions[at.reactionIndex] : undefined;
    return reaction ? change(reaction, d) : refuse("This reaction no longer exists.");
  });
}
