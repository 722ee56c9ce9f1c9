import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type Dataset, readDataset } from "../../src/server/seed/seed-dataset.ts";
import { labelledCarbons, renderMoleculeSvg } from "../../src/server/structures/depict.ts";
import { getRdkit, type RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * Checks behind the corrections of a chemist's reading of the demo data: rules that keep a step
 * from claiming more than the paper says.
 */
let data: Dataset;
let readme: string;
let rdkit: RDKitModule;
beforeAll(async () => {
  data = await readDataset(resolve("data/demo"));
  rdkit = await getRdkit();
  readme = await readFile(resolve("data/demo/README.md"), "utf8");
});

const slugOf = (file: string) => (file.split(/[\\/]/).pop() ?? file).replace(/\.json$/, "");

function everyReaction() {
  return data.syntheses.flatMap(({ file, doc }) =>
    doc.parts.flatMap((part) =>
      part.reactions.map((reaction) => ({
        where: `${slugOf(file)} part ${part.number} step ${reaction.step}`,
        reaction,
      })),
    ),
  );
}

/** The "`slug` part N step M" keys of the bullets under a `### heading` of data/demo/README.md. */
function readmeSteps(heading: string): string[] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.trim() === `### ${heading}`);
  expect(start, `data/demo/README.md has a "### ${heading}" section`).toBeGreaterThanOrEqual(0);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const match = /^- `([^`]+)` part (\d+) step (\d+)/.exec(line);
    if (match) keys.push(`${match[1]} part ${match[2]} step ${match[3]}`);
  }
  return keys;
}

describe("demo data corrections", () => {
  it("names no substance both as a reagent and as a solvent of the same step", () => {
    const both = everyReaction().flatMap(({ where, reaction }) => {
      const solvents = new Set(reaction.solvents);
      return reaction.reagents.filter((r) => solvents.has(r.name)).map((r) => `${where}: ${r.name}`);
    });
    expect(both).toEqual([]);
  });

  it("lists as partly drawn only steps that exist and name some reagent", () => {
    const steps = new Map(everyReaction().map(({ where, reaction }) => [where, reaction]));
    const listed = readmeSteps("Reactions whose reagents are only partly drawn");
    expect(listed.length).toBeGreaterThan(0);
    for (const key of listed) {
      expect(steps.has(key), key).toBe(true);
      expect(steps.get(key)?.reagents.length, key).toBeGreaterThan(0);
    }
  });

  it("draws no demo structure with a 'C' written on a carbon", () => {
    const smiles = new Set(
      data.syntheses.flatMap(({ doc }) => [
        doc.molecule.smiles ?? "",
        ...doc.parts.flatMap((p) =>
          p.reactions.flatMap((r) => [...r.substrates, ...r.products].map((c) => c.smiles ?? "")),
        ),
      ]),
    );
    smiles.delete("");
    const labelled = [...smiles].filter((s) => {
      const mol = rdkit.get_mol(s);
      if (!mol) return true;
      try {
        return labelledCarbons(mol, renderMoleculeSvg(rdkit, s)) > 0;
      } finally {
        mol.delete();
      }
    });
    expect(labelled).toEqual([]);
  });

  it("never names a phosphonium salt without a base in a Wittig step", () => {
    // A salt is not the Wittig reagent: it needs a base to give the ylide. A step names the ylide,
    // or the salt together with its base.
    const bases = /Li|Na|K|DBU|Et₃N|t-BuOK|NaH|KHMDS|LDA/;
    const wrong = everyReaction()
      .filter(({ reaction }) => reaction.named_reactions.includes("wittig-reaction"))
      .filter(({ reaction }) => {
        const names = reaction.reagents.map((r) => r.name);
        const salt = names.some((n) => /^Ph₃P(?!=).*(Cl|Br|I)$/.test(n));
        return salt && !names.some((n) => bases.test(n));
      })
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
  });
});
