import {
  formatTemperature,
  formatTime,
  formatYield,
  parseTemperature,
  parseTime,
  parseYield,
  type Temperature,
  type Time,
  type Yield,
} from "../conditions.ts";
import {
  type ActionResult,
  type EditorId,
  edit,
  editReaction,
  refuse,
  type SynthesisDraft,
} from "./draft.ts";

/**
 * The Temperature, Time and Yield panels and the free texts of a reaction and a part: pure actions on
 * a synthesis draft. Conditions are edited through modes (src/domain/conditions.ts) and stored as
 * their canonical display text, null when the mode is unspecified or a value is incomplete.
 */

type Reaction = SynthesisDraft["parts"][number]["reactions"][number];

/** The modes the panels open with: the stored text parsed (unmatched text is unspecified). */
export function conditionModes(reaction: Pick<Reaction, "temperature" | "time" | "yield">): {
  temperature: Temperature;
  time: Time;
  yield: Yield | null;
} {
  return {
    temperature: parseTemperature(reaction.temperature),
    time: parseTime(reaction.time),
    yield: parseYield(reaction.yield),
  };
}

type ReactionText = "temperature" | "time" | "yield" | "selectivity" | "special_condition" | "comment";

function setText(
  draft: SynthesisDraft,
  reactionId: EditorId,
  field: ReactionText,
  value: string | null,
): ActionResult {
  return editReaction(draft, reactionId, (reaction) => {
    if (field === "comment") reaction.comment = (value ?? "").trim();
    else reaction[field] = value;
    return {};
  });
}

export function setTemperature(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; temperature: Temperature },
) {
  return setText(draft, args.reactionId, "temperature", formatTemperature(args.temperature));
}

export function setTime(draft: SynthesisDraft, args: { reactionId: EditorId; time: Time }) {
  return setText(draft, args.reactionId, "time", formatTime(args.time));
}

/** Percent mode gives a yield; unspecified gives null. */
export function setYield(draft: SynthesisDraft, args: { reactionId: EditorId; yield: Yield | null }) {
  return setText(draft, args.reactionId, "yield", formatYield(args.yield));
}

/** Selectivity, special condition or comment of a reaction; blank text is no value. */
export function setReactionText(
  draft: SynthesisDraft,
  args: { reactionId: EditorId; field: "selectivity" | "special_condition" | "comment"; text: string },
): ActionResult {
  const text = args.text.trim();
  return setText(draft, args.reactionId, args.field, text === "" ? null : text);
}

/** The comment of a part. */
export function setPartComment(
  draft: SynthesisDraft,
  args: { partId: EditorId; text: string },
): ActionResult {
  return edit(draft, (d) => {
    const part = d.parts.find((p) => p.id === args.partId);
    if (!part) return refuse("This part no longer exists.");
    part.comment = args.text.trim();
    return {};
  });
}
