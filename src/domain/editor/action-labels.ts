import { copyReaction, cutReaction, pasteReaction } from "./clipboard.ts";
import { setPartComment, setReactionText, setTemperature, setTime, setYield } from "./condition-actions.ts";
import {
  clearSpecialReagent,
  setAuthor,
  setHasSpecialReagent,
  setMolecule,
  setSpecialReagent,
  setSuppSteps,
  setSynthesisComment,
  setType1,
  setType2,
  setYear,
} from "./details-actions.ts";
import type { ActionResult, SynthesisDraft } from "./draft.ts";
import { appendImportedReactions } from "./import-actions.ts";
import {
  addNamedReaction,
  addProtectingGroupLink,
  addReagent,
  addSolvent,
  addStage,
  removeNamedReaction,
  removeProtectingGroupLink,
  removeReagent,
  removeSolvent,
  removeStage,
  setSequence,
} from "./reagent-actions.ts";
import {
  removeSelectivity,
  setAtmosphere,
  setConcentration,
  setNeat,
  setReagentAmount,
  setSelectivity,
  setSubstrateCoefficient,
} from "./record-actions.ts";
import { addReference, completeCitation, removeReference, updateReference } from "./reference-actions.ts";
import {
  addPart,
  addProduct,
  addReaction,
  addSubstrate,
  deleteChemical,
  deletePart,
  deleteReaction,
  moveReaction,
  renameChemical,
  replaceStructure,
} from "./structure-actions.ts";

/**
 * The names of the editing actions (docs/product/editor.md §8.9): each Undo step carries the name of
 * the action that made it, and the Edit menu reads 'Undo {name}' / 'Redo {name}'. One table, keyed
 * by the action itself (not by its function name, which minifying changes).
 */

/** An editing action: a pure function of the draft and its arguments. */
export type EditAction<Args> = (draft: SynthesisDraft, args: Args) => ActionResult<object>;

type Label<Args> = string | ((args: Args) => string);

const named = <Args>(action: EditAction<Args>, label: Label<Args>) =>
  [action as EditAction<never>, label as Label<never>] as const;

const REACTION_TEXTS = {
  comment: "Edit reaction comment",
  selectivity: "Edit selectivity",
  special_condition: "Edit special condition",
} as const;

const LABELS = new Map<EditAction<never>, Label<never>>([
  // The parts, the reactions and their structures.
  named(addPart, "Add part"),
  named(deletePart, "Delete part"),
  named(setPartComment, "Edit part comment"),
  named(addReaction, "Add reaction"),
  named(deleteReaction, "Delete reaction"),
  named(moveReaction, "Move reaction"),
  named(cutReaction, "Cut reaction"),
  named(copyReaction, "Copy reaction"),
  named(pasteReaction, "Paste reaction"),
  named(appendImportedReactions, "Import reactions"),
  named(addSubstrate, "Add substrate"),
  named(addProduct, "Add product"),
  named(replaceStructure, "Change structure"),
  named(renameChemical, "Rename structure"),
  named(deleteChemical, "Delete structure"),
  // Synthesis details.
  named(setMolecule, "Choose molecule"),
  named(setAuthor, "Choose author"),
  named(setYear, "Edit year"),
  named(setType1, "Change type 1"),
  named(setType2, "Change type 2"),
  named(setSuppSteps, "Edit supp. steps"),
  named(setSynthesisComment, "Edit synthesis comment"),
  named(addReference, "Add reference"),
  named(updateReference, "Edit reference"),
  named(removeReference, "Delete reference"),
  named(completeCitation, "Complete reference"),
  // A reaction's elements.
  named(setHasSpecialReagent, (args) => (args.on ? "Add special reagent" : "Remove special reagent")),
  named(setSpecialReagent, "Set special reagent"),
  named(clearSpecialReagent, "Clear special reagent"),
  named(setReactionText, (args) => REACTION_TEXTS[args.field]),
  named(addReagent, "Add reagent"),
  named(removeReagent, "Remove reagent"),
  named(setReagentAmount, "Edit reagent amount"),
  named(setSequence, (args) => (args.on ? "Specify sequence" : "Remove sequence")),
  named(addStage, "Add stage"),
  named(removeStage, "Remove stage"),
  named(addSolvent, "Add solvent"),
  named(removeSolvent, "Remove solvent"),
  named(setNeat, (args) => (args.neat ? "Mark neat" : "Unmark neat")),
  named(setConcentration, "Edit concentration"),
  named(setSubstrateCoefficient, "Edit coefficient"),
  named(setTemperature, "Edit temperature"),
  named(setTime, "Edit time"),
  named(setAtmosphere, "Edit atmosphere"),
  named(setYield, "Edit yield"),
  named(setSelectivity, "Add selectivity value"),
  named(removeSelectivity, "Remove selectivity value"),
  named(addNamedReaction, "Add named reaction"),
  named(removeNamedReaction, "Remove named reaction"),
  named(addProtectingGroupLink, "Add protecting group"),
  named(removeProtectingGroupLink, "Remove protecting group"),
]);

/** Actions that run one of the actions above, chosen by their arguments, and take its name. */
const COMPOSED = new WeakMap<EditAction<never>, (args: never) => EditAction<never>>();

/** The name of an action not in the table (none should be: a test checks every action module). */
export const UNNAMED_ACTION = "Edit";

/**
 * Declares an action that runs one of the named actions (which one depends on its arguments, as
 * placing a drawn structure adds a substrate, adds a product or changes a structure): its Undo step
 * takes that action's name, which must be a fixed one (the arguments differ).
 */
export function composedAction<Args>(
  action: EditAction<Args>,
  runs: (args: Args) => EditAction<never>,
): EditAction<Args> {
  COMPOSED.set(action as EditAction<never>, runs as (args: never) => EditAction<never>);
  return action;
}

/** The name of an action run with these arguments ('Add reaction', 'Edit reaction comment'). */
export function actionLabel<Args>(action: EditAction<Args>, args: Args): string {
  const key = action as EditAction<never>;
  const composed = COMPOSED.get(key);
  if (composed) {
    const label = LABELS.get(composed(args as never));
    return typeof label === "string" ? label : UNNAMED_ACTION;
  }
  const label = LABELS.get(key);
  if (label === undefined) return UNNAMED_ACTION;
  return typeof label === "function" ? label(args as never) : label;
}

/** Whether the table names this action (for the test that every action module is covered). */
export const hasLabel = (action: EditAction<never>): boolean => LABELS.has(action) || COMPOSED.has(action);
