import {
  type ActionResult,
  type DraftChemical,
  type DraftReaction,
  type EditorId,
  edit,
  findReaction,
  type Mutable,
  refuse,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";
import { deleteReaction } from "./structure-actions.ts";

/**
 * Cut, Copy and Paste of a reaction (docs/product/editor.md §8.9), within a part, between parts or
 * between syntheses. The clipboard holds a deep copy of the whole reaction: substrates, products, special
 * reagent, reagents with their stages and the sequence, solvents, conditions, named reactions,
 * protecting-group links and comment. Paste gives every id a fresh one from the target draft.
 *
 * A pasted reaction keeps its own substrates as they were copied: it is not linked to the products
 * of the step before it (twins are found by name, so a substrate of the same name as the previous
 * product still is its twin).
 */

export interface ReactionClipboard {
  readonly kind: "reaction";
  readonly reaction: DraftReaction;
}

const reactionNotFound = refuse("This reaction no longer exists.");
const partNotFound = refuse("This part no longer exists.");

/** Copy: the draft is unchanged (the same object, so it is not marked dirty nor recorded for Undo). */
export function copyReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId },
): ActionResult<{ clipboard: ReactionClipboard }> {
  const at = findReaction(draft, args.reactionId);
  const reaction = at ? draft.parts[at.partIndex]?.reactions[at.reactionIndex] : undefined;
  if (!reaction) return reactionNotFound;
  return { ok: true, draft, clipboard: { kind: "reaction", reaction: structuredClone(reaction) } };
}

/** Cut: Copy, then delete the reaction; refused exactly when deleting it is refused. */
export function cutReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId },
): ActionResult<{ clipboard: ReactionClipboard; selectedReactionId: EditorId }> {
  const copied = copyReaction(draft, args);
  if (!copied.ok) return copied;
  const deleted = deleteReaction(draft, args);
  if (!deleted.ok) return deleted;
  return { ...deleted, clipboard: copied.clipboard };
}

/** Nothing entered yet: what Add one part or File → New creates. */
function isBlank(r: DraftReaction): boolean {
  return (
    r.substrates.length === 0 &&
    r.products.length === 0 &&
    r.reagents.length === 0 &&
    !r.sequence &&
    r.solvents.length === 0 &&
    r.temperature === null &&
    r.time === null &&
    r.yield === null &&
    r.selectivity === null &&
    r.special_condition === null &&
    !r.hasSpecialReagent &&
    r.special_reagent === null &&
    r.named_reactions.length === 0 &&
    r.protecting_groups.length === 0 &&
    r.comment === "" &&
    r.atmosphere === null &&
    r.concentration === null &&
    !r.neat &&
    r.selectivities.length === 0
  );
}

/**
 * Paste: appends the clipboard's reaction to a part as step = highest + 1, with fresh ids, and
 * selects it. When the part's last reaction is still blank (a new part or a new synthesis), the
 * pasted reaction takes its place and its step, rather than leaving an empty step before it.
 */
export function pasteReaction(
  draft: SynthesisDraft,
  args: { partId: EditorId; clipboard: ReactionClipboard },
): ActionResult<{ selectedReactionId: EditorId }> {
  return edit(draft, (d) => {
    const part = d.parts.find((p) => p.id === args.partId);
    if (!part) return partNotFound;
    const source = structuredClone(args.clipboard.reaction) as Mutable<DraftReaction>;
    const fresh = (c: Mutable<DraftChemical>): Mutable<DraftChemical> => ({ ...c, id: takeId(d) });
    const last = part.reactions.at(-1);
    if (last && isBlank(last)) part.reactions.pop();
    const step = Math.max(0, ...part.reactions.map((r) => r.step)) + 1;
    const reaction: Mutable<DraftReaction> = {
      ...source,
      id: takeId(d),
      step,
      substrates: source.substrates.map(fresh),
      products: source.products.map(fresh),
      special_reagent: source.special_reagent ? fresh(source.special_reagent) : null,
    };
    part.reactions.push(reaction);
    return { selectedReactionId: reaction.id };
  });
}
