import { Button, Group, Text } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { chemicalNameText } from "../../../domain/chemical-name-text.ts";
import type { DraftReaction } from "../../../domain/editor/draft.ts";
import {
  formatAmount,
  formatAtmosphere,
  formatCoefficient,
  selectivityLine,
  solventExtras,
} from "../../../domain/reaction-record-texts.ts";
import { useEditor } from "../editor-context.tsx";
import { ChemicalPicture } from "./chemical-picture.tsx";
import { ChemicalSlot } from "./chemical-slot.tsx";
import { usePngDrop } from "./drop-target.ts";
import { problemsOf } from "./problems.ts";
import type { SynthesisPanel } from "./session.ts";
import type { StructureTarget } from "./structure-target.ts";
import { useSynthesis } from "./synthesis-context.tsx";
import classes from "./synthesis-editor.module.css";

/**
 * One reaction laid out as the public page lays it out (substrates, the arrow with its reagents and
 * conditions, products), every element a click target that opens its detail panel.
 */
export function ReactionCard(props: { reaction: DraftReaction; selected: boolean; panel: SynthesisPanel }) {
  const { reaction, selected, panel } = props;
  const { select, problems } = useSynthesis();
  const { state } = useEditor();
  const byUrl = new Map(state.namedReactions.map((n) => [n.url, n.name]));
  const own = problemsOf(problems, reaction.id);
  const named = reaction.named_reactions.length
    ? `Named reaction: ${namedReactionNames(reaction, byUrl).join(", ")}`
    : null;
  const stepLabel = `step ${reaction.step}`;
  const element = (
    type: SynthesisPanel,
    label: string,
    content: ReactNode,
    placeholder: string,
    /** The button's name when not '{label} of step N' (it must hold the text it shows). */
    name?: string,
    /** The id of the panel's field to focus once the panel shows (the note's). */
    focus?: string,
  ) => (
    <button
      type="button"
      className={`${classes.element} ${selected && panel === type ? classes.elementSelected : ""}`}
      aria-label={name ?? `${label} of ${stepLabel}`}
      aria-pressed={selected && panel === type}
      onClick={(event) => {
        event.stopPropagation();
        select(reaction.id, type);
        // The panel renders with the selection: its field is there from the next frame on.
        if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
      }}
    >
      {content || <span className={classes.placeholder}>{placeholder}</span>}
    </button>
  );
  const text = (value: string | null) => (value?.trim() ? value : null);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the whole card is a mouse target; its 'Step N' button selects it from the keyboard
    <section
      className={`${classes.reaction} ${selected ? classes.selected : ""} ${own.length ? classes.problem : ""}`}
      title={own.length ? own.map((p) => p.message).join("\n") : undefined}
      aria-label={`Reaction, ${stepLabel}`}
      data-step={reaction.step}
      onClick={() => select(reaction.id, "reaction")}
    >
      <Group justify="space-between" mb={4}>
        <button
          type="button"
          className={classes.element}
          aria-pressed={selected && panel === "reaction"}
          onClick={(event) => {
            event.stopPropagation();
            select(reaction.id, "reaction");
          }}
        >
          <Text size="sm" fw={600} component="span">
            Step {reaction.step}
          </Text>
        </button>
      </Group>
      <div className={classes.chain}>
        <Chemicals reaction={reaction} side="substrates" />
        <div className={classes.step}>
          <div className={classes.above}>
            {reaction.hasSpecialReagent && <SpecialReagent reaction={reaction} />}
            {element(
              "reagents",
              "Reagents",
              reaction.reagents.length ? <Reagents reaction={reaction} /> : null,
              "Reagents",
            )}
          </div>
          <div className={classes.arrow} aria-hidden="true" />
          <div className={classes.below}>
            {element(
              "solvents",
              "Solvents",
              reaction.solvents.length || reaction.neat || reaction.concentration
                ? [...reaction.solvents.map(chemicalNameText), solventExtras(reaction)]
                    .filter(Boolean)
                    .join(", ")
                : null,
              "Solvents",
            )}
            <div className={classes.conditions}>
              {element("temperature", "Temperature", text(reaction.temperature), "Temperature")}
              {element("time", "Time", text(reaction.time), "Time")}
              {element("atmosphere", "Atmosphere", formatAtmosphere(reaction.atmosphere), "Atmosphere")}
              {element("yield", "Yield", text(reaction.yield), "Yield")}
            </div>
            {element(
              "specialCondition",
              "Special condition",
              text(reaction.special_condition),
              "Special Condition",
            )}
            {element(
              "selectivity",
              "Selectivity",
              selectivityLine(reaction.selectivity, reaction.selectivities),
              "Selectivity",
            )}
          </div>
        </div>
        <Chemicals reaction={reaction} side="products" />
      </div>
      {/* What goes with the step but not on its arrow (rules.md §3.1.3): its named reactions and its
          note, each opening the Reaction panel where they are edited. */}
      <div className={classes.extras}>
        {named &&
          element(
            "reaction",
            "Named reactions",
            named,
            "Named reactions",
            `${named}, named reactions of ${stepLabel}`,
          )}
        {element(
          "reaction",
          "Note",
          text(reaction.comment) && <span className={classes.note}>{reaction.comment}</span>,
          "Note",
          text(reaction.comment) ? `${reaction.comment.trim()}, note of ${stepLabel}` : undefined,
          stepNoteId(reaction.id),
        )}
      </div>
    </section>
  );
}

