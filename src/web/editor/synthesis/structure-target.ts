import { composedAction } from "../../../domain/editor/action-labels.ts";
import { setSpecialReagent } from "../../../domain/editor/details-actions.ts";
import type { DraftChemical, EditorId, SynthesisDraft } from "../../../domain/editor/draft.ts";
import { addProduct, addSubstrate, replaceStructure } from "../../../domain/editor/structure-actions.ts";

/** Where a drawn, pasted or dropped structure goes. */
export type StructureTarget =
  | { kind: "add"; role: "substrates" | "products"; reactionId: EditorId }
  | { kind: "replace"; chemicalId: EditorId }
  | { kind: "special"; reactionId: EditorId };

/** The dialog's title for a target. */
export function targetTitle(target: StructureTarget): string {
  switch (target.kind) {
    case "add":
      return target.role === "products" ? "New product" : "New substrate";
    case "replace":
      return "Change the structure";
    case "special":
      return "Special reagent";
  }
}

/** Finds a chemical of the draft by editor id (substrate, product or special reagent). */
export function findChemical(draft: SynthesisDraft, id: EditorId): DraftChemical | null {
  for (const part of draft.parts) {
    for (const r of part.reactions) {
      const found =
        r.substrates.find((c) => c.id === id) ??
        r.products.find((c) => c.id === id) ??
        (r.special_reagent?.id === id ? r.special_reagent : undefined);
      if (found) return found;
    }
  }
  return null;
}

/** The structure a target starts from (the current one when replacing). */
export function targetSmiles(draft: SynthesisDraft, target: StructureTarget): string | null {
  if (target.kind === "replace") return findChemical(draft, target.chemicalId)?.smiles ?? null;
  if (target.kind === "special") {
    for (const part of draft.parts)
      for (const r of part.reactions)
        if (r.id === target.reactionId) return r.special_reagent?.smiles ?? null;
  }
  return null;
}

/**
 * What the sketcher may start from instead of a blank canvas: for a new product, the step's first
 * substrate that has a structure (a product is usually the substrate changed in one place). Null
 * when there is none, or when the target already has a structure of its own.
 */
export function targetStart(draft: SynthesisDraft, target: StructureTarget): string | null {
  if (target.kind !== "add" || target.role !== "products") return null;
  for (const part of draft.parts)
    for (const r of part.reactions)
      if (r.id === target.reactionId) return r.substrates.find((c) => c.smiles)?.smiles ?? null;
  return null;
}

/**
 * The domain action and its arguments that put a structure at a target. A replacement keeps the
 * chemical's name (its twin is found by it); a new chemical starts without a name.
 */
export function placeStructure(
  draft: SynthesisDraft,
  target: StructureTarget,
  structure: { smiles: string | null; filename: string | null; extension: "png" | "svg" | null },
) {
  switch (target.kind) {
    case "add": {
      const chemical = { name: "", ...structure };
      return target.role === "products"
        ? addProduct(draft, { reactionId: target.reactionId, chemical })
        : addSubstrate(draft, { reactionId: target.reactionId, chemical });
    }
    case "replace": {
      const name = findChemical(draft, target.chemicalId)?.name ?? "";
      return replaceStructure(draft, { chemicalId: target.chemicalId, structure: { name, ...structure } });
    }
    case "special": {
      return setSpecialReagent(draft, {
        reactionId: target.reactionId,
        chemical: { name: "", ...structure },
      });
    }
  }
}

/** A structure as drawn, pasted or uploaded. */
export type PlacedStructure = Parameters<typeof placeStructure>[2];

/** `placeStructure` as one editing action; its Undo step is named after the action it runs. */
export const placeStructureAction = composedAction(
  (draft: SynthesisDraft, args: { to: StructureTarget; structure: PlacedStructure }) =>
    placeStructure(draft, args.to, args.structure),
  ({ to }) =>
    to.kind === "replace"
      ? replaceStructure
      : to.kind === "special"
        ? setSpecialReagent
        : to.role === "products"
          ? addProduct
          : addSubstrate,
);
