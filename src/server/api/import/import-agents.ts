import { invalidInput } from "../../../domain/errors.ts";
import { subscriptFormula } from "../../../domain/import/build-scheme.ts";
import { nameKey } from "../../../domain/lookup-names.ts";
import { structureLimitProblem } from "../../../domain/structure-limits.ts";
import { structureApiError } from "../../structures/rdkit-errors.ts";
import type { StructureService } from "../../structures/structure-service.ts";
import { recordChange } from "../shared/reference-data/history-record.ts";
import {
  type Actor,
  type LookupWriteDeps,
  pendingFor,
} from "../shared/reference-data/lookup-write-support.ts";
import { write } from "../shared/reference-data/reference-data-write.ts";

const MOLECULES_PER_CALL = 40;

export interface NewAgent {
  name: string;
  role: "reagent" | "solvent";
  smiles?: string | null;
}

export interface CreatedAgents {
  /** What this call created (pending for a contributor, as any item they create). */
  created: { id: number; name: string; role: "reagent" | "solvent"; formula: string | null }[];
  /** Names the archive had by then (another tab, another import): used as they are. */
  existing: { name: string; role: "reagent" | "solvent" }[];
}

/**
 * POST /api/import/agents (docs/product/api.md §5.25): the agents an import found new, created in
 * one transaction when its steps are added to a draft, each reagent with the structure the file
 * drew for it (canonical SMILES, formula and InChIKey read by RDKit), so a later import matches it
 * by structure. A name the archive already has is left as it is. Nothing is created unless all are.
 */
export async function createImportedAgents(
  deps: { writes: LookupWriteDeps; structures: Pick<StructureService, "readSchemeMolecules"> },
  actor: Actor,
  agents: readonly NewAgent[],
): Promise<CreatedAgents> {
  const drawn = agents.flatMap((a, index) =>
    a.role === "reagent" && a.smiles ? [{ index, smiles: a.smiles }] : [],
  );
  for (const { index, smiles } of drawn) {
    const problem = structureLimitProblem(smiles, "smiles");
    if (problem) throw invalidInput(`agents.${index}.smiles`, `this structure ${problem}`);
  }
  const readings: Awaited<ReturnType<StructureService["readSchemeMolecules"]>> = [];
  // A chunk a call, as the import reads its molecules: each call stays well inside the pool's time limit.
  for (let from = 0; from < drawn.length; from += MOLECULES_PER_CALL) {
    const chunk = drawn.slice(from, from + MOLECULES_PER_CALL);
    try {
      readings.push(
        ...(await deps.structures.readSchemeMolecules(
          chunk.map((d) => ({ kind: "smiles" as const, text: d.smiles })),
        )),
      );
    } catch (error) {
      throw structureApiError(error, "agents") ?? error;
    }
  }
  const structureOf = new Map<number, { smiles: string; formula: string; inchikey: string | null }>();
  drawn.forEach(({ index }, i) => {
    const read = readings[i];
    if (!read?.ok) throw invalidInput(`agents.${index}.smiles`, read?.reason ?? "RDKit could not read it");
    structureOf.set(index, read);
  });
  return write(deps.writes, async (repos) => {
    const taken = {
      reagent: new Set((await repos.lookupWriter.namesOf("reagents")).map((r) => nameKey(r.name))),
      solvent: new Set((await repos.lookupWriter.namesOf("solvents")).map((r) => nameKey(r.name))),
    };
    const answer: CreatedAgents = { created: [], existing: [] };
    for (const [index, agent] of agents.entries()) {
      const name = agent.name.trim();
      const key = nameKey(name);
      if (taken[agent.role].has(key)) {
        answer.existing.push({ name, role: agent.role });
        continue;
      }
      taken[agent.role].add(key);
      let id: number;
      let formula: string | null = null;
      if (agent.role === "solvent") {
        id = (await repos.lookupWriter.insertSolvent(name, actor.id, pendingFor(actor))).id;
      } else {
        id = await repos.lookupWriter.insertReagent(name, actor.id, pendingFor(actor));
        const structure = structureOf.get(index);
        if (structure) {
          formula = subscriptFormula(structure.formula);
          await repos.lookupWriter.updateReagent(id, {
            name,
            formula,
            smiles: structure.smiles,
            inchikey: structure.inchikey,
          });
        }
      }
      await recordChange(repos, { kind: agent.role, id, action: "create", userId: actor.id, before: null });
      answer.created.push({ id, name, role: agent.role, formula });
    }
    return answer;
  });
}
