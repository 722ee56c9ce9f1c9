import type { ImageRef } from "../../lib/images.ts";
import { StructureImage, shownSize } from "../structure-image.tsx";
import { MIN_DRAWING_SCALE, mayScroll } from "./drawing-scale.ts";
import classes from "./scheme.module.css";

/**
 * A substrate's or product's drawing in a scheme, in a box of its own that scrolls sideways: the
 * drawing shrinks with a narrow column down to MIN_DRAWING_SCALE, then scrolls, with a shadow on
 * each side that hides part of it. One that may scroll on a phone is focusable and named (its
 * compound number, else its alt text), so a keyboard can scroll it too; the others add no tab stop.
 */
export function SchemeDrawing({ image, alt, compound }: { image: ImageRef; alt: string; compound?: number }) {
  const drawing = <StructureImage image={image} alt={alt} minScale={MIN_DRAWING_SCALE} />;
  if (!mayScroll(shownSize(image).width)) return <div className={classes.drawing}>{drawing}</div>;
  const name = compound === undefined ? alt : `Compound ${compound}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a set of form controls (fieldset)
    <div
      className={classes.drawing}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that may scroll takes the focus, for the keyboard to scroll it
      tabIndex={0}
      role="group"
      aria-label={`${name}, a wide drawing: scroll sideways to see all of it`}
    >
      {drawing}
    </div>
  );
}
