import { createContext, useContext } from "react";
import type { ImageRef } from "../lib/images.ts";

/**
 * Addresses to show instead of the stored images, by the address the page would use: the preview of
 * a draft (routes/preview.tsx) hands its drawings in as data: URLs. Empty on every other page.
 */
export const ImageSources = createContext<Readonly<Record<string, string>> | null>(null);

/** Default display scale of structures (docs/product/rules.md §3.5.1); the week card uses 25 %. */
export const DEFAULT_SCALE = 15;
/**
 * Our SVGs declare 30 px per bond. Their "natural size" (what the display percentages apply to) is
 * taken as that of a 300-dpi raster export of a journal scheme, 150 px per bond, so 15 % shows a
 * 22 px bond and the week card's 25 % a 37 px bond (docs/decisions/site/0011-public-site.md).
 */
export const NATURAL_SIZE_FACTOR = 5;
/** Maximum display height of a chemical in a scheme (docs/product/rules.md §3.5.1: 64 units = 256 px). */
const MAX_HEIGHT_PX = 256;

/**
 * The size in CSS pixels of `image` shown at `scale` percent, at most `maxHeight` high; unknown
 * (undefined) for an uploaded image without a recorded size.
 */
export function shownSize(
  image: ImageRef,
  scale = DEFAULT_SCALE,
  maxHeight = MAX_HEIGHT_PX,
): { width?: number; height?: number } {
  const factor = (scale / 100) * NATURAL_SIZE_FACTOR;
  let width = image.width ? Math.round(image.width * factor) : undefined;
  let height = image.height ? Math.round(image.height * factor) : undefined;
  if (width && height && height > maxHeight) {
    width = Math.round((width * maxHeight) / height);
    height = maxHeight;
  }
  return { width, height };
}

/**
 * A drawn structure shown at `scale` percent of its natural size. The natural size is known for
 * drawn (SVG) structures, so the space is reserved before the image loads (no layout shift).
 * Uploaded images without a known size fall back to CSS scaling. It shrinks to fit its box, but
 * never below `minScale` of its size when that is given (a scheme's drawings: scheme-drawing.tsx).
 */
export function StructureImage({
  image,
  alt,
  scale = DEFAULT_SCALE,
  maxHeight = MAX_HEIGHT_PX,
  minScale,
  eager = false,
}: {
  image: ImageRef;
  alt: string;
  scale?: number;
  maxHeight?: number;
  minScale?: number;
  eager?: boolean;
}) {
  const sources = useContext(ImageSources);
  const { width, height } = shownSize(image, scale, maxHeight);
  return (
    <img
      src={sources?.[image.src] ?? image.src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      style={{
        maxWidth: "100%",
        minWidth: width && minScale ? `${Math.ceil(width * minScale)}px` : undefined,
        height: "auto",
      }}
    />
  );
}
