import {
  type ActionResult,
  type DraftChemical,
  type EditorId,
  edit,
  editReaction,
  emptyReaction,
  findReaction,
  type Mutable,
  refuse,
  type SynthesisDraft,
  takeId,
} from "./draft.ts";

/**
 * Editing reactions and parts (docs/product/editor.md §8.3): pure actions on a synthesis draft.
 * A chemical's twin is the chemical of the same (non-empty) name in the adjacent step of the same
 * part: a product's twin is a substrate of the next step, a substrate's twin a product of the
 * previous step.
 */

type Role = "substrates" | "products";
type Reaction = Mutable<SynthesisDraft>["parts"][number]["reactions"][number];

const partNotFound = refuse("This part no longer exists.");
const reactionNotFound = refuse("This reaction no longer exists.");
const chemicalNotFound = refuse("This structure no longer exists.");

/**
 * Twins share a non-empty name; unnamed chemicals are twins when they show the same structure (the
 * same SMILES, or the same uploaded image), as a product drawn again as the next step's substrate is.
 */
function sameChemical(a: DraftChemical, b: DraftChemical): boolean {
  const nameA = a.name.trim();
  const nameB = b.name.trim();
  if (nameA !== "" || nameB !== "") return nameA === nameB;
  if (a.smiles) return a.smiles === b.smiles;
  return a.filename !== null && a.filename === b.filename;
}

/** Steps run 1, 2, 3 … in list order. */
function renumber(reactions: Reaction[]) {
  reactions.forEach((r, i) => {
    r.step = i + 1;
  });
}

/** Add one reaction: only when the part's last reaction has a product; its products become substrates. */
export function addReaction(
  draft: SynthesisDraft,
  args: { partId: EditorId },
): ActionResult<{ selectedReactionId: EditorId }> {
  return edit(draft, (d) => {
    const part = d.parts.find((p) => p.id === args.partId);
    if (!part) return partNotFound;
    const last = part.reactions.reduce<Reaction | null>((a, b) => (a && a.step >= b.step ? a : b), null);
    if (!last) {
      const first = emptyReaction(takeId(d), 1);
      part.reactions.push(first);
      return { selectedReactionId: first.id };
    }
    if (last.products.length === 0) {
      return refuse(`Add a product to step ${last.step} before adding a reaction.`);
    }
    const reaction = emptyReaction(takeId(d), last.step + 1);
    reaction.substrates = last.products.map((c) => ({ ...c, id: takeId(d) }));
    part.reactions.push(reaction);
    return { selectedReactionId: reaction.id };
  });
}

/** Add one part: number = highest + 1, one empty reaction (step 1), which becomes selected. */
export function addPart(
  draft: SynthesisDraft,
  _args?: unknown,
): ActionResult<{ selectedReactionId: EditorId }> {
  return edit(draft, (d) => {
    const number = Math.max(0, ...d.parts.map((p) => p.number)) + 1;
    const partId = takeId(d);
    const reaction = emptyReaction(takeId(d), 1);
    d.parts.push({ id: partId, number, comment: "", reactions: [reaction] });
    return { selectedReactionId: reaction.id };
  });
}

/** Adds a product; the same structure is also added as a substrate of the next step of the part. */
export function addProduct(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; chemical: Omit<DraftChemical, "id"> },
): ActionResult<{ chemicalId: EditorId }> {
  return edit(draft, (d) => {
    const at = findReaction(d, args.reactionId);
    if (!at) return reactionNotFound;
    const reactions = d.parts[at.partIndex]?.reactions ?? [];
    const reaction = reactions[at.reactionIndex] as Reaction;
    const id = takeId(d);
    reaction.products.push({ ...args.chemical, id });
    const next = reactions.find((r) => r.step === reaction.step + 1);
    if (next) next.substrates.push({ ...args.chemical, id: takeId(d) });
    return { chemicalId: id };
  });
}

/** Adds a substrate (no twin is made: the previous step's products are drawn there). */
export function addSubstrate(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; chemical: Omit<DraftChemical, "id"> },
): ActionResult<{ chemicalId: EditorId }> {
  return editReaction(draft, args.reactionId, (reaction, d) => {
    const id = takeId(d);
    reaction.substrates.push({ ...args.chemical, id });
    return { chemicalId: id };
  });
}

