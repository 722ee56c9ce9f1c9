import { CloseButton } from "@mantine/core";
import type { DraftChemical } from "../../../domain/editor/draft.ts";
import { deleteChemical } from "../../../domain/editor/structure-actions.ts";
import { ChemicalPicture } from "./chemical-picture.tsx";
import { usePngDrop } from "./drop-target.ts";
import { useSynthesis } from "./synthesis-context.tsx";
import classes from "./synthesis-editor.module.css";

/**
 * A substrate or product on a reaction card: click (or Enter) to change its structure, drop a PNG
 * on it to replace it, × to delete it (refused while its twin sits in the adjacent step).
 */
export function ChemicalSlot(props: { chemical: DraftChemical; label: string }) {
  const { run, editStructure, dropPng, imagesSynthesisId } = useSynthesis();
  const { chemical, label } = props;
  const target = { kind: "replace", chemicalId: chemical.id } as const;
  const { dropping, handlers } = usePngDrop((file) => dropPng(target, file));
  const name = chemical.name.trim();
  const described = name ? `${label}: ${name}` : label;
  return (
    <span className={`${classes.chemical} ${dropping ? classes.dropping : ""}`} {...handlers}>
      <button
        type="button"
        className={classes.picture}
        aria-label={`Change ${described}`}
        onClick={(event) => {
          event.stopPropagation();
          editStructure(target);
        }}
      >
        <ChemicalPicture chemical={chemical} publishedId={imagesSynthesisId} alt={described} />
        {name && <span className={classes.name}>{name}</span>}
      </button>
      <CloseButton
        size="xs"
        aria-label={`Delete ${described}`}
        style={{ position: "absolute", top: -6, right: -6 }}
        onClick={(event) => {
          event.stopPropagation();
          run(deleteChemical, { chemicalId: chemical.id });
        }}
      />
    </span>
  );
}
