/**
 * How far a scheme's drawings may shrink to fit a narrow column (docs/product/rules.md §3.5.1): to
 * 92 % of their size, where the smallest atom label of the demo drawings (13.2 px at full size) is
 * still 12 px. Past that a drawing scrolls sideways inside its own box.
 */
export const MIN_DRAWING_SCALE = 0.92;

/**
 * The width a scheme gets on the narrowest phone we lay out for (320 px: the page's and the card's
 * padding and borders taken off). A drawing wider than this at MIN_DRAWING_SCALE may scroll there.
 */
export const NARROWEST_SCHEME_PX = 254;

/** Whether a drawing `width` px wide may have to scroll sideways on some phone. */
export const mayScroll = (width: number | undefined) =>
  width !== undefined && Math.ceil(width * MIN_DRAWING_SCALE) > NARROWEST_SCHEME_PX;
