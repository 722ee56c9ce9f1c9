import {
  type ActionResult,
  type EditorId,
  editReaction,
  type Mutable,
  refuse,
  type SynthesisDraft,
} from "./draft.ts";

/**
 * The Reagents, Solvents and named-reaction lists of a reaction (docs/product/editor.md §8.4 and the
 * duplicate rules there): pure actions on a synthesis draft. Names are compared trimmed and
 * ignoring case, as lookup names are.
 */

type Reaction = Mutable<SynthesisDraft>["parts"][number]["reactions"][number];

/** The highest stage a sequence may reach (the document's bound on a reagent's stage). */
export const MAX_STAGES = 20;

const key = (name: string) => name.trim().toLowerCase();

/** Removes the first entry of `list` that `matches`; refuses with `gone` when none does. */
function removeFirst<T>(list: T[], matches: (entry: T) => boolean, gone: string) {
  const index = list.findIndex(matches);
  if (index < 0) return refuse(gone);
  list.splice(index, 1);
  return {};
}

/**
 * 'Specify sequence': on starts with 2 steps (reagents keep their stage); off puts every reagent at
 * stage 1 and removes the duplicates that leaves (the first one stays).
 */
export function setSequence(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; on: boolean },
): ActionResult<{ selectedStage: number }> {
  return editReaction(draft, args.reactionId, (r) => {
    if (args.on) {
      if (!r.sequence) {
        r.sequence = true;
        r.stageCount = Math.max(2, ...r.reagents.map((g) => g.stage));
      }
      return { selectedStage: 1 };
    }
    const seen = new Set<string>();
    r.reagents = r.reagents.flatMap((g) => {
      if (seen.has(key(g.name))) return [];
      seen.add(key(g.name));
      return [{ ...g, stage: 1 }];
    });
    r.sequence = false;
    r.stageCount = 1;
    return { selectedStage: 1 };
  });
}

/** '+ Step': adds a step to the sequence and selects it. */
export function addStage(
  draft: SynthesisDraft,
  args: { reactionId: EditorId },
): ActionResult<{ selectedStage: number }> {
  return editReaction(draft, args.reactionId, (r) => {
    if (!r.sequence) return refuse("Turn on 'Specify sequence' to add a step.");
    if (r.stageCount >= MAX_STAGES) return refuse(`A sequence has at most ${MAX_STAGES} steps.`);
    r.stageCount += 1;
    return { selectedStage: r.stageCount };
  });
}

/** '- Step': only above 2 steps; removes the last step and its reagents. */
export function removeStage(
  draft: SynthesisDraft,
  args: { reactionId: EditorId },
): ActionResult<{ selectedStage: number }> {
  return editReaction(draft, args.reactionId, (r) => {
    if (!r.sequence || r.stageCount <= 2) return refuse("A sequence keeps at least 2 steps.");
    const last = r.stageCount;
    r.reagents = r.reagents.filter((g) => g.stage !== last);
    r.stageCount -= 1;
    return { selectedStage: r.stageCount };
  });
}

/**
 * Adds a reagent at a stage (1 when the sequence is off). A reagent already present at the same stage,
 * or where either stage is 0 (0 matches any stage), is refused with a warning only.
 */
export function addReagent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; name: string; stage: number },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    const name = args.name.trim();
    if (!name) return refuse("Choose a reagent to add.");
    const stage = r.sequence ? args.stage : 1;
    if (!Number.isInteger(stage) || stage < 0 || stage > r.stageCount) {
      return refuse(`Choose a step from 1 to ${r.stageCount}.`);
    }
    const clash = r.reagents.some(
      (g) => key(g.name) === key(name) && (g.stage === stage || g.stage === 0 || stage === 0),
    );
    if (clash) return refuse(`'${name}' is already a reagent of this step.`, "warning");
    r.reagents.push({ name, stage });
    return {};
  });
}

/** Removes one reagent (by its position in the reaction's list). */
export function removeReagent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; index: number },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    if (!r.reagents[args.index]) return refuse("This reagent is no longer in the list.");
    r.reagents.splice(args.index, 1);
    return {};
  });
}

/** Adds a solvent; a duplicate is refused. */
export function addSolvent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; name: string },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    const name = args.name.trim();
    if (!name) return refuse("Choose a solvent to add.");
    if (r.solvents.some((s) => key(s) === key(name))) {
      return refuse(`'${name}' is already a solvent of this reaction.`, "warning");
    }
    r.solvents.push(name);
    // A solvent ends 'neat' (rules.md §3.7: a reaction run neat has no solvent).
    r.neat = false;
    return {};
  });
}

export function removeSolvent(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; name: string },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) =>
    removeFirst(r.solvents, (s) => key(s) === key(args.name), "This solvent is no longer in the list."),
  );
}

/** Attaches a named reaction (by its url); a duplicate is refused. */
export function addNamedReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; url: string },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    const url = args.url.trim();
    if (!url) return refuse("Choose a named reaction to add.");
    if (r.named_reactions.some((u) => key(u) === key(url))) {
      return refuse("This named reaction is already attached to the reaction.", "warning");
    }
    r.named_reactions.push(url);
    return {};
  });
}

export function removeNamedReaction(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; url: string },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) =>
    removeFirst(
      r.named_reactions,
      (u) => key(u) === key(args.url),
      "This named reaction is no longer attached.",
    ),
  );
}

type ProtectingGroupLink = Reaction["protecting_groups"][number];

/** Links the protection or deprotection of a protecting group (by url); several allowed, no duplicate. */
export function addProtectingGroupLink(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; link: ProtectingGroupLink },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) => {
    const url = args.link.url.trim();
    if (!url) return refuse("Choose a protecting group to add.");
    if (r.protecting_groups.some((p) => key(p.url) === key(url) && p.type === args.link.type)) {
      return refuse(`This ${args.link.type} is already linked to the reaction.`, "warning");
    }
    r.protecting_groups.push({ url, type: args.link.type });
    return {};
  });
}

export function removeProtectingGroupLink(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; link: ProtectingGroupLink },
): ActionResult {
  return editReaction(draft, args.reactionId, (r) =>
    removeFirst(
      r.protecting_groups,
      (p) => key(p.url) === key(args.link.url) && p.type === args.link.type,
      "This protecting-group link is no longer on the reaction.",
    ),
  );
}
