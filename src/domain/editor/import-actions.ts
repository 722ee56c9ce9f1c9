import type { ImportedReaction, ImportedScheme } from "../import/imported-scheme.ts";
import {
  type ActionResult,
  type DraftReaction,
  type EditorId,
  edit,
  emptyReaction,
  type Mutable,
  refuse,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";

/**
 * Appending what File → Import read from a scheme file
 * (POST /api/import/reactions): every reaction of the answer, in order, after the steps of a part
 * (or as a new part). Reactions the part holds with nothing entered yet (the empty step 1 of File →
 * New) are replaced. Pure, so the editor's Undo takes the whole import back in one step.
 */

/** The most steps a part holds and parts a synthesis holds (synthesis-document.ts). */
const MAX_STEPS = 500;
const MAX_PARTS = 100;

/** A reaction's fields, as far as "nothing entered" goes. */
interface AnyReaction {
  substrates: readonly unknown[];
  products: readonly unknown[];
  reagents: readonly unknown[];
  solvents: readonly unknown[];
  temperature: string | null;
  time: string | null;
  yield: string | null;
  selectivity: string | null;
  special_condition: string | null;
  special_reagent: unknown;
  named_reactions: readonly unknown[];
  protecting_groups: readonly unknown[];
  comment: string;
}

/** A reaction with nothing entered in it. */
export function isEmptyReaction(r: AnyReaction): boolean {
  return (
    r.substrates.length === 0 &&
    r.products.length === 0 &&
    r.reagents.length === 0 &&
    r.solvents.length === 0 &&
    [r.temperature, r.time, r.yield, r.selectivity, r.special_condition].every((v) => !v) &&
    r.special_reagent === null &&
    r.named_reactions.length === 0 &&
    r.protecting_groups.length === 0 &&
    r.comment.trim() === ""
  );
}

const importedReactions = (scheme: Pick<ImportedScheme, "parts">): ImportedReaction[] =>
  scheme.parts.flatMap((p) => p.reactions);

const nothingToImport = refuse("The file holds no reaction to import.");

/**
 * Appends the imported reactions to the part `into` (its empty reactions replaced), or to a new part
 * after the last one (`into: "new"`). Answers the new reactions' ids; the first is selected.
 */
export function appendImportedReactions(
  draft: SynthesisDraft,
  args: { scheme: Pick<ImportedScheme, "parts">; into: EditorId | "new" },
): ActionResult<{ partId: EditorId; reactionIds: EditorId[]; selectedReactionId: EditorId }> {
  const incoming = importedReactions(args.scheme);
  if (incoming.length === 0) return nothingToImport;
  return edit(draft, (d) => {
    let part = args.into === "new" ? undefined : d.parts.find((p) => p.id === args.into);
    if (args.into !== "new" && !part) return refuse("This part no longer exists.");
    if (!part) {
      if (d.parts.length >= MAX_PARTS) return refuse(`A synthesis has at most ${MAX_PARTS} parts.`);
      const number = Math.max(0, ...d.parts.map((p) => p.number)) + 1;
      part = { id: takeId(d), number, comment: "", reactions: [] };
      d.parts.push(part);
    }
    const kept = part.reactions.filter((r) => !isEmptyReaction(r));
    if (kept.length + incoming.length > MAX_STEPS) {
      return refuse(
        `A part has at most ${MAX_STEPS} steps: this import would make ${kept.length + incoming.length}.`,
      );
    }
    const added = incoming.map((r, i) => toDraftReaction(d, r, kept.length + i + 1));
    part.reactions = [...kept, ...added];
    const reactionIds = added.map((r) => r.id);
    return { partId: part.id, reactionIds, selectedReactionId: reactionIds[0] as EditorId };
  });
}

function toDraftReaction(
  d: Mutable<SynthesisDraft>,
  r: ImportedReaction,
  step: number,
): Mutable<DraftReaction> {
  const stages = Math.max(1, ...r.reagents.map((g) => g.stage));
  const chemical = (c: ImportedReaction["substrates"][number]) => ({
    id: takeId(d),
    name: c.name ?? "",
    smiles: c.smiles,
    filename: null,
    extension: null,
  });
  return {
    ...emptyReaction(takeId(d), step),
    substrates: r.substrates.map(chemical),
    products: r.products.map(chemical),
    reagents: r.reagents.map((g) => ({
      name: g.name,
      stage: g.stage,
      ...(g.amount ? { amount: { ...g.amount } } : {}),
    })),
    // Stages the file gives turn 'Specify sequence' on with as many stages.
    sequence: stages > 1,
    stageCount: stages,
    solvents: [...r.solvents],
    temperature: r.temperature,
    time: r.time,
    yield: r.yield,
    comment: r.comment,
    atmosphere: r.atmosphere ? { ...r.atmosphere } : null,
    concentration: r.concentration ? { ...r.concentration } : null,
    neat: r.neat,
    selectivities: r.selectivities.map((s) => ({ ...s })),
  };
}
