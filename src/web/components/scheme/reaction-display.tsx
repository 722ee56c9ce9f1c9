import { stepAnchor } from "../../../domain/display-rules.ts";
import { stepLabel } from "../../../domain/route-texts.ts";
import type { ReactionView } from "../../../domain/views.ts";
import { ChemicalGroup } from "./chemical-group.tsx";
import { ReactionStep } from "./reaction-step.tsx";
import classes from "./scheme.module.css";

/** A reaction as the pages get it: with the id of the synthesis its images belong to. */
export type DisplayedReaction = ReactionView & { part: { synthesis: { id: number } } };

/**
 * Reactions drawn in sequence, each starting from the previous one's products, so every
 * intermediate is drawn once: substrates → step → products → step → products … The row wraps
 * (each step with its products), and on a phone inside a step too.
 */
export function ReactionChain({
  reactions,
  partNumber,
}: {
  reactions: readonly DisplayedReaction[];
  /** On a synthesis page, the part these reactions belong to: each step then gets its anchor and number. */
  partNumber?: number;
}) {
  const first = reactions[0];
  if (!first) return null;
  return (
    <div className={classes.chain} data-scheme="chain">
      <ChemicalGroup chemicals={first.substrates} synthesisId={first.part.synthesis.id} />
      {reactions.map((reaction) => (
        <div key={reaction.id} className={classes.link}>
          <ReactionStep
            reaction={reaction}
            anchor={partNumber === undefined ? undefined : stepAnchor(partNumber, reaction.step)}
            label={partNumber === undefined ? undefined : stepLabel(partNumber, reaction.step)}
          />
          <ChemicalGroup chemicals={reaction.products} synthesisId={reaction.part.synthesis.id} />
        </div>
      ))}
    </div>
  );
}

/** One reaction: substrates, the arrow with its conditions, products (docs/product/rules.md §3.1). */
export function ReactionDisplay({ reaction }: { reaction: DisplayedReaction }) {
  return <ReactionChain reactions={[reaction]} />;
}
