import type { FileMolecule } from "./scheme-file.ts";

/**
 * Which reagent or solvent of the archive an agent of an imported file is: by name or synonym
 * (compared trimmed, ignoring case, with subscript digits read as digits: "CH2Cl2" is "CH₂Cl₂"),
 * then for an agent drawn as a structure by the names of the common agent it is (common-agents.ts),
 * then by a formula that only one reagent has. The archive's own spelling is used when found.
 */

export interface KnownLookups {
  reagents: readonly { name: string; formula: string | null; synonyms: readonly string[] }[];
  solvents: readonly { name: string }[];
}

export type AgentRole = "reagent" | "solvent";

export interface Match {
  role: AgentRole;
  name: string;
}

/** NFKC turns subscript digits into digits, '·' stays; then trimmed, lower case. */
export const matchKey = (name: string) => name.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

export function createAgentMatcher(lookups: KnownLookups) {
  const reagents = new Map<string, string>();
  const solvents = new Map<string, string>();
  for (const r of lookups.reagents) {
    if (r.name.trim() === "") continue;
    for (const key of [r.name, ...r.synonyms].map(matchKey))
      if (key && !reagents.has(key)) reagents.set(key, r.name);
  }
  for (const s of lookups.solvents) if (s.name.trim() !== "") solvents.set(matchKey(s.name), s.name);
  const byFormula = new Map<string, string | null>();
  for (const r of lookups.reagents) {
    if (!r.formula || r.name.trim() === "") continue;
    const key = r.formula.normalize("NFKC").replace(/\s+/g, "");
    // A formula two reagents share (n-BuLi, s-BuLi) names neither.
    byFormula.set(key, byFormula.has(key) ? null : r.name);
  }

  /** The archive item a name means, solvents first for a solvent, reagents first otherwise. */
  function byName(name: string, preferred: AgentRole = "reagent"): Match | null {
    const key = matchKey(name);
    if (!key) return null;
    const order: AgentRole[] = preferred === "solvent" ? ["solvent", "reagent"] : ["reagent", "solvent"];
    for (const role of order) {
      const found = (role === "reagent" ? reagents : solvents).get(key);
      if (found) return { role, name: found };
    }
    return null;
  }

  /** An agent drawn as a structure: its own name, a common agent's names, then a unique formula. */
  function byStructure(
    molecule: Pick<FileMolecule, "name" | "role">,
    reading: { formula: string; common: { names: readonly string[]; role: AgentRole } | null },
  ): Match | null {
    const hint = molecule.role ?? reading.common?.role ?? "reagent";
    for (const name of [...(molecule.name ? [molecule.name] : []), ...(reading.common?.names ?? [])]) {
      const found = byName(name, hint);
      if (found) return found;
    }
    const formula = byFormula.get(reading.formula.normalize("NFKC"));
    return formula ? { role: "reagent", name: formula } : null;
  }

  return { byName, byStructure };
}
