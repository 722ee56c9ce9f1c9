import { Fragment } from "react";
import { chemicalAlt } from "../../../domain/display-rules.ts";
import { formatCoefficient } from "../../../domain/reaction-record-texts.ts";
import type { ChemicalView } from "../../../domain/views.ts";
import { chemicalImage } from "../../lib/images.ts";
import { useSite } from "../../lib/root-data.ts";
import classes from "./scheme.module.css";
import { SchemeDrawing } from "./scheme-drawing.tsx";

/**
 * The substrates or the products of a reaction, drawn side by side with '+' between them (wrapping
 * in a narrow column). On a synthesis page each drawing has its bold compound number and its name,
 * if given, under it.
 */
export function ChemicalGroup({
  chemicals,
  synthesisId,
}: {
  chemicals: readonly ChemicalView[];
  synthesisId: number;
}) {
  const { settings } = useSite();
  if (chemicals.length === 0) return null;
  return (
    <div className={classes.chemicals}>
      {chemicals.map((chemical, i) => (
        <Fragment key={chemical.id}>
          {i > 0 && (
            <span className={classes.plus} aria-hidden="true">
              +
            </span>
          )}
          {/* A substrate used more than once (a dimerisation) reads '×2' before its drawing. */}
          {formatCoefficient(chemical.coefficient) && (
            <span className={classes.plus}>{formatCoefficient(chemical.coefficient)}</span>
          )}
          {chemical.compound === undefined ? (
            <SchemeDrawing
              image={chemicalImage(settings.imagesBaseUrl, synthesisId, chemical)}
              alt={chemicalAlt(chemical)}
            />
          ) : (
            <figure className={classes.compound}>
              <SchemeDrawing
                image={chemicalImage(settings.imagesBaseUrl, synthesisId, chemical)}
                alt={chemicalAlt(chemical)}
                compound={chemical.compound}
              />
              <figcaption>
                <b>{chemical.compound}</b>
                {chemical.name?.trim() && <span>{chemical.name.trim()}</span>}
              </figcaption>
            </figure>
          )}
        </Fragment>
      ))}
    </div>
  );
}
