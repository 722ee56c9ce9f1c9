import { Fragment, useId } from "react";
import { effectiveStage, stageGroups, synonymsLabel } from "../../../domain/display-rules.ts";
import type { ReagentOnReaction } from "../../../domain/views.ts";
import classes from "./scheme.module.css";

/**
 * A reagent's name; with synonyms it carries the tooltip 'Synonyms : a, b', shown on hover, touch
 * and keyboard focus (the name is focusable for that reason). Pure CSS, so scheme pages load no
 * popover library; screen readers get the synonyms as the name's description.
 */
export function ReagentName({ reagent }: { reagent: ReagentOnReaction }) {
  const id = useId();
  const label = synonymsLabel(reagent);
  if (!label) return <>{reagent.name}</>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users open the tooltip
    <span tabIndex={0} className={classes.synonyms} aria-describedby={id}>
      {reagent.name}
      <span role="tooltip" id={id} className={classes.tooltip}>
        {label}
      </span>
    </span>
  );
}

function Names({ reagents }: { reagents: readonly ReagentOnReaction[] }) {
  return reagents.map((reagent, i) => (
    <Fragment key={`${reagent.id}-${reagent.pivot.stage}`}>
      {i > 0 && ", "}
      <ReagentName reagent={reagent} />
    </Fragment>
  ));
}

/** Reagents comma separated; with several stages, a numbered list by stage (docs/product/rules.md §3.2.2). */
export function ReagentList({ reagents }: { reagents: readonly ReagentOnReaction[] }) {
  const stages = stageGroups(reagents);
  if (stages.length === 0) return null;
  if (stages.length === 1) {
    return (
      <div>
        <Names reagents={stages[0]} />
      </div>
    );
  }
  return (
    <ol className={classes.stages}>
      {stages.map((stage) => (
        <li key={effectiveStage(stage[0].pivot.stage)}>
          <Names reagents={stage} />
        </li>
      ))}
    </ol>
  );
}
