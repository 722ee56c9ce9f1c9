import { beforeAll, describe, expect, it } from "vitest";
import { readDataset } from "../seed/seed-dataset.ts";
import { DEMO_DIR } from "../seed/seed-demo.ts";
import { DRAWING_MARK, renderMoleculeSvg, renderReactionSvg } from "./depict.ts";
import { CAP_HEIGHT_EM, labelBoxes, overlappingLabels } from "./label-boxes.ts";
import { getRdkit, type RDKitModule } from "./rdkit.ts";

/** Pages show drawings at 0.75 px per drawn px (15 % of a natural size of five times the SVG). */
const PAGE_SCALE = 0.75;
const ARTEMISININ = "C[C@@H]1CC[C@H]2[C@H](C(=O)O[C@H]3[C@@]24[C@H]1CC[C@](O3)(OO4)C)C";

let rdkit: RDKitModule;
const molecules = new Set<string>();
const reactions = new Set<string>();
beforeAll(async () => {
  rdkit = await getRdkit();
  const { syntheses, reference } = await readDataset(DEMO_DIR);
  for (const { doc } of syntheses) {
    if (doc.molecule.smiles) molecules.add(doc.molecule.smiles);
    for (const reaction of doc.parts.flatMap((p) => p.reactions)) {
      for (const c of [...reaction.substrates, ...reaction.products]) if (c.smiles) molecules.add(c.smiles);
      if (reaction.special_reagent?.smiles) molecules.add(reaction.special_reagent.smiles);
    }
  }
  for (const g of reference.protectingGroups) if (g.smiles) molecules.add(g.smiles);
  for (const n of reference.namedReactions) {
    if (n.scheme_smiles) reactions.add(n.scheme_smiles);
  }
});

/** Every drawing of the demo data, as `what → svg`. */
function demoDrawings(): [string, string][] {
  return [
    ...[...molecules].map((s): [string, string] => [s, renderMoleculeSvg(rdkit, s)]),
    ...[...reactions].map((s): [string, string] => [s, renderReactionSvg(rdkit, s)]),
  ];
}

describe("the demo data's drawings", () => {
  it("have no two atom labels overlapping", () => {
    const drawings = demoDrawings();
    expect(drawings.length).toBeGreaterThan(300);
    const crowded = drawings
      .map(([smiles, svg]) => ({
        smiles,
        pairs: overlappingLabels(labelBoxes(svg)).map(([a, b]) => [a.atom, b.atom]),
      }))
      .filter((d) => d.pairs.length > 0);
    expect(crowded).toEqual([]);
  });

  it("carry the current style mark", () => {
    for (const [smiles, svg] of demoDrawings()) expect(svg, smiles).toContain(DRAWING_MARK);
  });

  // Molecules only: RDKit's reaction drawer (named-reaction schemes) ignores the font options.
  it("draw every atom label of a molecule at a font of at least 12 px at the pages' 15 % scale", () => {
    let smallest = Number.POSITIVE_INFINITY;
    for (const smiles of molecules) {
      for (const label of labelBoxes(renderMoleculeSvg(rdkit, smiles))) {
        smallest = Math.min(smallest, label.capHeight);
      }
    }
    expect((smallest / CAP_HEIGHT_EM) * PAGE_SCALE).toBeGreaterThanOrEqual(12);
  });
});

describe("labelBoxes", () => {
  it("sees the labels RDKit's own layout and font put on top of each other (artemisinin's peroxide)", () => {
    const mol = rdkit.get_mol(ARTEMISININ);
    if (!mol) throw new Error("no molecule");
    try {
      mol.set_new_coords(true);
      mol.normalize_depiction(0);
      mol.straighten_depiction(false);
      const svg = mol.get_svg_with_highlights(JSON.stringify({ width: -1, height: -1, scalingFactor: 20 }));
      expect(overlappingLabels(labelBoxes(svg)).length).toBeGreaterThan(0);
    } finally {
      mol.delete();
    }
    // Our drawing moves those atoms apart and still shows the same molecule.
    expect(overlappingLabels(labelBoxes(renderMoleculeSvg(rdkit, ARTEMISININ)))).toEqual([]);
  });

  it("keeps the labels of each molecule of a reaction apart (their atoms are numbered from 0 each)", () => {
    const svg = renderReactionSvg(rdkit, "CO.OC(=O)c1ccccc1>>COC(=O)c1ccccc1.O");
    const zeros = labelBoxes(svg).filter((l) => l.atom === 0);
    expect(zeros.length).toBeGreaterThan(1);
    expect(overlappingLabels(labelBoxes(svg))).toEqual([]);
  });

  it("reads a label's capital height: RDKit's 17.8 px font (0.9 of a 30 px bond's scale) is 12.7 px tall", () => {
    const [label] = labelBoxes(renderMoleculeSvg(rdkit, "CN"));
    expect(label?.capHeight).toBeGreaterThan(12.4);
    expect(label?.capHeight).toBeLessThan(13);
  });
});