/** The id of the Reaction panel's note field, which the card's Note button focuses. */
export const stepNoteId = (reactionId: string) => `step-note-${reactionId}`;

/** The names of a step's named reactions as the archive has them (its url until the list is read). */
function namedReactionNames(reaction: DraftReaction, byUrl: ReadonlyMap<string, string>): string[] {
  return reaction.named_reactions.map((url) => byUrl.get(url) || url);
}

/** Reagents comma separated; numbered by stage when there is more than one stage (stage 0 goes with 1). */
function Reagents({ reaction }: { reaction: DraftReaction }) {
  const byStage = new Map<number, string[]>();
  for (const g of reaction.reagents) {
    const stage = Math.max(1, g.stage);
    const amount = formatAmount(g.amount);
    const name = chemicalNameText(g.name);
    byStage.set(stage, [...(byStage.get(stage) ?? []), amount ? `${name} (${amount})` : name]);
  }
  const stages = [...byStage.entries()].sort(([a], [b]) => a - b);
  if (stages.length === 1) return <>{stages[0]?.[1].join(", ")}</>;
  return (
    <ol className={classes.stages}>
      {stages.map(([stage, names]) => (
        <li key={stage}>{names.join(", ")}</li>
      ))}
    </ol>
  );
}

/** The substrates or products, '+' between them, with an Add button that also takes a dropped PNG. */
function Chemicals({ reaction, side }: { reaction: DraftReaction; side: "substrates" | "products" }) {
  const { editStructure, dropPng } = useSynthesis();
  const target: StructureTarget = { kind: "add", role: side, reactionId: reaction.id };
  const { dropping, handlers } = usePngDrop((file) => dropPng(target, file));
  const noun = side === "products" ? "Product" : "Substrate";
  return (
    <div className={classes.chemicals}>
      {reaction[side].map((chemical, i) => (
        <Fragment key={chemical.id}>
          {i > 0 && (
            <span className={classes.plus} aria-hidden="true">
              +
            </span>
          )}
          {formatCoefficient(chemical.coefficient) && (
            <span className={classes.plus}>{formatCoefficient(chemical.coefficient)}</span>
          )}
          <ChemicalSlot chemical={chemical} label={`${noun} ${i + 1} of step ${reaction.step}`} />
        </Fragment>
      ))}
      <Button
        size="compact-xs"
        variant="light"
        className={dropping ? classes.dropping : undefined}
        {...handlers}
        aria-label={`Add ${noun.toLowerCase()} to step ${reaction.step}`}
        onClick={(event) => {
          event.stopPropagation();
          editStructure(target);
        }}
      >
        + {noun}
      </Button>
    </div>
  );
}

/** The special-reagent image area: the picture (click to change, drop a PNG) or a prompt to add one. */
function SpecialReagent({ reaction }: { reaction: DraftReaction }) {
  const { editStructure, dropPng, imagesSynthesisId } = useSynthesis();
  const target: StructureTarget = { kind: "special", reactionId: reaction.id };
  const { dropping, handlers } = usePngDrop((file) => dropPng(target, file));
  const special = reaction.special_reagent;
  return (
    <span className={`${classes.chemical} ${dropping ? classes.dropping : ""}`} {...handlers}>
      <button
        type="button"
        className={classes.picture}
        aria-label={`Special reagent of step ${reaction.step}`}
        onClick={(event) => {
          event.stopPropagation();
          editStructure(target);
        }}
      >
        {special ? (
          <ChemicalPicture
            chemical={special}
            publishedId={imagesSynthesisId}
            special
            alt={`Special reagent of step ${reaction.step}`}
          />
        ) : (
          <span className={classes.placeholder}>Special reagent</span>
        )}
      </button>
    </span>
  );
}
