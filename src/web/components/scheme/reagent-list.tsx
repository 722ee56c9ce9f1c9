import { Fragment, useId } from "react";
import { Link } from "react-router";
import { chemicalNameText } from "../../../domain/chemical-name-text.ts";
import { effectiveStage, stageGroups, synonymsLabel } from "../../../domain/display-rules.ts";
import { formatAmount } from "../../../domain/reaction-record-texts.ts";
import type { ReactionView, ReagentOnReaction } from "../../../domain/views.ts";
import classes from "./scheme.module.css";

/**
 * A reagent's name, linking to its page when it has one (pages.md §2.17); with synonyms it carries
 * the tooltip 'Synonyms : a, b', shown on hover, touch and keyboard focus (the name is focusable for
 * that reason: as a link, or with tabIndex). Counts typed as plain digits show as subscripts. Pure CSS, so scheme pages load no popover library;
 * screen readers get the synonyms as the name's description.
 */
export function ReagentName({ reagent }: { reagent: ReagentOnReaction }) {
  const id = useId();
  const label = synonymsLabel(reagent);
  const tooltip = label ? (
    <span role="tooltip" id={id} className={classes.tooltip}>
      {label}
    </span>
  ) : null;
  const described = label ? id : undefined;
  const name = chemicalNameText(reagent.name);
  if (reagent.url) {
    const link = (
      <Link
        to={`/reagent/${encodeURIComponent(reagent.url)}`}
        className={classes.lookupLink}
        aria-describedby={described}
      >
        {name}
      </Link>
    );
    // The tooltip sits beside the link, not in it, so the link's name stays the reagent's name.
    if (!tooltip) return link;
    return (
      <span className={classes.tooltipAnchor}>
        {link}
        {tooltip}
      </span>
    );
  }
  if (!label) return <>{name}</>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users open the tooltip
    <span tabIndex={0} className={classes.synonyms} aria-describedby={described}>
      {name}
      {tooltip}
    </span>
  );
}

function Names({ reagents }: { reagents: readonly ReagentOnReaction[] }) {
  return reagents.map((reagent, i) => {
    const amount = formatAmount(reagent.pivot.amount);
    return (
      <Fragment key={`${reagent.id}-${reagent.pivot.stage}`}>
        {i > 0 && ", "}
        <ReagentName reagent={reagent} />
        {amount && ` (${amount})`}
      </Fragment>
    );
  });
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

/**
 * The solvents under the arrow, comma separated, each linking to its page when it has one, then
 * `extra` ('neat', the concentration).
 */
export function SolventList({
  solvents,
  extra,
}: {
  solvents: ReactionView["solvents"];
  extra?: string | null;
}) {
  if (solvents.length === 0 && !extra) return null;
  return (
    <div>
      {solvents.map((solvent, i) => (
        <Fragment key={solvent.id}>
          {i > 0 && ", "}
          {solvent.url ? (
            <Link to={`/solvent/${encodeURIComponent(solvent.url)}`} className={classes.lookupLink}>
              {chemicalNameText(solvent.name)}
            </Link>
          ) : (
            chemicalNameText(solvent.name)
          )}
        </Fragment>
      ))}
      {extra && (solvents.length ? `, ${extra}` : extra)}
    </div>
  );
}
