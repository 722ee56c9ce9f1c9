/**
 * Salts written as separate ions. A reaction SMILES writes sodium azide above the arrow as
 * `[Na+].[N-]=[N+]=[N-]`, and the reader takes each '.' part as an agent of its own; read alone,
 * neither ion is anything the archive lists. The charged parts of one step's agents are therefore
 * recombined, in the order written, into the smallest runs whose charges add up to zero (Na⁺ + N₃⁻;
 * 2 K⁺ + CO₃²⁻), and each run is matched as one agent. Neutral parts stay agents of their own.
 * Charged parts that never balance stay together as one agent, so nothing is dropped.
 */

/** The net charge a formula's suffix gives ("C2H3O2-" → −1, "C6H14N2+2" → 2, "N3Na" → 0). */
export function chargeOfFormula(formula: string): number {
  const m = /([+-])(\d*)$/.exec(formula);
  if (!m) return 0;
  const size = m[2] ? Number(m[2]) : 1;
  return m[1] === "-" ? -size : size;
}

/** Groups `agents` as above: each group is one agent (a lone neutral part, or a run of ions). */
export function groupIons<T>(agents: readonly T[], charge: (agent: T) => number): T[][] {
  const groups: T[][] = [];
  let run: T[] = [];
  let sum = 0;
  for (const agent of agents) {
    const c = charge(agent);
    if (c === 0) {
      groups.push([agent]);
      continue;
    }
    if (run.length === 0) groups.push(run);
    run.push(agent);
    sum += c;
    if (sum === 0) run = [];
  }
  return groups;
}
