/** Image URLs under IMAGES_BASE_URL, in the folders of docs/product/rules.md §4.10. */
export interface ImageRef {
  src: string;
  width: number | null;
  height: number | null;
}

const join = (base: string, ...parts: string[]) =>
  [base.replace(/\/$/, ""), ...parts.map(encodeURIComponent)].join("/");

export const moleculeImage = (
  base: string,
  m: { structure: string; extension: string; width?: number | null; height?: number | null },
): ImageRef => ({
  src: join(base, "molecules", `${m.structure}.${m.extension}`),
  width: m.width ?? null,
  height: m.height ?? null,
});

export const chemicalImage = (
  base: string,
  synthesisId: number,
  c: { filename: string; extension: string; width: number | null; height: number | null },
): ImageRef => ({
  src: join(base, "syntheses", String(synthesisId), `${c.filename}.${c.extension}`),
  width: c.width,
  height: c.height,
});

/** `special_reagent` already holds the file name with its extension (e.g. "12-1-3-sr.svg"). */
export const specialReagentImage = (
  base: string,
  file: string,
  width: number | null,
  height: number | null,
): ImageRef => ({
  src: join(base, "special-reagents", file),
  width,
  height,
});

export const schemeImage = (
  base: string,
  n: {
    scheme_filename: string;
    scheme_extension: string | null;
    scheme_width: number | null;
    scheme_height: number | null;
  },
): ImageRef => ({
  src: join(base, "named-reactions", `${n.scheme_filename}.${n.scheme_extension ?? "png"}`),
  width: n.scheme_width,
  height: n.scheme_height,
});

export const mechanismImage = (
  base: string,
  n: { mechanism_filename: string; mechanism_extension: string | null },
): ImageRef => ({
  src: join(base, "mechanisms", `${n.mechanism_filename}.${n.mechanism_extension ?? "png"}`),
  width: null,
  height: null,
});

export const protectingGroupImage = (
  base: string,
  g: {
    structure_filename: string;
    structure_extension: string;
    structure_width: number | null;
    structure_height: number | null;
  },
): ImageRef => ({
  src: join(base, "protecting-groups", `${g.structure_filename}.${g.structure_extension}`),
  width: g.structure_width,
  height: g.structure_height,
});
