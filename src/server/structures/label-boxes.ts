/**
 * Atom labels in our SVG drawings. RDKit draws each label's letters as glyph outlines with its
 * built-in font (FreeType, "Telex"): `<path class='atom-N' d='…'/>`, one path per glyph, while bonds
 * are `<path class='bond-M atom-I atom-J' …>`. There is no <text> and no font-size to read, so the
 * size of a label is read from its glyphs.
 */

/**
 * Cap height of RDKit's built-in font as a fraction of its em (font size): a capital's glyph is
 * 0.712 em tall (measured at a 59 px font, where rounding of the path coordinates does not matter;
 * Arial's is 0.716). A label's font size is its tallest glyph (the element's capital) / this.
 */
export const CAP_HEIGHT_EM = 0.712;

export interface LabelBox {
  atom: number;
  /** Bounds in SVG user units: left, top, right, bottom. */
  box: Box;
  /** Height of the tallest glyph: the capital of the element symbol. */
  capHeight: number;
}

/**
 * The box of every atom label: the union of its glyphs' bounds. The bounds are taken over every
 * point of the path, control points of its curves included, so a box is never smaller than what is
 * drawn (at most a few tenths of a pixel larger around round letters such as O).
 */
export function labelBoxes(svg: string): LabelBox[] {
  const labels: LabelBox[] = [];
  for (const [, atom, d] of svg.matchAll(/<path class='atom-(\d+)' d='([^']*)'/g)) {
    const numbers = [...(d as string).matchAll(/-?\d+(?:\.\d+)?/g)].map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    if (xs.length === 0 || ys.length === 0) continue;
    const glyph: Box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const index = Number(atom);
    // A reaction numbers the atoms of each of its molecules from 0: a glyph belongs to the label of
    // its atom number that it touches or nearly touches (a label's letters are a stroke apart).
    const label = labels.find((l) => l.atom === index && near(l.box, glyph, l.capHeight / 2));
    if (!label) {
      labels.push({ atom: index, box: glyph, capHeight: glyph[3] - glyph[1] });
      continue;
    }
    label.box = [
      Math.min(label.box[0], glyph[0]),
      Math.min(label.box[1], glyph[1]),
      Math.max(label.box[2], glyph[2]),
      Math.max(label.box[3], glyph[3]),
    ];
    label.capHeight = Math.max(label.capHeight, glyph[3] - glyph[1]);
  }
  return labels;
}

type Box = [number, number, number, number];

const near = (a: Box, b: Box, gap: number) =>
  a[0] - gap <= b[2] && b[0] - gap <= a[2] && a[1] - gap <= b[3] && b[1] - gap <= a[3];

/** Pairs of atom labels whose boxes overlap (touching edges do not count). */
export function overlappingLabels(labels: readonly LabelBox[]): [LabelBox, LabelBox][] {
  const pairs: [LabelBox, LabelBox][] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [(labels[i] as LabelBox).box, (labels[j] as LabelBox).box];
      if (a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]) {
        pairs.push([labels[i] as LabelBox, labels[j] as LabelBox]);
      }
    }
  }
  return pairs;
}
