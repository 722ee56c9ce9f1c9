import type { Mol } from "@rdkit/rdkit";
import { type Formula, formulaFromJson } from "./formula.ts";
import type { RDKitModule } from "./rdkit.ts";

/** Thrown when RDKit cannot parse a (reaction) SMILES; carries the input so callers can report it. */
export class InvalidSmilesError extends Error {
  readonly smiles: string;
  constructor(smiles: string) {
    super(`Invalid SMILES: ${JSON.stringify(smiles.length > 200 ? `${smiles.slice(0, 200)}…` : smiles)}`);
    this.name = "InvalidSmilesError";
    this.smiles = smiles;
  }
}

export interface SmilesDescription extends Formula {
  canonicalSmiles: string;
}

/** Every structure on the site shares one scale, as in a journal scheme: one bond = 30 px. */
export const BOND_LENGTH_PX = 30;
/** RDKit 2D coordinates use 1.5 Å bonds once normalised; its canvas scale is pixels per Å. */
const RDKIT_BOND_LENGTH = 1.5;
/** Margin added around RDKit's tight bounding box so bond ends and line caps are not clipped. */
const MARGIN_PX = 6;

// Black-and-white, as in journal schemes; it also lets the site invert drawings for a dark theme.
// RDKit has no JSON switch for its B&W palette, so every element (and the default, -1) is set to black.
const BLACK_PALETTE = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [i - 1, [0, 0, 0]]));

const DRAW_OPTIONS = {
  width: -1, // -1 × -1 is RDKit's "flexicanvas": the canvas grows with the molecule at a fixed scale
  height: -1,
  scalingFactor: BOND_LENGTH_PX / RDKIT_BOND_LENGTH,
  padding: 0, // relative padding would make the scale depend on the molecule's size; see MARGIN_PX
  clearBackground: false, // transparent: no background <rect>
  atomColourPalette: BLACK_PALETTE,
  bondLineWidth: 1.5,
  addAtomIndices: false,
  addStereoAnnotation: false, // wedges/hashes show stereo; CIP labels would clutter schemes
};

/** Canonical SMILES, Hill formula and carbon count for a (possibly multi-fragment) SMILES. */
export function describeSmiles(rdkit: RDKitModule, smiles: string): SmilesDescription {
  return withMol(rdkit, smiles, (mol) => ({
    canonicalSmiles: mol.get_smiles(),
    ...formulaFromJson(mol.get_json()),
  }));
}

/** SVG depiction at BOND_LENGTH_PX per bond, transparent, with width/height and viewBox. */
export function renderMoleculeSvg(rdkit: RDKitModule, smiles: string): string {
  return withMol(rdkit, smiles, (mol) =>
    addMargin(drawLaidOut(mol, (rotate) => ({ ...DRAW_OPTIONS, rotate }))),
  );
}

/** Soft orange behind matched atoms and bonds: visible next to black lines, and in print. */
const HIGHLIGHT: [number, number, number] = [1, 0.75, 0.4];

/**
 * The same drawing with some atoms, and the bonds between them, highlighted (structure search
 * shows which atoms a query matched). Atom indices outside the molecule are ignored.
 */
export function renderHighlightedSvg(rdkit: RDKitModule, smiles: string, atoms: readonly number[]): string {
  return withMol(rdkit, smiles, (mol) => {
    const count = mol.get_num_atoms();
    const chosen = new Set(atoms.filter((a) => Number.isInteger(a) && a >= 0 && a < count));
    const { molecules } = JSON.parse(mol.get_json()) as { molecules: { bonds?: { atoms: number[] }[] }[] };
    const bonds: number[] = [];
    (molecules[0]?.bonds ?? []).forEach((bond, index) => {
      if (bond.atoms.every((a) => chosen.has(a))) bonds.push(index);
    });
    const colour = (list: Iterable<number>) => Object.fromEntries([...list].map((i) => [i, HIGHLIGHT]));
    return addMargin(
      drawLaidOut(mol, (rotate) => ({
        ...DRAW_OPTIONS,
        rotate,
        atoms: [...chosen],
        bonds,
        highlightAtomColors: colour(chosen),
        highlightBondColors: colour(bonds),
      })),
    );
  });
}

/**
 * Draws the molecule laid out by CoordGen, unless that layout makes RDKit write a "C" on a carbon
 * (it labels a carbon whose two bonds come out nearly straight, as the one-carbon bridge of a
 * bicyclo[3.2.1] lactam does): then RDKit's own layout is used if it labels fewer carbons.
 */
function drawLaidOut(mol: Mol, options: (rotate: number) => object): string {
  const draw = (coordGen: boolean) =>
    mol.get_svg_with_highlights(JSON.stringify(options(layOut(mol, coordGen))));
  const first = draw(true);
  const labels = labelledCarbons(mol, first);
  if (labels === 0) return first;
  const second = draw(false);
  return labelledCarbons(mol, second) < labels ? second : first;
}

