import {
  type AgentRole,
  createAgentMatcher,
  type KnownLookups,
  type Match,
  matchKey,
} from "./agent-matching.ts";
import type {
  ImportedAgent,
  ImportedChemical,
  ImportedReaction,
  ImportedScheme,
  ImportedStepReport,
} from "./imported-scheme.ts";
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
  /** Standard InChIKey, when InChI can express the structure. */
  inchikey?: string | null;
  common: { names: readonly string[]; role: AgentRole } | null;
}

const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";
/** A formula as the archive writes names: "C8H10N2O" → "C₈H₁₀N₂O" (a charge's digits stay). */
export const subscriptFormula = (formula: string) =>
  formula.replace(
    /([A-Za-z)])(\d+)/g,
    (_, before: string, digits: string) => before + [...digits].map((d) => SUBSCRIPT[Number(d)]).join(""),
  );

/**
 * The answer of an import: each reaction of the file a step of one part (numbered 1 in the answer;
 * the editor's action places it), substrates and products by canonical SMILES with their names,
 * agents matched to the archive's reagents and solvents (agent-matching.ts). Nothing is left out:
 * an agent the archive does not know stays in its step under its name (or, drawn without one, under
 * its formula) and is listed once in `newAgents` with its structure, for creating it; the report
 * says per step what was matched, what is new and what no field of a draft could hold.
 */
