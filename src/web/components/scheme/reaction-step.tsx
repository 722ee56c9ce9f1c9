import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { conditionsLine } from "../../../domain/display-rules.ts";
import { selectivityLine, solventExtras } from "../../../domain/reaction-record-texts.ts";
import type { ReactionView } from "../../../domain/views.ts";
import { specialReagentImage } from "../../lib/images.ts";
import { useSite } from "../../lib/root-data.ts";
import { StructureImage } from "../structure-image.tsx";
import { ReagentList, SolventList } from "./reagent-list.tsx";
import classes from "./scheme.module.css";

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

/**
 * The arrow of one reaction with everything written around it (docs/product/rules.md §3.1): above,
 * the special reagent and the reagents; under it, the solvents ('neat' and the concentration after them),
 * 'temperature, time, atmosphere, yield', the special condition and the selectivity (the free text,
 * then dr, er, E/Z and ee); reagent amounts follow their names (rules.md §3.7); then the 'See the …' links and the comment in italics.
 * `anchor` is the step's id on a synthesis page (a link to '#part-1-step-5' highlights it), `label`
 * its number there.
 */
export function ReactionStep({
  reaction,
  anchor,
  label,
}: {
  reaction: ReactionView;
  anchor?: string;
  /** On a synthesis page, the step's number ('Step 1.5'). */
  label?: string;
}) {
  const { settings } = useSite();
  const conditions = conditionsLine(reaction);
  const selectivity = selectivityLine(reaction.selectivity, reaction.selectivities);
  return (
    <div className={classes.step} id={anchor}>
      {label && <div className={classes.stepNumber}>{label}</div>}
      <div className={classes.above}>
        {present(reaction.special_reagent) && (
          <StructureImage
            image={specialReagentImage(
              settings.imagesBaseUrl,
              reaction.special_reagent,
              reaction.special_reagent_width,
              reaction.special_reagent_height,
            )}
            alt="Structure of the special reagent"
          />
        )}
        <ReagentList reagents={reaction.reagents} />
      </div>
      <div className={classes.arrow} aria-hidden="true" data-arrow />
      <div className={classes.below}>
        <SolventList solvents={reaction.solvents} extra={solventExtras(reaction)} />
        {conditions && <div>{conditions}</div>}
        {present(reaction.special_condition) && <div>{reaction.special_condition}</div>}
        {selectivity && <div>{selectivity}</div>}
      </div>
      {/* Next to the reaction, not among what is written on its arrow (rules.md §3.1.3): set apart
          below it, so a step without reagents never reads its named reaction as one. */}
      {(reaction.named_reactions.length > 0 || present(reaction.comment)) && (
        <div className={classes.aside} data-step-aside>
          {reaction.named_reactions.map((n) => (
            <Anchor key={n.id} component={Link} to={`/named-reactions/${n.url}`} size="sm">
              See the {n.name}
            </Anchor>
          ))}
          {present(reaction.comment) && <div className={classes.comment}>{reaction.comment}</div>}
        </div>
      )}
    </div>
  );
}
