import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkDataset, problemLines, slugOf } from "../../scripts/lib/data-check.ts";
import { type Dataset, readDataset } from "../../src/server/seed/seed-dataset.ts";
import { getRdkit, type RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * The checks of `npm run data:check` (scripts/lib/data-check.ts): the shipped demo data passes them,
 * and each check finds the fault it is there for in a copy of one demo synthesis.
 */
let data: Dataset;
let rdkit: RDKitModule;
let readme: string;
beforeAll(async () => {
  data = await readDataset(resolve("data/demo"));
  rdkit = await getRdkit();
  readme = await readFile(resolve("data/demo/README.md"), "utf8");
});

/** A dataset of one demo synthesis, deep-copied so a test can break it. */
function one(name: string): Dataset {
  const found = data.syntheses.find(({ file }) => slugOf(file) === name);
  if (!found) throw new Error(`${name} is not in the demo data`);
  return { reference: data.reference, syntheses: [structuredClone(found)] };
}
const messages = (dataset: Dataset, text = readme) =>
  problemLines(checkDataset(dataset, rdkit, text)).filter((line) => !line.includes("README.md"));

describe("npm run data:check", () => {
  it("finds no problem in the demo data", { timeout: 120_000 }, () => {
    expect(problemLines(checkDataset(data, rdkit, readme))).toEqual([]);
  });

  it("finds a Total route that does not end on its target, by InChIKey (not by formula)", () => {
    const dataset = one("quinine-stork-2001");
    const last = dataset.syntheses[0]?.doc.parts.at(-1)?.reactions.at(-1);
    const product = last?.products[0];
    if (!product?.smiles) throw new Error("Stork's last step has a drawn product");
    // The enantiomer has quinine's formula: only the InChIKey tells them apart.
    product.smiles = product.smiles.replaceAll("@@", "§").replaceAll("@", "@@").replaceAll("§", "@");
    expect(messages(dataset)).toEqual([
      expect.stringMatching(/^quinine-stork-2001: part 1 step \d+: a Total synthesis must end on its target/),
    ]);
  });

  it("finds a step whose product is one of its substrates, and a SMILES RDKit cannot read", () => {
    const dataset = one("quinine-stork-2001");
    const first = dataset.syntheses[0]?.doc.parts[0]?.reactions[0];
    if (!first?.products[0] || !first.substrates[0]) throw new Error("Stork's first step is drawn");
    first.products[0].smiles = first.substrates[0].smiles;
    expect(messages(dataset)).toEqual([
      expect.stringMatching(
        /^quinine-stork-2001: part 1 step 1: the product .* is one of the step's substrates/,
      ),
    ]);
    first.products[0].smiles = "C1CC(";
    expect(messages(dataset)).toContain(
      "quinine-stork-2001: part 1 step 1: RDKit cannot read the SMILES C1CC(",
    );
  });

  it("finds a file without sources that the README does not list, and a listed one that has them", () => {
    const dataset = one("quinine-stork-2001");
    const synthesis = dataset.syntheses[0];
    if (!synthesis) throw new Error("unreachable");
    synthesis.sources = undefined;
    expect(messages(dataset)).toEqual([
      expect.stringMatching(/^quinine-stork-2001: sources: lists no sources/),
    ]);

    const listed = one("aldosterone-barton-1960");
    const aldosterone = listed.syntheses[0];
    if (!aldosterone) throw new Error("unreachable");
    expect(messages(listed)).toEqual([]);
    aldosterone.sources = [{ url: "https://example.org/aldosterone", supports: "every step" }];
    expect(messages(listed)).toEqual([
      expect.stringMatching(/^aldosterone-barton-1960: sources: lists its sources now: delete its line/),
    ]);
  });

  it("finds a reference stored as a display text only, or an article without its journal", () => {
    const dataset = one("quinine-stork-2001");
    const doc = dataset.syntheses[0]?.doc;
    const reference = doc?.references[0];
    if (!doc || !reference) throw new Error("Stork's route cites its paper");
    expect(reference).toMatchObject({ kind: "article", journal: "J. Am. Chem. Soc.", year: 2001 });
    doc.references[0] = { display: reference.display, doi: reference.doi, url: reference.url };
    expect(messages(dataset)).toEqual([
      "quinine-stork-2001: references[0]: the reference is a display text without fields",
    ]);
    doc.references[0] = { ...reference, journal: null };
    expect(messages(dataset)).toEqual([
      "quinine-stork-2001: references[0]: the reference is an article without journal",
    ]);
    doc.references[0] = reference;
    expect(messages(dataset)).toEqual([]);
  });

  it("accepts a listed resolution and finds a README without the lists it reads", () => {
    expect(messages(one("quinine-woodward-1944"))).toEqual([]);
    const withoutLists = readme.replace("### Resolutions", "### Something else");
    expect(problemLines(checkDataset(one("quinine-woodward-1944"), rdkit, withoutLists))).toEqual(
      expect.arrayContaining([
        'README.md: Known gaps: has no "### Resolutions" list',
        expect.stringMatching(
          /^quinine-woodward-1944: part 1 step 13: the product .* is one of the step's substrates/,
        ),
      ]),
    );
  });
});
