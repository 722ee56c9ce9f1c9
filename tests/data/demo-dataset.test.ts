import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  completenessTable,
  computeCompleteness,
  readCompletenessBlock,
} from "../../scripts/lib/demo-completeness.ts";
import { doiSchema, MIN_YEAR, maxYear } from "../../src/domain/synthesis-document.ts";
import { type Dataset, readDataset } from "../../src/server/seed/seed-dataset.ts";
import { describeSmiles, renderMoleculeSvg, renderReactionSvg } from "../../src/server/structures/depict.ts";
import { getRdkit, type RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * Data checks of the shipped demo dataset (data/demo): everything a reader relies on without
 * checking it themselves. readDataset already validates every file against the zod schemas.
 */
let data: Dataset;
let rdkit: RDKitModule;
let readme: string;
beforeAll(async () => {
  data = await readDataset(resolve("data/demo"));
  rdkit = await getRdkit();
  readme = await readFile(resolve("data/demo/README.md"), "utf8");
});

/** The synthesis file's base name (`quinine-stork-2001`), as the README lists it. */
const slugOf = (file: string) => (file.split(/[\\/]/).pop() ?? file).replace(/\.json$/, "");

/**
 * The first backticked word of each bullet under a `### heading` of data/demo/README.md, plus the
 * "part N step M" that follows it, if any: the README's lists of known gaps and exceptions.
 */
function readmeList(heading: string): string[] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.trim() === `### ${heading}`);
  expect(start, `data/demo/README.md has a "### ${heading}" section`).toBeGreaterThanOrEqual(0);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const match = /^- `([^`]+)`(?: part (\d+) step (\d+))?/.exec(line);
    if (match) keys.push(match[2] ? `${match[1]} part ${match[2]} step ${match[3]}` : match[1]);
  }
  return keys.sort();
}

/** Journals cited by year and page alone: the year stands in for the volume. */
const JOURNALS_WITHOUT_VOLUMES = [
  "J. Chem. Soc.",
  "J. Chem. Soc., Chem. Commun.",
  "J. Chem. Soc., Perkin Trans. 1",
  "Chem. Lett.",
  "Synlett",
  "Synthesis",
  "Izv. Akad. Nauk SSSR, Ser. Khim.",
];

/**
 * Why a journal citation ("Journal Year, Volume, FirstPage") is incomplete, or null when it is
 * complete or is not a journal citation (a web page, a book or a patent, whose year follows a comma
 * or stands in parentheses).
 */
function citationGap(display: string): string | null {
  const year = / (1[6-9]\d\d|20\d\d)(?=[,.;]|$)/g;
  for (const match of display.matchAll(year)) {
    const before = display.slice(0, match.index);
    if (!/[A-Za-z.]$/.test(before)) continue;
    const after = display.slice((match.index ?? 0) + match[0].length);
    if (/^, \d+[A-Z]?, \d+/.test(after)) continue;
    if (JOURNALS_WITHOUT_VOLUMES.some((j) => before.endsWith(j)) && /^, \d+/.test(after)) continue;
    return `no volume and first page after the year ${match[1]}`;
  }
  return null;
}

/** Number of atoms RDKit reports with an assigned CIP label ((R) or (S)). */
function assignedStereocentres(smiles: string): number {
  const mol = rdkit.get_mol(smiles);
  if (!mol) throw new Error(`RDKit cannot read ${smiles}`);
  try {
    const tags = JSON.parse(mol.get_stereo_tags()) as { CIP_atoms: [number, string][] };
    return tags.CIP_atoms.filter(([, label]) => label === "(R)" || label === "(S)").length;
  } finally {
    mol.delete();
  }
}

/** Atom indices of potential stereocentres (assigned or not) that match a SMARTS pattern. */
function stereocentresMatching(smiles: string, smarts: string): number[] {
  const mol = rdkit.get_mol(smiles);
  const query = rdkit.get_qmol(smarts);
  if (!mol || !query) throw new Error(`RDKit cannot read ${smiles} or ${smarts}`);
  try {
    const centres = new Set(
      (JSON.parse(mol.get_stereo_tags()) as { CIP_atoms: [number, string][] }).CIP_atoms.map(([i]) => i),
    );
    const parsed = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[] | object;
    const matches = Array.isArray(parsed) ? parsed : [];
    return [...new Set(matches.map((m) => m.atoms[0]))].filter((i) => centres.has(i));
  } finally {
    mol.delete();
    query.delete();
  }
}

/** Deprotections whose freed group reacts on at once (the alcohol closes back onto the amide). */
const FREED_GROUP_REACTS_ON = ["quinine-stork-2001 part 1 step 4"];

/** How many times a SMARTS pattern occurs in a SMILES. */
function countMatches(smiles: string, smarts: string): number {
  const mol = rdkit.get_mol(smiles);
  const query = rdkit.get_qmol(smarts);
  if (!mol || !query) throw new Error(`RDKit cannot read ${smiles} or ${smarts}`);
  try {
    const parsed = JSON.parse(mol.get_substruct_matches(query)) as { atoms: number[] }[] | object;
    return Array.isArray(parsed) ? parsed.length : 0;
  } finally {
    mol.delete();
    query.delete();
  }
}

/**
 * The free functional group that each `protected` class of protecting group stands for: a
 * protection step needs it in a substrate, a deprotection step gives it back in a product.
 */
const FREE_GROUP: Record<string, { smarts: string; min: number }> = {
  Alcohols: { smarts: "[CX4][OX2H1]", min: 1 },
  Diols: { smarts: "[CX4][OX2H1]", min: 2 },
  Phenols: { smarts: "c[OX2H1]", min: 1 },
  Amines: { smarts: "[#7;!H0;!$([#7]=*)]", min: 1 },
  Carbonyls: { smarts: "[CX3;!$(C(=O)[O,N,S,Cl,Br,I])](=[OX1])[#6]", min: 1 },
  "Carboxylic acids": { smarts: "[CX3](=O)[OX2H1,OX1-]", min: 1 },
  Thiols: { smarts: "[SX2H1]", min: 1 },
  Tetrazoles: { smarts: "[$([nH]1nnnc1),$([nH]1nncn1)]", min: 1 },
};

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

  // That every Total route and every Formal part 0 ends on the target is checked by InChIKey in
  // data-check.test.ts (npm run data:check).

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
    // Valid and already in the stored form (the schema would accept a pasted doi: or doi.org form).
    for (const r of references) if (r.doi) expect(doiSchema.safeParse(r.doi).data, r.doi).toBe(r.doi);
  });

  it("draws every named-reaction scheme and protecting-group structure", () => {
    for (const n of data.reference.namedReactions) {
      if (n.scheme_smiles) expect(renderReactionSvg(rdkit, n.scheme_smiles), n.url).toContain("<svg");
    }
    for (const g of data.reference.protectingGroups) {
      if (g.smiles) expect(renderMoleculeSvg(rdkit, g.smiles), g.url).toContain("<svg");
    }
  });

  it("gives every journal reference a year, a volume and a first page, or a DOI", () => {
    const gaps: string[] = [];
    const check = (owner: string, r: { display: string; doi: string | null }) => {
      const gap = r.doi ? null : citationGap(r.display);
      if (gap) gaps.push(`${owner}: ${r.display} (${gap})`);
    };
    for (const { file, doc } of data.syntheses) for (const r of doc.references) check(slugOf(file), r);
    for (const n of data.reference.namedReactions)
      for (const r of [...n.original_references, ...n.review_references]) check(n.url, r);
    // The only exceptions are the ones data/demo/README.md lists as known gaps.
    const owners = [...new Set(gaps.map((g) => g.slice(0, g.indexOf(":"))))].sort();
    expect(owners, gaps.join("\n")).toEqual(readmeList("Incomplete citations"));
  });

  it("cites an original publication for every named reaction that has one", () => {
    const without = data.reference.namedReactions
      .filter((n) => n.original_references.length === 0)
      .map((n) => n.url)
      .sort();
    expect(without).toEqual(readmeList("Named reactions without an original reference"));
  });

  it("gives every reaction its reagents, unless the README lists it as reagent-free or a known gap", () => {
    const reagentFree: string[] = [];
    for (const { file, doc } of data.syntheses)
      for (const part of doc.parts)
        for (const r of part.reactions)
          if (r.reagents.length === 0) reagentFree.push(`${slugOf(file)} part ${part.number} step ${r.step}`);
    const listed = [
      ...readmeList("Reactions drawn without reagents on purpose"),
      ...readmeList("Reactions with missing reagents"),
    ].sort();
    expect(reagentFree.sort()).toEqual(listed);
  });

  it("names one substance per reagent (no combined names such as 'H₂, Pd/C')", () => {
    const names = new Set([
      ...data.reference.reagents.map((r) => r.name),
      ...data.reference.solvents.map((s) => s.name),
    ]);
    for (const { name } of data.reference.reagents) {
      expect(/,\s|;|\s\+\s|\sand\s/.test(name), `reagent ${name} lists several substances`).toBe(false);
      // "Li/NH₃" joins two names that exist on their own; "Pd/C" or "Na/Hg" do not.
      const pieces = name.split("/");
      const combined = pieces.length > 1 && pieces.filter((piece) => names.has(piece)).length >= 2;
      expect(combined, `reagent ${name} joins the reagents or solvents ${pieces.join(" and ")}`).toBe(false);
    }
  });

  it("links protecting groups to steps that put them on or take them off their functional group", () => {
    const groups = new Map(data.reference.protectingGroups.map((g) => [g.url, g]));
    for (const g of data.reference.protectingGroups)
      expect(FREE_GROUP[g.protected], `${g.url}: no check for the class ${g.protected}`).toBeDefined();
    const wrong: string[] = [];
    for (const { file, doc } of data.syntheses)
      for (const part of doc.parts)
        for (const r of part.reactions)
          for (const link of r.protecting_groups) {
            const group = groups.get(link.url);
            if (!group) continue; // reported by the existence check
            const { smarts, min } = FREE_GROUP[group.protected];
            const where = `${slugOf(file)} part ${part.number} step ${r.step}`;
            // One arrow that swaps one group for another of the same class (Boc for Cbz) never shows
            // the free group; nor does a deprotection whose freed group reacts on in the same step.
            const swaps = r.protecting_groups.some(
              (other) => other.type !== link.type && groups.get(other.url)?.protected === group.protected,
            );
            if (swaps || (link.type === "deprotection" && FREED_GROUP_REACTS_ON.includes(where))) continue;
            const side = link.type === "protection" ? r.substrates : r.products;
            if (side.some((c) => c.smiles && countMatches(c.smiles, smarts) >= min)) continue;
            wrong.push(
              `${where}: ${link.type} of ${link.url} needs a free ` +
                `${group.protected.toLowerCase()} group in ${link.type === "protection" ? "a substrate" : "a product"}`,
            );
          }
    expect(wrong).toEqual([]);
  });

  it("does not use a reagent or solvent name as a protecting-group abbreviation", () => {
    const names = new Set([
      ...data.reference.reagents.map((r) => r.name),
      ...data.reference.solvents.map((s) => s.name),
    ]);
    for (const g of data.reference.protectingGroups) {
      const abbreviation = /\(([^()]+)\)$/.exec(g.protector)?.[1];
      for (const label of [abbreviation, g.name.split(" ")[0]])
        if (label) expect(names.has(label), `${g.url}: '${label}' names a reagent or solvent`).toBe(false);
    }
  });

  it("draws a single enantiomer in the scheme of every enantioselective named reaction", () => {
    for (const n of data.reference.namedReactions) {
      if (!/enantio|asymmetric|optically active/i.test(`${n.name} ${n.short_description ?? ""}`)) continue;
      const products = (n.scheme_smiles ?? "").split(">>")[1] ?? "";
      expect(products, `${n.url}: scheme`).not.toBe("");
      expect(assignedStereocentres(products), `${n.url}: ${products}`).toBeGreaterThan(0);
    }
  });

  it("keeps synonyms of named reactions unambiguous", () => {
    const owner = new Map<string, string>();
    for (const n of data.reference.namedReactions) owner.set(n.name.toLowerCase(), n.url);
    for (const n of data.reference.namedReactions)
      for (const synonym of n.synonyms) {
        const key = synonym.toLowerCase();
        const other = owner.get(key);
        expect(other === undefined || other === n.url, `'${synonym}' of ${n.url} also names ${other}`).toBe(
          true,
        );
        owner.set(key, n.url);
      }
  });

  it("draws no target as a keto tautomer with a stereocentre between two carbonyl groups", () => {
    // An enolisable C–H flanked by two C=O groups is not a configurational stereocentre: such a
    // drawing shows a tautomer that invents one (usnic acid is drawn as its enol).
    for (const { file, doc } of data.syntheses) {
      const labile = stereocentresMatching(doc.molecule.smiles ?? "", "[CX4;H1](C=O)C=O");
      expect(labile, `${slugOf(file)}: ${doc.molecule.smiles}`).toEqual([]);
    }
  });

  it("reports the completeness figures of data/demo/README.md as computed", () => {
    expect(readCompletenessBlock(readme), "run `npm run data:completeness -- --write`").toBe(
      completenessTable(computeCompleteness(data)),
    );
  });
});
