import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { doiSchema, MIN_YEAR, maxYear } from "../../src/domain/synthesis-document.ts";
import { type Dataset, readDataset } from "../../src/server/commands/seed-dataset.ts";
import { describeSmiles, renderMoleculeSvg, renderReactionSvg } from "../../src/server/structures/depict.ts";
import { getRdkit, type RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * Data checks of the shipped demo dataset (data/demo): everything a reader relies on without
 * checking it themselves. readDataset already validates every file against the zod schemas.
 */
let data: Dataset;
let rdkit: RDKitModule;
beforeAll(async () => {
  data = await readDataset(resolve("data/demo"));
  rdkit = await getRdkit();
});

const everyChemical = () =>
  data.syntheses.flatMap(({ file, doc }) =>
    doc.parts.flatMap((part) =>
      part.reactions.flatMap((reaction) =>
        [
          ...reaction.substrates,
          ...reaction.products,
          ...(reaction.special_reagent ? [reaction.special_reagent] : []),
        ].map((chemical) => ({ file, part: part.number, step: reaction.step, chemical })),
      ),
    ),
  );

describe("demo dataset", () => {
  it("has syntheses", () => {
    expect(data.syntheses.length).toBeGreaterThanOrEqual(5);
  });

  it("gives every molecule, substrate and product a SMILES that RDKit reads and draws", () => {
    for (const { file, doc } of data.syntheses) {
      expect(doc.molecule.smiles, file).toBeTruthy();
      expect(() => renderMoleculeSvg(rdkit, doc.molecule.smiles ?? ""), file).not.toThrow();
    }
    for (const { file, part, step, chemical } of everyChemical()) {
      const where = `${file} part ${part} step ${step}`;
      expect(chemical.smiles, where).toBeTruthy();
      expect(
        () => describeSmiles(rdkit, chemical.smiles ?? ""),
        `${where}: ${chemical.smiles}`,
      ).not.toThrow();
    }
  });

  it("ends every Total and Formal scheme on the target (same formula), part 0 included", () => {
    for (const { file, doc } of data.syntheses) {
      if (doc.type_1 === "Partial") continue;
      const target = describeSmiles(rdkit, doc.molecule.smiles ?? "").formula;
      // The last reaction of the scheme: part 0 (remaining steps) ends a Formal route; otherwise the
      // highest-numbered part.
      const finalPart =
        doc.parts.find((p) => p.number === 0) ?? [...doc.parts].sort((a, b) => b.number - a.number)[0];
      const last = [...finalPart.reactions].sort((a, b) => b.step - a.step)[0];
      const formulas = last.products.map((p) => describeSmiles(rdkit, p.smiles ?? "").formula);
      expect(formulas, `${file}: final product of part ${finalPart.number}`).toContain(target);
    }
  });

  it("keeps years within bounds and slugs unique", () => {
    const seen = new Set<string>();
    for (const { file, doc } of data.syntheses) {
      expect(doc.year, file).toBeGreaterThanOrEqual(MIN_YEAR);
      expect(doc.year, file).toBeLessThanOrEqual(maxYear());
      const key = `${doc.molecule.structure}|${doc.author.url}|${doc.year}`;
      expect(seen.has(key), `${file} duplicates ${key}`).toBe(false);
      seen.add(key);
    }
    // One molecule slug means one molecule: its name and SMILES agree wherever it appears.
    const molecules = new Map<string, string>();
    for (const { file, doc } of data.syntheses) {
      const smiles = doc.molecule.smiles ? describeSmiles(rdkit, doc.molecule.smiles).canonicalSmiles : "";
      const known = molecules.get(doc.molecule.structure);
      if (known !== undefined) expect(smiles, `${file}: ${doc.molecule.structure}`).toBe(known);
      molecules.set(doc.molecule.structure, smiles);
    }
    const authors = new Map<string, string>();
    for (const { file, doc } of data.syntheses) {
      const name = `${doc.author.firstName} ${doc.author.lastName}`;
      const known = authors.get(doc.author.url);
      if (known !== undefined) expect(name, `${file}: ${doc.author.url}`).toBe(known);
      authors.set(doc.author.url, name);
    }
  });

  it("names only reagents, solvents, named reactions and protecting groups that exist", () => {
    const reagents = new Set(data.reference.reagents.map((r) => r.name));
    const solvents = new Set(data.reference.solvents.map((s) => s.name));
    const named = new Set(data.reference.namedReactions.map((n) => n.url));
    const groups = new Set(data.reference.protectingGroups.map((g) => g.url));
    for (const { file, doc } of data.syntheses) {
      for (const part of doc.parts) {
        for (const r of part.reactions) {
          const where = `${file} part ${part.number} step ${r.step}`;
          for (const x of r.reagents) expect(reagents.has(x.name), `${where}: reagent ${x.name}`).toBe(true);
          for (const x of r.solvents) expect(solvents.has(x), `${where}: solvent ${x}`).toBe(true);
          for (const x of r.named_reactions) expect(named.has(x), `${where}: named reaction ${x}`).toBe(true);
          for (const x of r.protecting_groups)
            expect(groups.has(x.url), `${where}: protecting group ${x.url}`).toBe(true);
        }
      }
    }
  });

  it("has no duplicate reagent or solvent names, ignoring case", () => {
    for (const names of [
      data.reference.reagents.map((r) => r.name),
      data.reference.solvents.map((s) => s.name),
    ]) {
      const lower = names.map((n) => n.toLowerCase());
      expect(lower.filter((n, i) => lower.indexOf(n) !== i)).toEqual([]);
    }
  });

  it("writes every DOI in DOI syntax", () => {
    const references = [
      ...data.syntheses.flatMap(({ doc }) => doc.references),
      ...data.reference.namedReactions.flatMap((n) => [...n.original_references, ...n.review_references]),
    ];
    for (const r of references) if (r.doi) expect(doiSchema.safeParse(r.doi).success, r.doi).toBe(true);
  });

  it("draws every named-reaction scheme and protecting-group structure", () => {
    for (const n of data.reference.namedReactions) {
      if (n.scheme_smiles) expect(renderReactionSvg(rdkit, n.scheme_smiles), n.url).toContain("<svg");
    }
    for (const g of data.reference.protectingGroups) {
      if (g.smiles) expect(renderMoleculeSvg(rdkit, g.smiles), g.url).toContain("<svg");
    }
  });
});