type JsonAtom = { z?: number; chg?: number; isotope?: number; nRad?: number };

/**
 * Plain carbons (no charge, isotope or radical, which must be written) that carry a text label in
 * an RDKit SVG: a path of class `atom-N` alone.
 */
export function labelledCarbons(mol: Mol, svg: string): number {
  const { molecules } = JSON.parse(mol.get_json()) as { molecules: { atoms?: JsonAtom[] }[] };
  const plain = (a: JsonAtom) => (a.z ?? 6) === 6 && !a.chg && !a.isotope && !a.nRad;
  const atoms = molecules[0]?.atoms ?? [];
  const labelled = new Set([...svg.matchAll(/<path class='atom-(\d+)'/g)].map((m) => Number(m[1])));
  // Hydrogens RDKit adds to draw stereo come after the molecule's own atoms.
  return [...labelled].filter((i) => i < atoms.length && plain(atoms[i])).length;
}

/** Computes 2D coordinates; returns the drawing rotation (degrees) that makes the result landscape. */
function layOut(mol: Mol, coordGen = true): number {
  mol.set_new_coords(coordGen); // CoordGen: better macrocycles and bridged systems than RDKit's own
  // CoordGen bonds are ~1.0 long: rescale to RDKit's 1.5, which the drawing scale assumes.
  // Not normalize_depiction(1): its canonical orientation distorts some small molecules
  // (CCO comes out with bonds of 1.73 and 1.35) and throws on "[2H]C".
  mol.normalize_depiction(0);
  mol.straighten_depiction(false); // bonds at multiples of 30°
  const coords = mol.get_coords() as [number, number, number][];
  const span = (axis: 0 | 1) => {
    const values = coords.map((c) => c[axis]);
    return Math.max(...values) - Math.min(...values);
  };
  // Landscape suits schemes; a quarter turn keeps the bonds on multiples of 30°.
  return span(1) > span(0) ? 90 : 0;
}

/**
 * SVG of a reaction SMILES ("A.B>>C", agents allowed between the arrows) at the same scale.
 * Reactions are laid out by RDKit's own depictor (already 1.5 Å bonds); CoordGen would have to
 * be switched on process-wide and gives bonds of another length.
 */
export function renderReactionSvg(rdkit: RDKitModule, reactionSmiles: string): string {
  // Both sides must be present: drawing ">>" hits an out-of-bounds access inside the wasm.
  const [reactants, , products, ...rest] = reactionSmiles.split(">");
  const wellFormed =
    rest.length === 0 && reactants?.trim() && products?.trim() && !/[\r\n]/.test(reactionSmiles);
  // useSmiles: without it the text is read as reaction SMARTS and drawn as query bonds/atoms.
  const rxn = wellFormed ? rdkit.get_rxn(reactionSmiles, JSON.stringify({ useSmiles: true })) : null;
  if (!rxn) throw new InvalidSmilesError(reactionSmiles);
  try {
    return addMargin(rxn.get_svg_with_highlights(JSON.stringify(DRAW_OPTIONS)));
  } finally {
    rxn.delete(); // WASM objects are not garbage-collected
  }
}

/** Parses SMILES, runs `use`, and always frees the WASM-side molecule. */
function withMol<T>(rdkit: RDKitModule, smiles: string, use: (mol: Mol) => T): T {
  // get_mol also accepts molblocks/JSON; a newline means the input is not a SMILES.
  const mol = smiles.trim() && !/[\r\n]/.test(smiles) ? rdkit.get_mol(smiles) : null;
  if (!mol) throw new InvalidSmilesError(smiles);
  try {
    if (!mol.is_valid() || mol.get_num_atoms() === 0) throw new InvalidSmilesError(smiles);
    return use(mol);
  } finally {
    mol.delete();
  }
}

/**
 * RDKit's flexicanvas crops to the drawing itself; widen width/height/viewBox by MARGIN_PX on
 * every side (a fixed pixel margin keeps the scale identical for every molecule) and drop the
 * XML declaration so the SVG can be inlined in HTML as well as served as a file.
 */
function addMargin(svg: string): string {
  const header = /width='([\d.]+)px' height='([\d.]+)px' viewBox='0 0 ([\d.]+) ([\d.]+)'/;
  const match = header.exec(svg);
  if (!match) throw new Error("Unexpected SVG header from RDKit");
  const [, width, height] = match.map(Number);
  const w = width + 2 * MARGIN_PX;
  const h = height + 2 * MARGIN_PX;
  return svg
    .replace(/^<\?xml[^>]*>\s*/, "")
    .replace(header, `width='${w}' height='${h}' viewBox='${-MARGIN_PX} ${-MARGIN_PX} ${w} ${h}'`);
}
