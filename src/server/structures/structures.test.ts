import { beforeAll, describe, expect, it } from "vitest";
import {
  BOND_LENGTH_PX,
  describeSmiles,
  InvalidSmilesError,
  renderMoleculeSvg,
  renderReactionSvg,
} from "./depict.ts";
import { getRdkit, type RDKitModule } from "./rdkit.ts";

const STRYCHNINE = "O=C1C[C@H]2OCC=C3CN4CC[C@]56[C@H]4C[C@H]3[C@H]2[C@H]6N1c1ccccc15";
const CHOLESTEROL = "C[C@H](CCCC(C)C)[C@H]1CC[C@@H]2[C@@]1(CC[C@H]3[C@H]2CC=C4[C@@]3(CC[C@@H](C4)O)C)C";
const TAXOL =
  "CC1=C2[C@@]([C@]([C@H]([C@@H]3[C@]4([C@H](OC4)C[C@@H]([C@]3(C(=O)[C@@H]2OC(=O)C)C)O)OC(=O)C)" +
  "OC(=O)c5ccccc5)(C[C@@H]1OC(=O)[C@H](O)[C@@H](NC(=O)c6ccccc6)c7ccccc7)O)(C)C";

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRdkit();
});

/** width, height and viewBox of the root <svg>. */
function header(svg: string) {
  const m = /<svg[^>]*width='([\d.]+)' height='([\d.]+)' viewBox='([-\d. ]+)'/.exec(svg);
  if (!m) throw new Error("no width/height/viewBox");
  return { width: Number(m[1]), height: Number(m[2]), viewBox: m[3].split(" ").map(Number) };
}

/**
 * Median on-screen length of bonds drawn as one straight line. Labelled ends shorten a bond
 * and split it in two, double bonds add a second line and wedges are polygons, so only plain
 * single bonds between unlabelled carbons are kept, plus any shortened by a label (hence median).
 */
function medianBondPx(svg: string): number {
  const paths = new Map<string, string[]>();
  for (const [, bond, d] of svg.matchAll(/<path class='(bond-\d+) [^']*' d='([^']*)'/g)) {
    paths.set(bond, [...(paths.get(bond) ?? []), d]);
  }
  const lengths: number[] = [];
  for (const ds of paths.values()) {
    const m = ds.length === 1 ? /^M ([\d.]+),([\d.]+) L ([\d.]+),([\d.]+)$/.exec(ds[0].trim()) : null;
    if (m) lengths.push(Math.hypot(Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])));
  }
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)];
}

describe("describeSmiles", () => {
  it.each([
    ["strychnine", STRYCHNINE, "C21H22N2O2", 21],
    ["cholesterol", CHOLESTEROL, "C27H46O", 27],
    ["taxol", TAXOL, "C47H51NO14", 47],
    ["caffeine", "Cn1cnc2c1c(=O)n(C)c(=O)n2C", "C8H10N4O2", 8],
    ["ethanol", "CCO", "C2H6O", 2],
    ["sodium acetate (two fragments)", "CC(=O)[O-].[Na+]", "C2H3NaO2", 2],
    ["acetate (net charge appended)", "CC(=O)[O-]", "C2H3O2-", 2],
    ["a dication", "C[N+](C)(C)CC[N+](C)(C)C", "C8H22N2+2", 8],
    ["water (no carbon: alphabetical)", "O", "H2O", 0],
    ["hydrogen chloride (no carbon: alphabetical)", "Cl", "ClH", 0],
    ["deuterated methane (explicit H atom)", "[2H]C", "CH4", 1],
  ])("%s", (_name, smiles, formula, carbonCount) => {
    const d = describeSmiles(rdkit, smiles);
    expect(d.formula).toBe(formula);
    expect(d.carbonCount).toBe(carbonCount);
  });

  it("returns RDKit's canonical SMILES, keeping fragments and stereo", () => {
    expect(describeSmiles(rdkit, "OCC").canonicalSmiles).toBe("CCO");
    expect(describeSmiles(rdkit, "[Na+].[O-]C(C)=O").canonicalSmiles).toBe("CC(=O)[O-].[Na+]");
    expect(describeSmiles(rdkit, STRYCHNINE).canonicalSmiles).toContain("@");
  });

  it.each(["C1CC(", "not a smiles", "", "C\nC"])("rejects %j with InvalidSmilesError", (smiles) => {
    expect(() => describeSmiles(rdkit, smiles)).toThrow(InvalidSmilesError);
    expect(() => renderMoleculeSvg(rdkit, smiles)).toThrow(InvalidSmilesError);
    try {
      describeSmiles(rdkit, smiles);
    } catch (error) {
      expect((error as InvalidSmilesError).smiles).toBe(smiles);
    }
  });
});

