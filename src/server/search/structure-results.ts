import type {
  StructureChemicalHit,
  StructureQuery,
  StructureSearchResults,
  StructureTargetHit,
} from "../../domain/structure-search.ts";
import { structureImageUrl } from "../../domain/structure-search.ts";
import type { QueryReading } from "../structures/rdkit-ops.ts";
import type { StructureSnapshot as Snapshot } from "./structure-search.ts";

/** The answer of one query against one snapshot. */
export function resultsOf(
  snapshot: Snapshot,
  query: StructureQuery,
  reading: QueryReading,
  found: { index: number; score: number | null; atoms: number[] }[],
  complete: boolean,
): StructureSearchResults {
  const { table } = snapshot;
  const targets: StructureTargetHit[] = [];
  const chemicals: StructureChemicalHit[] = [];
  for (const hit of found) {
    const smiles = table.smiles[hit.index] as string;
    const base = {
      smiles,
      heavyAtoms: table.heavyAtoms[hit.index] as number,
      score: hit.score,
      atoms: hit.atoms,
      image: structureImageUrl(smiles, hit.atoms),
    };
    for (const target of table.targets[hit.index] ?? []) {
      targets.push({
        ...base,
        molecule: {
          id: target.moleculeId,
          name: target.name,
          structure: target.structure,
          formula: target.formula,
        },
        syntheses: snapshot.targetSyntheses.get(target.moleculeId) ?? [],
      });
    }
    const occurrences = (table.occurrences[hit.index] ?? []).flatMap((o) => {
      const synthesis = snapshot.labels.get(o.synthesisId);
      return synthesis ? [{ synthesis, part: o.part, step: o.step, role: o.role, name: o.name }] : [];
    });
    if (occurrences.length) chemicals.push({ ...base, occurrences });
  }
  return {
    query: {
      q: query.q,
      mode: query.mode,
      format: reading.format,
      canonical: reading.canonical,
      limit: query.limit,
      threshold: query.mode === "similarity" ? query.threshold : null,
    },
    complete,
    targets,
    chemicals,
  };
}
