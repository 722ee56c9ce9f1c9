import { type AgentRole, createAgentMatcher, type KnownLookups, matchKey } from "./agent-matching.ts";
import type { ImportedChemical, ImportedReaction, ImportedScheme } from "./imported-scheme.ts";
import type { FileMolecule, FileReaction, ImportFormat } from "./scheme-file.ts";

/** What a draft may hold (synthesis-document.ts): one line without controls, cut to its limit. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
const condition = (text: string | null) => (text === null ? null : oneLine(text, 2000) || null);
/** A comment keeps its line breaks. */
const commentText = (text: string) =>
  text
    .split("\n")
    .map((l) => oneLine(l, 4000))
    .join("\n")
    .trim()
    .slice(0, 4000);

/** A molecule as RDKit read it (server/structures/scheme-structures.ts), for a readable one. */
export interface MoleculeReading {
  smiles: string;
  formula: string;
  common: { names: readonly string[]; role: AgentRole } | null;
}

/**
 * The answer of an import: each reaction of the file a step of one part (numbered 1 in the answer;
 * the editor's action places it), substrates and products by canonical SMILES with their names,
 * agents matched to the archive's reagents and solvents (agent-matching.ts), names it does not know
 * listed for adding, and agents drawn without a name that match nothing listed apart.
 */
export function buildImportedScheme(
  format: ImportFormat,
  reactions: readonly FileReaction[],
  reading: (molecule: FileMolecule) => MoleculeReading,
  lookups: KnownLookups,
): ImportedScheme {
  const matcher = createAgentMatcher(lookups);
  const unknown = { reagents: [] as string[], solvents: [] as string[] };
  const unmatched: ImportedScheme["unmatched"] = [];
  const chemical = (m: FileMolecule): ImportedChemical => ({
    name: oneLine(m.name, 2000) || null,
    smiles: reading(m).smiles,
  });

  const steps = reactions.map((file, index): ImportedReaction => {
    const step = index + 1;
    const reagents: string[] = [];
    const solvents: string[] = [];
    const place = (role: AgentRole, raw: string, known: boolean) => {
      const name = oneLine(raw, 200);
      if (name === "") return;
      const list = role === "solvent" ? solvents : reagents;
      if (!list.some((n) => matchKey(n) === matchKey(name))) list.push(name);
      const missing = role === "solvent" ? unknown.solvents : unknown.reagents;
      if (!known && !missing.some((n) => matchKey(n) === matchKey(name))) missing.push(name);
    };
    const named = (name: string, hint: AgentRole) => {
      const found = matcher.byName(name, hint);
      place(found?.role ?? hint, found?.name ?? name, found !== null);
    };
    for (const molecule of file.agents) {
      const read = reading(molecule);
      const found = matcher.byStructure(molecule, read);
      if (found) place(found.role, found.name, true);
      else if (molecule.name.trim() !== "") place(molecule.role ?? "reagent", molecule.name.trim(), false);
      else unmatched.push({ step, smiles: read.smiles, formula: read.formula });
    }
    for (const name of file.reagentNames) named(name, "reagent");
    for (const name of file.solventNames) named(name, "solvent");
    return {
      step,
      substrates: file.substrates.map(chemical),
      products: file.products.map(chemical),
      reagents: reagents.map((name) => ({ name, stage: 1 })),
      solvents,
      temperature: condition(file.temperature),
      time: condition(file.time),
      yield: condition(file.yield),
      selectivity: null,
      special_condition: null,
      special_reagent: null,
      named_reactions: [],
      protecting_groups: [],
      comment: commentText(file.comment),
    };
  });
  return { format, parts: [{ number: 1, comment: "", reactions: steps }], unknown, unmatched };
}