describe("renderMoleculeSvg", () => {
  it("has width, height and a matching viewBox, and no XML declaration", () => {
    const svg = renderMoleculeSvg(rdkit, STRYCHNINE);
    expect(svg.startsWith("<svg")).toBe(true);
    const { width, height, viewBox } = header(svg);
    expect(width).toBeGreaterThan(100);
    expect(height).toBeGreaterThan(100);
    expect(viewBox.slice(2)).toEqual([width, height]);
  });

  it("has a transparent background and black atom labels", () => {
    const svg = renderMoleculeSvg(rdkit, "CC(=O)Nc1ccc(O)cc1");
    expect(svg).not.toMatch(/<rect/);
    expect(svg).not.toMatch(/#FFFFFF/i);
    expect(svg).not.toMatch(/#FF0000|#0000FF/i); // no red O / blue N
    expect(svg).toMatch(/class='atom-\d+'/); // heteroatom labels are still drawn
  });

  it("draws every molecule at the same bond length instead of shrinking large ones", () => {
    const small = renderMoleculeSvg(rdkit, "CCO");
    const large = renderMoleculeSvg(rdkit, STRYCHNINE);
    const steroid = renderMoleculeSvg(rdkit, CHOLESTEROL);
    for (const svg of [small, large, steroid]) {
      expect(medianBondPx(svg)).toBeGreaterThan(BOND_LENGTH_PX - 1);
      expect(medianBondPx(svg)).toBeLessThan(BOND_LENGTH_PX + 1);
    }
    // The canvas grows with the molecule: strychnine is ~6 bonds across, ethanol ~2.
    expect(header(large).width * header(large).height).toBeGreaterThan(
      5 * header(small).width * header(small).height,
    );
  });

  it("shows stereochemistry as wedged and hashed bonds", () => {
    const svg = renderMoleculeSvg(rdkit, "C[C@H](N)C(=O)O");
    expect(svg).toMatch(/class='bond-\d+ [^']*' d='M [^']* Z'/); // a filled wedge polygon
  });
});

describe("renderReactionSvg", () => {
  it("draws reactants, arrow and products at the same scale, transparent", () => {
    const svg = renderReactionSvg(rdkit, "C=CC=C.C=CC(=O)OC>>COC(=O)C1CCC=CC1");
    const { width, height, viewBox } = header(svg);
    expect(width).toBeGreaterThan(height * 2);
    expect(viewBox.slice(2)).toEqual([width, height]);
    expect(svg).not.toMatch(/<rect/);
    expect(svg).not.toMatch(/stroke-dasharray/); // parsed as SMILES, not drawn as SMARTS queries
    expect(medianBondPx(svg)).toBeGreaterThan(BOND_LENGTH_PX - 1);
    expect(medianBondPx(svg)).toBeLessThan(BOND_LENGTH_PX + 1);
  });

  it.each(["CC", ">>", "CC>>", "C1CC(>>CC", "C>>>C"])("rejects %j with InvalidSmilesError", (smiles) => {
    expect(() => renderReactionSvg(rdkit, smiles)).toThrow(InvalidSmilesError);
  });
});