export function buildImportedScheme(
  format: ImportFormat,
  reactions: readonly FileReaction[],
  reading: (molecule: FileMolecule) => MoleculeReading,
  lookups: KnownLookups,
): ImportedScheme {
  const matcher = createAgentMatcher(lookups);
  const unknown = { reagents: [] as string[], solvents: [] as string[] };
  const newAgents: ImportedScheme["newAgents"] = [];
  const report: ImportedStepReport[] = [];
  const chemical = (m: FileMolecule): ImportedChemical => ({
    name: oneLine(m.name, 2000) || null,
    smiles: reading(m).smiles,
  });
  /** A new agent's name: a structure drawn twice is one agent; another under the same formula gets a number. */
  const newName = (wanted: string, role: AgentRole, smiles: string | null, formula: string | null) => {
    let name = wanted;
    for (let n = 2; ; n++) {
      const same = newAgents.find((a) => matchKey(a.name) === matchKey(name));
      if (!same) break;
      if (same.role === role && (smiles === null || same.smiles === null || same.smiles === smiles)) {
        if (same.smiles === null && smiles !== null) same.smiles = smiles;
        return same.name;
      }
      name = `${wanted} (${n})`;
    }
    newAgents.push({ name, role, smiles, formula });
    (role === "solvent" ? unknown.solvents : unknown.reagents).push(name);
    return name;
  };

  const steps = reactions.map((file, index): ImportedReaction => {
    const step = index + 1;
    const reagents: ImportedReaction["reagents"] = [];
    const solvents: string[] = [];
    const agents: ImportedAgent[] = [];
    const dropped = [...(file.dropped ?? [])];
    const place = (
      found: Match | null,
      fallback: { role: AgentRole; name: string; smiles: string | null; formula: string | null },
      written: string,
      use: { stage: number; amount: ImportedReaction["reagents"][number]["amount"] } = {
        stage: 1,
        amount: null,
      },
    ) => {
      const role = found?.role ?? fallback.role;
      const name = found
        ? found.name
        : newName(oneLine(fallback.name, 200), role, fallback.smiles, fallback.formula);
      if (name === "") {
        dropped.push({ text: written, reason: "it has no name once control characters are removed" });
        return;
      }
      if (!agents.some((a) => a.role === role && matchKey(a.name) === matchKey(name))) {
        agents.push({
          name,
          role,
          status: found ? "matched" : "new",
          by: found?.by ?? null,
          written: oneLine(written, 2000),
          smiles: fallback.smiles,
        });
      }
      if (role === "solvent") {
        if (!solvents.some((n) => matchKey(n) === matchKey(name))) solvents.push(name);
        return;
      }
      // The same reagent at the same stage is one use; at another stage, another (added again).
      if (!reagents.some((g) => g.stage === use.stage && matchKey(g.name) === matchKey(name)))
        reagents.push({ name, stage: use.stage, amount: use.amount });
    };
    for (const molecule of file.agents) {
      const read = reading(molecule);
      const given = molecule.name.trim();
      place(
        matcher.byStructure(molecule, read),
        {
          // A drawn agent the archive lacks becomes a reagent (reagents keep a structure), unless the file files it under solvents.
          role: molecule.role ?? "reagent",
          name: given || subscriptFormula(read.formula),
          smiles: read.smiles,
          formula: read.formula,
        },
        given || read.smiles,
      );
    }
    const notes: string[] = [];
    const named = (
      name: string,
      hint: AgentRole,
      use?: { stage: number; amount: ImportedReaction["reagents"][number]["amount"] },
    ) => {
      const found = matcher.byName(name, hint);
      // A mixture written with '/' ("EtOH/H2O 4:1") is its parts when the archive knows every part.
      const parts = found ? null : mixtureOf(name, (part) => matcher.byName(part, hint));
      if (!parts) {
        place(found, { role: hint, name, smiles: null, formula: null }, name, use);
        return;
      }
      for (const part of parts.matches)
        place(part.match, { role: hint, name: part.name, smiles: null, formula: null }, name, use);
      // The draft has no field for a mixture's ratio: the note keeps it.
      if (parts.ratio) notes.push(`${parts.matches.map((p) => p.match.name).join("/")} ${parts.ratio}`);
    };
    for (const name of file.reagentNames) named(name, "reagent");
    for (const name of file.solventNames) named(name, "solvent");
    for (const a of file.namedAgents ?? []) named(a.name, a.hint, { stage: a.stage, amount: a.amount });
    const records = file.records ?? {};
    // A step run neat has no solvent (the document's rule): the solvents the line names win.
    const neat = (records.neat ?? false) && solvents.length === 0;
    if (records.neat && !neat)
      dropped.push({ text: "neat", reason: "the step names solvents, so it was not run neat" });
    report.push({ step, agents, dropped });
    return {
      step,
      substrates: file.substrates.map(chemical),
      products: file.products.map(chemical),
      reagents,
      solvents,
      temperature: condition(file.temperature),
      time: condition(file.time),
      yield: condition(file.yield),
      selectivity: null,
      special_condition: null,
      special_reagent: null,
      named_reactions: [],
      protecting_groups: [],
      comment: commentText([file.comment, ...notes].filter(Boolean).join("\n")),
      atmosphere: records.atmosphere ?? null,
      concentration: records.concentration ?? null,
      neat,
      selectivities: records.selectivities ?? [],
    };
  });
  return { format, parts: [{ number: 1, comment: "", reactions: steps }], unknown, newAgents, report };
}

/**
 * The parts of a mixture name ("THF/H2O", "EtOH/H2O (4:1)"), each matched, and its ratio; null
 * unless there are two or more parts and every one is matched ("Pd/C" is matched whole before this).
 */
function mixtureOf(
  name: string,
  match: (part: string) => Match | null,
): { matches: { name: string; match: Match }[]; ratio: string | null } | null {
  // A name is at most 200 characters (longer ones are cut when placed): the pattern below stays cheap.
  if (!name.includes("/") || name.length > 200) return null;
  const ratioAt = /\s*\(?\s*(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)\s*\)?$/.exec(name);
  const body = ratioAt ? name.slice(0, ratioAt.index) : name;
  const names = body.split("/").map((p) => p.trim());
  if (names.length < 2 || names.some((p) => p === "")) return null;
  const matches: { name: string; match: Match }[] = [];
  for (const part of names) {
    const found = match(part);
    if (!found) return null;
    matches.push({ name: part, match: found });
  }
  return { matches, ratio: ratioAt ? (ratioAt[1] as string).replace(/\s+/g, "") : null };
}