/** Where a chemical sits, and the adjacent step and list that may hold its twin. */
function locate(d: Mutable<SynthesisDraft>, chemicalId: EditorId) {
  for (const part of d.parts) {
    for (const reaction of part.reactions) {
      for (const role of ["substrates", "products"] as const) {
        const index = reaction[role].findIndex((c) => c.id === chemicalId);
        if (index < 0) continue;
        const chemical = reaction[role][index] as Mutable<DraftChemical>;
        const adjacentStep = role === "products" ? reaction.step + 1 : reaction.step - 1;
        const adjacent = part.reactions.find((r) => r.step === adjacentStep);
        const twinRole: Role = role === "products" ? "substrates" : "products";
        const twins = adjacent ? adjacent[twinRole].filter((c) => sameChemical(c, chemical)) : [];
        return { reaction, role, index, chemical, adjacentStep, twins };
      }
    }
  }
  return null;
}

/** Deletes a substrate or product, refused while its twin sits in the adjacent step. */
export function deleteChemical(draft: SynthesisDraft, args: { chemicalId: EditorId }): ActionResult {
  return edit(draft, (d) => {
    const found = locate(d, args.chemicalId);
    if (!found) return chemicalNotFound;
    if (found.twins.length > 0) {
      const name = found.chemical.name.trim();
      const what = name === "" ? "This structure" : `'${name}'`;
      return found.role === "products"
        ? refuse(`${what} is a substrate of step ${found.adjacentStep}: delete it there first.`)
        : refuse(`${what} is a product of step ${found.adjacentStep}: delete it there first.`);
    }
    found.reaction[found.role].splice(found.index, 1);
    return {};
  });
}

/** Replaces a chemical's structure (and name); its twin in the adjacent step follows. */
export function replaceStructure(
  draft: SynthesisDraft,
  args: { chemicalId: EditorId; structure: Omit<DraftChemical, "id"> },
): ActionResult {
  return edit(draft, (d) => {
    const found = locate(d, args.chemicalId);
    if (!found) return chemicalNotFound;
    for (const c of [found.chemical, ...found.twins]) Object.assign(c, args.structure);
    return {};
  });
}

/** Names a chemical (the name under its drawing, which also ties it to its twin); the twin follows. */
export function renameChemical(
  draft: SynthesisDraft,
  args: { chemicalId: EditorId; name: string },
): ActionResult {
  return edit(draft, (d) => {
    const found = locate(d, args.chemicalId);
    if (!found) return chemicalNotFound;
    const name = args.name.trim();
    for (const c of [found.chemical, ...found.twins]) c.name = name;
    return {};
  });
}

/**
 * Deletes a reaction; the later steps move up by one so steps stay consecutive. A part keeps at least
 * one reaction. Chemicals are kept as drawn: twins are found by name, so no link goes stale.
 */
export function deleteReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId },
): ActionResult<{ selectedReactionId: EditorId }> {
  return edit(draft, (d) => {
    const at = findReaction(d, args.reactionId);
    if (!at) return reactionNotFound;
    const reactions = d.parts[at.partIndex]?.reactions ?? [];
    if (reactions.length === 1) return refuse("A part keeps at least one reaction: delete the part instead.");
    reactions.splice(at.reactionIndex, 1);
    renumber(reactions);
    const selected = reactions[Math.max(0, at.reactionIndex - 1)] as Reaction;
    return { selectedReactionId: selected.id };
  });
}

/**
 * Deletes a part; the later parts move down by one so numbers stay consecutive (part 0 stays 0).
 * A synthesis keeps at least one part.
 */
export function deletePart(
  draft: SynthesisDraft,
  args: { partId: EditorId },
): ActionResult<{ selectedReactionId: EditorId }> {
  return edit(draft, (d) => {
    const index = d.parts.findIndex((p) => p.id === args.partId);
    if (index < 0) return partNotFound;
    if (d.parts.length === 1) return refuse("A synthesis keeps at least one part.");
    const [removed] = d.parts.splice(index, 1);
    if (removed && removed.number > 0) {
      for (const p of d.parts) if (p.number > removed.number) p.number -= 1;
    }
    const selected = d.parts[Math.max(0, index - 1)]?.reactions[0] as Reaction;
    return { selectedReactionId: selected.id };
  });
}

/**
 * Moves a reaction to another position (0-based) in its part; steps are renumbered 1, 2, 3 … in the
 * new order. Chemicals stay with their reaction.
 */
export function moveReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; toIndex: number },
): ActionResult {
  return edit(draft, (d) => {
    const at = findReaction(d, args.reactionId);
    if (!at) return reactionNotFound;
    const reactions = d.parts[at.partIndex]?.reactions ?? [];
    const to = Math.min(Math.max(0, Math.trunc(args.toIndex)), reactions.length - 1);
    const [moved] = reactions.splice(at.reactionIndex, 1);
    if (moved) reactions.splice(to, 0, moved);
    renumber(reactions);
    return {};
  });
}
