import type { FileMolecule } from "./scheme-file.ts";

/**
 * Which reagent or solvent of the archive an agent of an imported file is. A name is matched by
 * name or synonym (compared trimmed, ignoring case, with subscript digits read as digits: "CH2Cl2"
 * is "CH₂Cl₂"). An agent drawn as a structure is matched by its own name if the file gives one, then
 * by its standard InChIKey against the structures the archive stores for its reagents and solvents,
 * then by the names of the common agent it is (common-agents.ts, by InChIKey), then by a formula
 * that only one reagent has (element counts compared, so RDKit's "Cl2OS" is "SOCl₂").
 *
 * The role comes from the archive: a name it lists only as a reagent is a reagent wherever the file
 * put it; a name it lists as both (Et₃N, pyridine) takes the role the archive's published steps use
 * it in more often, and only when they do not tell, the role the file suggests.
 */

export interface KnownLookups {
  reagents: readonly {
    name: string;
    formula: string | null;
    synonyms: readonly string[];
    /** The standard InChIKey of the reagent's stored structure, if it has one. */
    inchikey?: string | null;
    /** Published steps that use it (to choose a role for a name that is both). */
    uses?: number;
  }[];
  solvents: readonly {
    name: string;
    synonyms?: readonly string[];
    inchikey?: string | null;
    uses?: number;
  }[];
}

export type AgentRole = "reagent" | "solvent";

/** How an agent was recognised: by a name the file gives, by its structure, or by its formula. */
export type MatchedBy = "name" | "structure" | "formula";

export interface Match {
  role: AgentRole;
  name: string;
  by: MatchedBy;
}

/** NFKC turns subscript digits into digits, '·' stays; then trimmed, lower case. */
export const matchKey = (name: string) => name.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

/**
 * A formula as element counts in a fixed order, so that "SOCl₂", "Cl2OS" and "OSCl2" are one key;
 * parentheses and a '·' adduct are counted out. Null when it is not a formula.
 */
export function formulaKey(formula: string): string | null {
  const text = formula.normalize("NFKC").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9()·.]+[+-]?\d*$/.test(text) || !/[A-Z]/.test(text)) return null;
  const counts = new Map<string, number>();
  const charge = /([+-]\d*)$/.exec(text)?.[1] ?? "";
  const body = charge ? text.slice(0, -charge.length) : text;
  for (const part of body.split(/[·.]/)) {
    const lead = /^(\d+)(.*)$/.exec(part);
    const times = lead ? Number(lead[1]) : 1;
    if (!addCounts(lead ? (lead[2] as string) : part, times, counts)) return null;
  }
  if (counts.size === 0) return null;
  return [...counts.keys()]
    .sort()
    .map((symbol) => `${symbol}${counts.get(symbol)}`)
    .join("")
    .concat(charge);
}

/** Adds the element counts of a formula without '·' (parentheses allowed) `times` over. */
function addCounts(text: string, times: number, counts: Map<string, number>): boolean {
  const stack: Map<string, number>[] = [new Map()];
  const re = /([A-Z][a-z]?)(\d*)|\((?!\))|\)(\d*)/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return false;
    at = re.lastIndex;
    if (m[1]) {
      const top = stack[stack.length - 1] as Map<string, number>;
      top.set(m[1], (top.get(m[1]) ?? 0) + (m[2] ? Number(m[2]) : 1));
    } else if (m[0] === "(") stack.push(new Map());
    else {
      const inner = stack.pop();
      const outer = stack[stack.length - 1];
      if (!inner || !outer) return false;
      const n = m[3] ? Number(m[3]) : 1;
      for (const [symbol, count] of inner) outer.set(symbol, (outer.get(symbol) ?? 0) + count * n);
    }
  }
  if (stack.length !== 1) return false;
  for (const [symbol, count] of stack[0] as Map<string, number>) {
    counts.set(symbol, (counts.get(symbol) ?? 0) + count * times);
  }
  return true;
}

interface Entry {
  name: string;
  uses: number;
}

export function createAgentMatcher(lookups: KnownLookups) {
  const reagents = new Map<string, Entry>();
  const solvents = new Map<string, Entry>();
  const byKey = new Map<string, { role: AgentRole; name: string }>();
  const fill = (
    into: Map<string, Entry>,
    role: AgentRole,
    items: readonly { name: string; synonyms?: readonly string[]; inchikey?: string | null; uses?: number }[],
  ) => {
    for (const item of items) {
      if (item.name.trim() === "") continue;
      const entry = { name: item.name, uses: item.uses ?? 0 };
      for (const key of [item.name, ...(item.synonyms ?? [])].map(matchKey))
        if (key && !into.has(key)) into.set(key, entry);
      if (item.inchikey && !byKey.has(`${role}:${item.inchikey}`))
        byKey.set(`${role}:${item.inchikey}`, { role, name: item.name });
    }
  };
  fill(reagents, "reagent", lookups.reagents);
  fill(solvents, "solvent", lookups.solvents);
  const byFormula = new Map<string, string | null>();
  for (const r of lookups.reagents) {
    const key = r.formula ? formulaKey(r.formula) : null;
    if (!key || r.name.trim() === "") continue;
    // A formula two reagents share (n-BuLi, s-BuLi) names neither.
    byFormula.set(key, byFormula.has(key) ? null : r.name);
  }

  /**
   * The archive item a name means: the one list that has it, or for a name both lists have, the
   * role its published uses favour, then `hint`.
   */
  function byName(name: string, hint: AgentRole = "reagent", by: MatchedBy = "name"): Match | null {
    const key = matchKey(name);
    if (!key) return null;
    const reagent = reagents.get(key);
    const solvent = solvents.get(key);
    if (reagent && solvent) {
      const role =
        reagent.uses !== solvent.uses ? (reagent.uses > solvent.uses ? "reagent" : "solvent") : hint;
      return { role, name: role === "reagent" ? reagent.name : solvent.name, by };
    }
    if (reagent) return { role: "reagent", name: reagent.name, by };
    if (solvent) return { role: "solvent", name: solvent.name, by };
    return null;
  }

  /** The item whose stored structure has this InChIKey; a reagent and a solvent alike go by byName. */
  function byInchikey(inchikey: string | null, hint: AgentRole): Match | null {
    if (!inchikey) return null;
    const reagent = byKey.get(`reagent:${inchikey}`);
    const solvent = byKey.get(`solvent:${inchikey}`);
    if (reagent && solvent) return byName(reagent.name, hint, "structure");
    const found = reagent ?? solvent;
    return found ? { ...found, by: "structure" } : null;
  }

  /** An agent drawn as a structure: its own name, its InChIKey, a common agent's names, a unique formula. */
  function byStructure(
    molecule: Pick<FileMolecule, "name" | "role">,
    reading: {
      formula: string;
      inchikey?: string | null;
      common: { names: readonly string[]; role: AgentRole } | null;
    },
  ): Match | null {
    const hint = molecule.role ?? reading.common?.role ?? "reagent";
    if (molecule.name.trim() !== "") {
      const found = byName(molecule.name, hint);
      if (found) return found;
    }
    const stored = byInchikey(reading.inchikey ?? null, hint);
    if (stored) return stored;
    for (const name of reading.common?.names ?? []) {
      const found = byName(name, hint, "structure");
      if (found) return found;
    }
    const key = formulaKey(reading.formula);
    const formula = key ? byFormula.get(key) : null;
    return formula ? { role: "reagent", name: formula, by: "formula" } : null;
  }

  return { byName, byStructure };
}
