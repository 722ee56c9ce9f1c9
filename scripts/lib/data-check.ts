import { isStructured } from "../../src/domain/citations/reference-fields.ts";
import type { ReferenceDoc, SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import type { Dataset } from "../../src/server/seed/seed-dataset.ts";
import { InvalidSmilesError } from "../../src/server/structures/depict.ts";
import { identifiersOf } from "../../src/server/structures/identifiers.ts";
import type { RDKitModule } from "../../src/server/structures/rdkit.ts";

/**
 * The checks `npm run data:check` runs over every synthesis file of a dataset folder, and that
 * tests/data/data-check.test.ts runs over data/demo: structures RDKit reads, steps that change
 * something, routes that end on their target, sources listed and references that say what they cite.
 * Structures are compared by standard InChIKey, so two drawings of one compound are one compound.
 */
export interface DataProblem {
  /** The synthesis file's base name ('quinine-stork-2001'). */
  file: string;
  /** 'part 1 step 7', 'molecule', 'references[2]', 'sources'. */
  where: string;
  message: string;
}

/** The heading, in data/demo/README.md, of the synthesis files that do not list their sources yet. */
export const FILES_WITHOUT_SOURCES = "Synthesis files without sources";

/**
 * The heading of the resolutions: racemic work is drawn as one enantiomer, so the racemate a
 * resolution starts from and the enantiomer it gives have one drawing and one InChIKey.
 */
export const RESOLUTIONS = "Resolutions";

/** The synthesis file's base name (`quinine-stork-2001`), as the README lists it. */
export const slugOf = (file: string) => (file.split(/[\\/]/).pop() ?? file).replace(/\.json$/, "");

/**
 * The first backticked word of each bullet under a `### heading` of a README, plus the "part N step
 * M" that follows it if any: the README's lists of known gaps. Null when the heading is missing.
 */
export function readmeList(readme: string, heading: string): string[] | null {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.trim() === `### ${heading}`);
  if (start < 0) return null;
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const match = /^- `([^`]+)`(?: part (\d+) step (\d+))?/.exec(line);
    if (match) keys.push(match[2] ? `${match[1]} part ${match[2]} step ${match[3]}` : match[1]);
  }
  return keys.sort();
}

type Key = string | null;

/** InChIKeys of SMILES, each computed once; a SMILES RDKit cannot read is reported where it occurs. */
function keyReader(rdkit: RDKitModule) {
  const cache = new Map<string, Key | Error>();
  return (smiles: string): Key | Error => {
    let key = cache.get(smiles);
    if (key === undefined) {
      try {
        key = identifiersOf(rdkit, smiles)?.inchiKey ?? null;
      } catch (error) {
        key = error instanceof InvalidSmilesError ? error : new Error(String(error));
      }
      cache.set(smiles, key);
    }
    return key;
  };
}

/** The reaction a Total synthesis, or the part 0 of a Formal one, ends with; null when none must. */
function finalReaction(doc: SynthesisDocument) {
  if (doc.type_1 === "Partial") return null;
  const part =
    doc.type_1 === "Formal"
      ? doc.parts.find((p) => p.number === 0)
      : [...doc.parts].sort((a, b) => b.number - a.number)[0];
  if (!part) return null; // a Formal synthesis that counts the earlier route's steps without drawing them
  return { part: part.number, reaction: [...part.reactions].sort((a, b) => b.step - a.step)[0] };
}

/**
 * What a reference lacks to say what it cites, or null: every reference is stored as fields with
 * its kind, and a journal article names its authors, journal and year (its volume and pages may
 * still be a known gap, listed in the README and checked by the data tests).
 */
export function referenceGap(r: ReferenceDoc): string | null {
  if (!isStructured(r)) return "is a display text without fields";
  if (!r.kind) return "has no kind";
  if (r.kind === "article") {
    const missing = [
      r.authors?.length ? null : "authors",
      r.journal ? null : "journal",
      r.year ? null : "year",
    ].filter(Boolean);
    if (missing.length > 0) return `is an article without ${missing.join(", ")}`;
  }
  if (r.kind === "webpage" && !r.url && !r.title) return "is a web page without address or title";
  return null;
}

/** Every problem of every synthesis file; `readme` holds the list of files still without sources. */
export function checkDataset(data: Dataset, rdkit: RDKitModule, readme: string): DataProblem[] {
  const problems: DataProblem[] = [];
  const keyOf = keyReader(rdkit);
  const list = (heading: string) => {
    const keys = readmeList(readme, heading);
    if (keys === null)
      problems.push({ file: "README.md", where: "Known gaps", message: `has no "### ${heading}" list` });
    return new Set(keys ?? []);
  };
  const withoutSources = list(FILES_WITHOUT_SOURCES);
  const resolutions = list(RESOLUTIONS);
  const unchanged = new Set<string>();

  for (const { file: path, doc, sources } of data.syntheses) {
    const file = slugOf(path);
    const add = (where: string, message: string) => problems.push({ file, where, message });
    const read = (where: string, smiles: string | null): Key | undefined => {
      if (!smiles) return undefined; // an uploaded image: nothing to compare
      const key = keyOf(smiles);
      if (key instanceof Error) {
        add(where, `RDKit cannot read the SMILES ${smiles}`);
        return undefined;
      }
      return key;
    };

    const target = read("molecule", doc.molecule.smiles);
    if (!doc.molecule.smiles) add("molecule", "the target has no SMILES");

    for (const part of doc.parts) {
      for (const reaction of part.reactions) {
        const where = `part ${part.number} step ${reaction.step}`;
        const substrates = new Set(reaction.substrates.map((c) => read(where, c.smiles)).filter(Boolean));
        const products = reaction.products.map((c) => ({ name: c.name, key: read(where, c.smiles) }));
        if (reaction.special_reagent) read(where, reaction.special_reagent.smiles);
        if (reaction.products.length === 0) add(where, "the step has no product");
        const same = products.filter((product) => product.key && substrates.has(product.key));
        if (same.length > 0) unchanged.add(`${file} ${where}`);
        if (same.length > 0 && !resolutions.has(`${file} ${where}`)) {
          const names = same.map((product) => product.name ?? product.key).join(", ");
          add(where, `the product ${names} is one of the step's substrates (same InChIKey)`);
        }
      }
    }

    const final = finalReaction(doc);
    if (final && target) {
      const keys = final.reaction.products.map((c) => (c.smiles ? keyOf(c.smiles) : null));
      if (!keys.includes(target)) {
        add(
          `part ${final.part} step ${final.reaction.step}`,
          `a ${doc.type_1} synthesis must end on its target (InChIKey ${target}); the last step makes ` +
            `${final.reaction.products.map((c) => c.name ?? c.smiles).join(", ") || "nothing"}`,
        );
      }
    }

    const hasSources = (sources?.length ?? 0) > 0;
    if (!hasSources && !withoutSources.has(file)) {
      add("sources", "lists no sources (each fact needs one; see src/domain/data-file-sources.ts)");
    }
    if (hasSources && withoutSources.has(file)) {
      add("sources", `lists its sources now: delete its line under "${FILES_WITHOUT_SOURCES}" in the README`);
    }

    doc.references.forEach((reference, i) => {
      const gap = referenceGap(reference);
      if (gap) add(`references[${i}]`, `the reference ${gap}`);
    });
  }

  for (const n of data.reference.namedReactions) {
    [...n.original_references, ...n.review_references].forEach((reference, i) => {
      const gap = referenceGap(reference);
      if (gap)
        problems.push({
          file: `named reaction ${n.url}`,
          where: `references[${i}]`,
          message: `the reference ${gap}`,
        });
    });
  }
  // The README's lists name only files that exist, and each entry is still an exception.
  const files = new Set(data.syntheses.map(({ file }) => slugOf(file)));
  const stale = (file: string, message: string) => problems.push({ file, where: "README.md", message });
  for (const listed of resolutions) {
    const [file = listed, ...where] = listed.split(" ");
    if (!files.has(file)) stale(file, `listed under "${RESOLUTIONS}" but no such file`);
    else if (!unchanged.has(listed)) {
      problems.push({
        file,
        where: where.join(" "),
        message: `listed under "${RESOLUTIONS}" but its product differs from its substrates: delete its line`,
      });
    }
  }
  for (const listed of withoutSources) {
    if (!files.has(listed)) stale(listed, `listed under "${FILES_WITHOUT_SOURCES}" but no such file`);
  }
  return problems;
}

/** One line per problem, grouped by file, for the terminal. */
export function problemLines(problems: readonly DataProblem[]): string[] {
  return problems.map((p) => `${p.file}: ${p.where}: ${p.message}`);
}
